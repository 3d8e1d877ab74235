import { randomUUID } from 'node:crypto';
import { DomainEvents, SessionRegistry } from '@pylands/common';
import IORedis from 'ioredis';
import { finishedJobs, HOSTILE_STRINGS, TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  chooseStudentResponseSchema,
  currentUserSchema,
  LEVEL_PLAYED_QUEUE,
  MAX_STUDENTS_PER_PARENT,
  studentSchema,
  type CurrentUser,
  type Student,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { startAuthApp, type AuthTestApp } from './auth-app';

let auth: AuthTestApp;
let counter = 0;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

function browser(): TestBrowser {
  return new TestBrowser([{ app: auth.app, prefixes: ['/'] }]);
}

function uniqueEmail(): string {
  counter += 1;
  return `parent${counter}-${Date.now()}@example.com`;
}

async function signedUpParent(): Promise<{ browser: TestBrowser; user: CurrentUser; email: string }> {
  const b = browser();
  const email = uniqueEmail();
  const response = await b.post<CurrentUser>(API_PATHS.auth.signup, { email, password: 'correct horse' });
  expect(response.status).toBe(201);
  return { browser: b, user: response.body, email };
}

async function addStudent(b: TestBrowser, username: string, character?: string) {
  return b.post<Student>(API_PATHS.profile.students, character ? { username, character } : { username });
}

describe('sign-up', () => {
  it('creates a parent, signs them in with an httpOnly SameSite=Lax cookie and answers the current user', async () => {
    const b = browser();
    const email = uniqueEmail();
    const response = await b.post<CurrentUser>(API_PATHS.auth.signup, {
      email: `  ${email.toUpperCase()} `,
      password: 'correct horse',
    });
    expect(response.status).toBe(201);
    expect(currentUserSchema.parse(response.body)).toEqual({
      user_id: expect.any(String),
      email,
      student_id: null,
      is_student: false,
      organization_id: null,
      user_details: { user_type: 0 },
      student_details: null,
      class_details: null,
    });
    const cookie = response.setCookie.find((c) => c.startsWith('pylands_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect((await b.get<CurrentUser>(API_PATHS.auth.current)).body.email).toBe(email);
  });

  it('refuses a second account with the same email in any letter case (409)', async () => {
    const { email } = await signedUpParent();
    const again = await browser().post(API_PATHS.auth.signup, {
      email: email.toUpperCase(),
      password: 'another password',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists',
      error: 'Conflict',
    });
  });

  it('answers 422 naming the field for an invalid email, a short password or a missing body', async () => {
    const badEmail = await browser().post(API_PATHS.auth.signup, {
      email: 'not-an-email',
      password: 'long enough',
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body).toMatchObject({
      statusCode: 422,
      error: 'Validation Error',
      message: expect.stringContaining('email'),
    });
    const shortPassword = await browser().post(API_PATHS.auth.signup, {
      email: uniqueEmail(),
      password: '1234567',
    });
    expect(shortPassword.status).toBe(422);
    expect(shortPassword.body).toMatchObject({ message: 'password: password must be at least 8 characters' });
    expect((await browser().post(API_PATHS.auth.signup)).status).toBe(422);
  });
});

describe('login, current and logout', () => {
  it('logs in with the right password and refuses a wrong one or an unknown email with the same message', async () => {
    const { email, user } = await signedUpParent();
    const b = browser();
    const ok = await b.post<CurrentUser>(API_PATHS.auth.login, { email, password: 'correct horse' });
    expect(ok.status).toBe(200);
    expect(ok.body.user_id).toBe(user.user_id);
    expect(ok.sessionCookie).toBeTruthy();
    for (const attempt of [
      { email, password: 'wrong horse' },
      { email: uniqueEmail(), password: 'correct horse' },
    ]) {
      const refused = await browser().post(API_PATHS.auth.login, attempt);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        statusCode: 401,
        message: 'Incorrect email or password',
        error: 'Unauthorized',
      });
      expect(refused.sessionCookie).toBeUndefined();
    }
  });

  it('answers 401 to anonymous callers and to invalid tokens', async () => {
    expect((await browser().get(API_PATHS.auth.current)).status).toBe(401);
    const b = browser();
    b.session = 'not.a.jwt';
    expect((await b.get(API_PATHS.auth.current)).status).toBe(401);
  });

  it('signs out: logout clears the cookie and current answers 401 afterwards', async () => {
    const { browser: b } = await signedUpParent();
    const out = await b.get(API_PATHS.auth.logout);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect(out.setCookie[0]).toMatch(/^pylands_session=;.*Max-Age=0/);
    expect((await b.get(API_PATHS.auth.current)).status).toBe(401);
  });

  it('ends every session of the account at logout: an old copy of the cookie gets 401 too', async () => {
    const { browser: b, email } = await signedUpParent();
    const laptop = browser();
    await laptop.post(API_PATHS.auth.login, { email, password: 'correct horse' });
    const stolenCopy = browser();
    stolenCopy.session = b.session;
    expect((await stolenCopy.get(API_PATHS.auth.current)).status).toBe(200);
    expect((await b.get(API_PATHS.auth.logout)).status).toBe(200);
    expect((await stolenCopy.get(API_PATHS.auth.current)).status).toBe(401);
    expect((await laptop.get(API_PATHS.auth.current)).status).toBe(401);
    expect((await stolenCopy.get(API_PATHS.profile.students)).status).toBe(401);
    // Logging in again works, with a new session.
    const again = browser();
    expect((await again.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(200);
    expect((await again.get(API_PATHS.auth.current)).status).toBe(200);
  });

  it('refuses the cookie of a deleted student, while the parent stays signed in', async () => {
    const { browser: parent } = await signedUpParent();
    const student = await addStudent(parent, 'leaving');
    const child = browser();
    child.session = parent.session;
    expect((await child.post(API_PATHS.auth.chooseStudent(student.body.id))).status).toBe(200);
    expect((await parent.delete(API_PATHS.profile.student(student.body.id))).status).toBe(200);
    expect((await child.get(API_PATHS.auth.current)).status).toBe(401);
    expect((await child.get(API_PATHS.profile.student(student.body.id))).status).toBe(401);
    expect((await parent.get(API_PATHS.auth.current)).status).toBe(200);
  });

  it('rebuilds lost session state from PostgreSQL (Redis flushed) and still refuses revoked tokens', async () => {
    const { browser: b } = await signedUpParent();
    const old = b.session;
    const registry = auth.app.get(SessionRegistry);
    const userId = (await b.get<CurrentUser>(API_PATHS.auth.current)).body.user_id;
    await b.get(API_PATHS.auth.logout);
    const redis = new IORedis(auth.config.redisUrl);
    try {
      await redis.del(registry.key(userId));
    } finally {
      redis.disconnect();
    }
    const stale = browser();
    stale.session = old;
    expect((await stale.get(API_PATHS.auth.current)).status).toBe(401);
  });

  it('answers 401 for a still-valid token of a deleted user', async () => {
    const { browser: b, user } = await signedUpParent();
    await auth.app.get(DataSource).query('DELETE FROM "auth"."users" WHERE id = $1', [user.user_id]);
    const response = await b.get(API_PATHS.auth.current);
    expect(response.status).toBe(401);
  });

  it('refuses a login another site’s page posts (login CSRF), and takes one from a plain client', async () => {
    const { email } = await signedUpParent();
    const fromElsewhere = await browser().request('POST', API_PATHS.auth.login, {
      body: { email, password: 'correct horse' },
      csrf: false,
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.headers['set-cookie']).toBeUndefined();
    const plain = await browser().request('POST', API_PATHS.auth.login, {
      body: { email, password: 'correct horse' },
      csrf: false,
    });
    expect(plain.status).toBe(200);
  });
});

describe('students', () => {
  it('lets a parent add, list, read, rename and delete students', async () => {
    const { browser: b } = await signedUpParent();
    const created = await addStudent(b, 'sam');
    expect(created.status).toBe(201);
    expect(studentSchema.parse(created.body)).toMatchObject({
      username: 'sam',
      character: 'Rabbit',
      assistant_enabled: true,
      assistant_attempt_limit: null,
    });
    const second = await addStudent(b, 'Zoë-2', 'Wizard1');
    expect(second.body.character).toBe('Wizard1');
    expect((await b.get<Student[]>(API_PATHS.profile.students)).body.map((s) => s.username)).toEqual([
      'sam',
      'Zoë-2',
    ]);
    expect((await b.get<Student>(API_PATHS.profile.student(created.body.id))).body.username).toBe('sam');
    const renamed = await b.put<Student>(API_PATHS.profile.student(created.body.id), {
      username: 'sammy',
      character: 'Knight',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ username: 'sammy', character: 'Knight' });
    const deleted = await b.delete(API_PATHS.profile.student(created.body.id));
    expect(deleted.status).toBe(200);
    expect((await b.get(API_PATHS.profile.student(created.body.id))).status).toBe(404);
    expect((await b.get<Student[]>(API_PATHS.profile.students)).body).toHaveLength(1);
  });

  it('keeps usernames unique per parent (any letter case) but not across parents', async () => {
    const first = await signedUpParent();
    const other = await signedUpParent();
    expect((await addStudent(first.browser, 'alex')).status).toBe(201);
    const duplicate = await addStudent(first.browser, 'ALEX');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ message: 'You already have a student with this username' });
    expect((await addStudent(other.browser, 'alex')).status).toBe(201);
    const kim = await addStudent(first.browser, 'kim');
    expect(
      (await first.browser.put(API_PATHS.profile.student(kim.body.id), { username: 'Alex' })).status,
    ).toBe(409);
  });

  it('answers 422 for usernames outside 3-30 letters, digits, _ and -, unknown characters and unknown fields', async () => {
    const { browser: b } = await signedUpParent();
    for (const username of [
      'ab',
      'x'.repeat(31),
      "robert'); DROP TABLE students;--",
      'two words',
      '<b>',
      '',
    ]) {
      const response = await addStudent(b, username);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ statusCode: 422, message: expect.stringContaining('username') });
    }
    expect((await addStudent(b, 'valid', 'Dragon')).status).toBe(422);
    const student = await addStudent(b, 'valid');
    expect(
      (await b.put(API_PATHS.profile.student(student.body.id), { parent_id: randomUUID() })).status,
    ).toBe(422);
  });

  it(`refuses more than ${MAX_STUDENTS_PER_PARENT} students with 403 and a clear message`, async () => {
    const { browser: b } = await signedUpParent();
    for (let i = 0; i < MAX_STUDENTS_PER_PARENT; i += 1)
      expect((await addStudent(b, `kid${i}`)).status).toBe(201);
    const refused = await addStudent(b, 'one-too-many');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      message: `You can have at most ${MAX_STUDENTS_PER_PARENT} students`,
      error: 'Forbidden',
    });
    expect((await b.get(API_PATHS.profile.studentsLimit)).body).toEqual({ count: 5, limit: 5 });
  });

  it("answers 404 for another parent's student and 400 for malformed ids", async () => {
    const owner = await signedUpParent();
    const stranger = await signedUpParent();
    const student = await addStudent(owner.browser, 'mine');
    const url = API_PATHS.profile.student(student.body.id);
    expect((await stranger.browser.get(url)).status).toBe(404);
    expect((await stranger.browser.put(url, { username: 'stolen' })).status).toBe(404);
    expect((await stranger.browser.delete(url)).status).toBe(404);
    expect((await owner.browser.get(API_PATHS.profile.student(randomUUID()))).status).toBe(404);
    const malformed = await owner.browser.get(API_PATHS.profile.student('12345'));
    expect(malformed.body).toEqual({
      statusCode: 400,
      message: 'student_id must be a UUID',
      error: 'Bad Request',
    });
  });

  it('answers 401 to anonymous callers and 403 to a student session managing students (listing them to switch is allowed)', async () => {
    expect((await browser().get(API_PATHS.profile.students)).status).toBe(401);
    expect((await browser().post(API_PATHS.profile.students, { username: 'anon' })).status).toBe(401);
    const { browser: b } = await signedUpParent();
    const student = await addStudent(b, 'player');
    await b.post(API_PATHS.auth.chooseStudent(student.body.id));
    const siblings = await b.get<Student[]>(API_PATHS.profile.students);
    expect(siblings.body.map((s) => s.username)).toEqual(['player']);
    expect((await addStudent(b, 'sneaky')).status).toBe(403);
    expect((await b.delete(API_PATHS.profile.student(student.body.id))).status).toBe(403);
    // A playing student may pick its own avatar, and nothing else.
    const avatar = await b.put<Student>(API_PATHS.profile.student(student.body.id), { character: 'Wizard2' });
    expect(avatar.status).toBe(200);
    expect((await b.get<CurrentUser>(API_PATHS.auth.current)).body.student_details?.character).toBe(
      'Wizard2',
    );
    const rename = await b.put(API_PATHS.profile.student(student.body.id), { username: 'boss' });
    expect(rename.status).toBe(403);
    expect(rename.body).toMatchObject({
      message: 'A student can only change their own avatar; the rest needs the parent account',
    });
    // The chosen student still reads its own profile (assistant settings on the play screen).
    expect((await b.get(API_PATHS.profile.student(student.body.id))).status).toBe(200);
  });
});

describe('choose_student', () => {
  it('reissues the session with the student and answers last_played null before any play', async () => {
    const { browser: b, user } = await signedUpParent();
    const student = await addStudent(b, 'robin', 'Viking');
    const chosen = await b.post(API_PATHS.auth.chooseStudent(student.body.id));
    expect(chosen.status).toBe(200);
    expect(chosen.sessionCookie).toBeTruthy();
    expect(chooseStudentResponseSchema.parse(chosen.body)).toEqual({
      ...user,
      student_id: student.body.id,
      is_student: true,
      student_details: { id: student.body.id, username: 'robin', character: 'Viking' },
      last_played: null,
    });
    const current = await b.get<CurrentUser>(API_PATHS.auth.current);
    expect(current.body).toMatchObject({ student_id: student.body.id, is_student: true });
  });

  it('accepts the web client’s empty JSON body (Content-Type set, no payload)', async () => {
    const { browser: b } = await signedUpParent();
    const student = await addStudent(b, 'empty');
    const chosen = await b.request('POST', API_PATHS.auth.chooseStudent(student.body.id), {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(chosen.status).toBe(200);
  });

  it('answers the newest level.played event as last_played (also on the choose-student spelling)', async () => {
    const { browser: b } = await signedUpParent();
    const student = await addStudent(b, 'lee');
    const events = auth.app.get(DomainEvents);
    await events.publish(LEVEL_PLAYED_QUEUE, {
      student_id: student.body.id,
      course_id: 'python',
      level_slug: 'intro-level3',
      played_at: new Date().toISOString(),
    });
    // An older event arriving late must not win.
    await events.publish(LEVEL_PLAYED_QUEUE, {
      student_id: student.body.id,
      course_id: 'python',
      level_slug: 'intro-level1',
      played_at: new Date(Date.now() - 60_000).toISOString(),
    });
    // Both events handled: wait for each of this student's jobs to finish.
    const played = await finishedJobs<{ student_id?: string }>(
      auth.config,
      LEVEL_PLAYED_QUEUE,
      (job) => job.student_id === student.body.id,
    );
    expect(played).toHaveLength(2);
    const spelled = await b.post<{ last_played: unknown }>(`/api/auth/choose-student/${student.body.id}`);
    expect(spelled.status).toBe(200);
    expect(spelled.body.last_played).toEqual({ course_id: 'python', level_slug: 'intro-level3' });
    const response = await b.post<{ last_played: unknown }>(API_PATHS.auth.chooseStudent(student.body.id));
    expect(response.body.last_played).toEqual({ course_id: 'python', level_slug: 'intro-level3' });
  });

  it("answers 403 for another parent's student, 404 for an unknown one, 400 for a malformed id, 401 anonymous", async () => {
    const owner = await signedUpParent();
    const stranger = await signedUpParent();
    const student = await addStudent(owner.browser, 'theirs');
    const refused = await stranger.browser.post(API_PATHS.auth.chooseStudent(student.body.id));
    expect(refused.status).toBe(403);
    expect(refused.sessionCookie).toBeUndefined();
    expect((await stranger.browser.post(API_PATHS.auth.chooseStudent(randomUUID()))).status).toBe(404);
    expect((await stranger.browser.post(API_PATHS.auth.chooseStudent('not-a-uuid'))).status).toBe(400);
    expect((await browser().post(API_PATHS.auth.chooseStudent(student.body.id))).status).toBe(401);
  });

  it('drops back to the parent when the chosen student was deleted', async () => {
    const { browser: b } = await signedUpParent();
    const student = await addStudent(b, 'gone');
    await b.post(API_PATHS.auth.chooseStudent(student.body.id));
    await auth.app.get(DataSource).query('DELETE FROM "auth"."students" WHERE id = $1', [student.body.id]);
    const current = await b.get<CurrentUser>(API_PATHS.auth.current);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ student_id: null, is_student: false, student_details: null });
  });
});

describe('hostile input', () => {
  it('never answers 500 to hostile strings in paths and bodies', async () => {
    const { browser: b } = await signedUpParent();
    for (const value of HOSTILE_STRINGS) {
      const responses = await Promise.all([
        b.get(API_PATHS.profile.student(value)),
        b.put(API_PATHS.profile.student(value), { username: value }),
        b.delete(API_PATHS.profile.student(value)),
        b.post(API_PATHS.auth.chooseStudent(value)),
        b.post(API_PATHS.profile.students, { username: value, character: value }),
        browser().post(API_PATHS.auth.login, { email: value, password: value }),
        browser().post(API_PATHS.auth.signup, { email: value, password: value }),
      ]);
      for (const response of responses) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    const wrongTypes = await browser().post(API_PATHS.auth.login, { email: { $ne: null }, password: ['x'] });
    expect(wrongTypes.status).toBe(422);
    const notJson = await browser().request('POST', API_PATHS.auth.login, {
      rawBody: 'email=a&password=b',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
  });
});
