import { API_PATHS, type CurrentUser, type Student } from '@pylands/contracts';
import { RATE_LIMITS } from '../src/rate-limit/rate-limits';
import { startAuthApp, type AuthTestApp } from './auth-app';
import { browserAt as browserOn } from './browser-at';

let auth: AuthTestApp;
let counter = 0;

beforeAll(async () => {
  auth = await startAuthApp({}, { rateLimits: RATE_LIMITS });
});

afterAll(async () => {
  await auth?.close();
});

const browserAt = (ip: string) => browserOn(auth.app, ip);

/** A parent who has chosen their child: the browser is in child mode. */
async function parentInChildMode(ip: string) {
  counter += 1;
  const browser = browserAt(ip);
  const email = `gate${counter}-${Date.now()}@example.com`;
  expect((await browser.post(API_PATHS.auth.signup, { email, password: 'parent-secret-1' })).status).toBe(
    201,
  );
  const student = await browser.post<Student>(API_PATHS.profile.students, { username: `kid${counter}` });
  expect(student.status).toBe(201);
  expect((await browser.post(API_PATHS.auth.chooseStudent(student.body.id))).status).toBe(200);
  return { browser, student: student.body };
}

describe('POST auth/return-to-parent (the parental gate)', () => {
  it('keeps child mode on a wrong password and returns to the parent with the right one', async () => {
    const { browser, student } = await parentInChildMode('203.0.113.10');
    // In child mode the parent's management is refused.
    expect((await browser.delete(API_PATHS.profile.student(student.id))).status).toBe(403);

    const wrong = await browser.post(API_PATHS.auth.returnToParent, { password: 'child-guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Incorrect password', error: 'Unauthorized' });
    expect((await browser.get<CurrentUser>(API_PATHS.auth.current)).body.student_id).toBe(student.id);

    const right = await browser.post<CurrentUser>(API_PATHS.auth.returnToParent, {
      password: 'parent-secret-1',
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ student_id: null, is_student: false, student_details: null });
    expect((await browser.get<CurrentUser>(API_PATHS.auth.current)).body.student_id).toBeNull();
    // The parent's own session again: managing students works.
    expect((await browser.get(API_PATHS.profile.studentsLimit)).status).toBe(200);
  });

  it('asks for the password (422) and refuses visitors (401)', async () => {
    const { browser } = await parentInChildMode('203.0.113.11');
    const empty = await browser.post(API_PATHS.auth.returnToParent, { password: '' });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('password is required');
    const visitor = browserAt('203.0.113.12');
    expect((await visitor.post(API_PATHS.auth.returnToParent, { password: 'x' })).status).toBe(401);
  });

  it('limits guesses like login: past the account limit even the right password waits (429 with Retry-After)', async () => {
    const { browser } = await parentInChildMode('203.0.113.13');
    const limit = RATE_LIMITS.login.account!.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await browser.post(API_PATHS.auth.returnToParent, { password: `guess-${i}` })).status).toBe(
        401,
      );
    }
    const blocked = await browser.post(API_PATHS.auth.returnToParent, { password: 'parent-secret-1' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect((await browser.get<CurrentUser>(API_PATHS.auth.current)).body.student_id).not.toBeNull();
  });
});
