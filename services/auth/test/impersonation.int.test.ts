import { TestBrowser } from '@pylands/common/testing';
import { API_PATHS, currentUserSchema, type CurrentUser, type Student } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { setStaff } from '../src/cli';
import { startAuthApp, type AuthTestApp } from './auth-app';

let auth: AuthTestApp;
let counter = 0;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

const impersonateUser = API_PATHS.auth.impersonateUser;
const impersonateStudent = API_PATHS.auth.impersonateStudent;
const END = API_PATHS.auth.impersonateEnd;

/** One browser's cookie jar, including the impersonator cookie next to the session. */
class Jar {
  cookies = new Map<string, string>();
  constructor(private readonly b = new TestBrowser([{ app: auth.app, prefixes: ['/'] }])) {}
  async call<T>(method: 'GET' | 'POST', url: string, body?: unknown) {
    const header = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    this.b.session = undefined;
    const response = await this.b.request<T>(method, url, {
      body,
      headers: header ? { cookie: header } : {},
    });
    for (const cookie of response.setCookie) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }
}

async function account(staff = false): Promise<{ jar: Jar; user: CurrentUser; email: string }> {
  counter += 1;
  const email = `imp${counter}-${Date.now()}@example.com`;
  const jar = new Jar();
  const signup = await jar.call<CurrentUser>('POST', API_PATHS.auth.signup, {
    email,
    password: 'correct horse',
  });
  expect(signup.status).toBe(201);
  if (staff) expect(await setStaff(auth.app.get(DataSource), email.toUpperCase(), true)).toBe(true);
  return { jar, user: signup.body, email };
}

describe('impersonation', () => {
  it('lets staff act as a user with a banner, records it, and ends back in the staff session', async () => {
    const staff = await account(true);
    const family = await account();
    const started = await staff.jar.call<CurrentUser>('POST', impersonateUser(family.user.user_id));
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      user_id: family.user.user_id,
      impersonator: { user_id: staff.user.user_id, email: staff.email },
    });
    const current = await staff.jar.call<CurrentUser>('GET', API_PATHS.auth.current);
    expect(currentUserSchema.parse(current.body).impersonator?.email).toBe(staff.email);
    expect((await staff.jar.call('GET', API_PATHS.profile.students)).status).toBe(200);
    const rows: { staff_email: string; target_user_id: string; ended_at: Date | null }[] = await auth.app
      .get(DataSource)
      .query('SELECT staff_email, target_user_id, ended_at FROM auth.impersonations WHERE staff_email = $1', [
        staff.email,
      ]);
    expect(rows).toEqual([{ staff_email: staff.email, target_user_id: family.user.user_id, ended_at: null }]);

    expect((await staff.jar.call('POST', END)).status).toBe(200);
    const back = await staff.jar.call<CurrentUser>('GET', API_PATHS.auth.current);
    expect(back.body.user_id).toBe(staff.user.user_id);
    expect(back.body.impersonator).toBeUndefined();
    // The family's own session was never touched.
    expect((await family.jar.call('GET', API_PATHS.auth.current)).status).toBe(200);
  });

  it('logging out while impersonating ends the impersonation only, never the user’s own sessions', async () => {
    const staff = await account(true);
    const family = await account();
    await staff.jar.call('POST', impersonateUser(family.user.user_id));
    expect((await staff.jar.call('GET', API_PATHS.auth.logout)).status).toBe(200);
    expect((await family.jar.call('GET', API_PATHS.auth.current)).status).toBe(200);
    const rows: { ended_at: Date | null }[] = await auth.app
      .get(DataSource)
      .query('SELECT ended_at FROM auth.impersonations WHERE staff_email = $1', [staff.email]);
    expect(rows[0].ended_at).toBeInstanceOf(Date);
  });

  it('acts as a student (the parent’s session with the student chosen)', async () => {
    const staff = await account(true);
    const family = await account();
    const student = await family.jar.call<Student>('POST', API_PATHS.profile.students, { username: 'pip' });
    const started = await staff.jar.call<CurrentUser>('POST', impersonateStudent(student.body.id));
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      user_id: family.user.user_id,
      student_id: student.body.id,
      is_student: true,
    });
  });

  it('refuses non-staff (403), unknown targets (404), malformed ids (422), nesting (409) and anonymous callers (401)', async () => {
    const plain = await account();
    const family = await account();
    const refused = await plain.jar.call('POST', impersonateUser(family.user.user_id));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Only platform staff can impersonate' });
    const staff = await account(true);
    expect(
      (await staff.jar.call('POST', impersonateUser('5f0c9a3e-2b9e-4c61-9a53-0d7e3c1b2a10'))).status,
    ).toBe(404);
    expect(
      (await staff.jar.call('POST', impersonateStudent('5f0c9a3e-2b9e-4c61-9a53-0d7e3c1b2a10'))).status,
    ).toBe(404);
    expect((await staff.jar.call('POST', impersonateUser('nope'))).status).toBe(422);
    expect((await staff.jar.call('POST', impersonateUser(family.user.user_id))).status).toBe(200);
    expect((await staff.jar.call('POST', impersonateUser(plain.user.user_id))).status).toBe(409);
    expect((await new Jar().call('POST', impersonateUser(family.user.user_id))).status).toBe(401);
  });
});
