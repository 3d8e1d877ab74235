import { randomUUID } from 'node:crypto';
import { DomainEvents } from '@pylands/common';
import { HOSTILE_STRINGS, TestBrowser } from '@pylands/common/testing';
import {
  ACCOUNT_DELETED_QUEUE,
  accountDeletedEventSchema,
  API_PATHS,
  profileSchema,
  type AccountDeletedEvent,
  type CurrentUser,
  type Student,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { startAuthApp, type AuthTestApp } from './auth-app';

let auth: AuthTestApp;
let counter = 0;
const deletions = new Map<string, (event: AccountDeletedEvent) => void>();

beforeAll(async () => {
  auth = await startAuthApp();
  // Stands in for levels: the service that deletes per-student data on the event.
  auth.app.get(DomainEvents).consume(ACCOUNT_DELETED_QUEUE, accountDeletedEventSchema, async (event) => {
    deletions.get(event.user_id)?.(event);
  });
});

afterAll(async () => {
  await auth?.close();
});

function browser(): TestBrowser {
  return new TestBrowser([{ app: auth.app, prefixes: ['/'] }]);
}

async function parent(): Promise<{ browser: TestBrowser; email: string; user: CurrentUser }> {
  counter += 1;
  const email = `profile${counter}-${Date.now()}@example.com`;
  const b = browser();
  const signup = await b.post<CurrentUser>(API_PATHS.auth.signup, { email, password: 'correct horse' });
  expect(signup.status).toBe(201);
  await auth.mailbox.next(email); // the confirmation email
  return { browser: b, email, user: signup.body };
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const rows: { n: string }[] = await auth.app.get(DataSource).query(sql, params);
  return Number(rows[0].n);
}

describe('GET profile', () => {
  it('answers the account to its parent and 401 to anonymous callers', async () => {
    const { browser: b, email, user } = await parent();
    const profile = await b.get(API_PATHS.profile.profile);
    expect(profile.status).toBe(200);
    expect(profileSchema.parse(profile.body)).toEqual({
      user_id: user.user_id,
      email,
      email_verified: false,
      user_type: 0,
      language: null,
      country_code: null,
      created_at: expect.any(String),
      weekly_report: false,
    });
    expect((await browser().get(API_PATHS.profile.profile)).status).toBe(401);
  });
});

describe('POST profile', () => {
  it('changes the password: other sessions end, this browser stays signed in', async () => {
    const { browser: b, email } = await parent();
    const other = browser();
    await other.post(API_PATHS.auth.login, { email, password: 'correct horse' });
    const changed = await b.post(API_PATHS.profile.profile, {
      current_password: 'correct horse',
      new_password: 'battery staple',
    });
    expect(changed.status).toBe(200);
    expect(changed.sessionCookie).toBeTruthy();
    expect((await b.get(API_PATHS.auth.current)).status).toBe(200);
    expect((await other.get(API_PATHS.auth.current)).status).toBe(401);
    expect((await browser().post(API_PATHS.auth.login, { email, password: 'battery staple' })).status).toBe(
      200,
    );
    expect((await browser().post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(
      401,
    );
  });

  it('refuses a wrong current password (403), and answers 422 naming the field', async () => {
    const { browser: b } = await parent();
    const wrong = await b.post(API_PATHS.profile.profile, {
      current_password: 'nope',
      new_password: 'long enough',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ message: 'Current password is incorrect' });
    const missing = await b.post(API_PATHS.profile.profile, { new_password: 'long enough' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ message: 'current_password is required' });
    const short = await b.post(API_PATHS.profile.profile, {
      current_password: 'correct horse',
      new_password: 'short',
    });
    expect(short.body).toMatchObject({
      statusCode: 422,
      message: 'new_password: new_password must be at least 8 characters',
    });
    const nothing = await b.post(API_PATHS.profile.profile, { current_password: 'correct horse' });
    expect(nothing.body).toMatchObject({
      statusCode: 422,
      message: 'email, new_password or weekly_report is required',
    });
    const extra = await b.post(API_PATHS.profile.profile, {
      current_password: 'correct horse',
      user_type: 2,
    });
    expect(extra.status).toBe(422);
  });

  it('changes the email (unverified, confirmation sent to the new address); 409 when taken', async () => {
    const { browser: b } = await parent();
    const { email: taken } = await parent();
    const conflict = await b.post(API_PATHS.profile.profile, {
      current_password: 'correct horse',
      email: taken,
    });
    expect(conflict.status).toBe(409);
    const fresh = `moved${Date.now()}@example.com`;
    const moved = await b.post(API_PATHS.profile.profile, {
      current_password: 'correct horse',
      email: fresh,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ email: fresh, email_verified: false });
    expect((await auth.mailbox.next(fresh)).subject).toBe('Confirm your email for Pylands');
  });

  it('is refused to a chosen-student session (403)', async () => {
    const { browser: b } = await parent();
    const student = await b.post<Student>(API_PATHS.profile.students, { username: 'kiddo' });
    await b.post(API_PATHS.auth.chooseStudent(student.body.id));
    const response = await b.post(API_PATHS.profile.profile, {
      current_password: 'correct horse',
      new_password: 'long enough',
    });
    expect(response.status).toBe(403);
  });
});

describe('DELETE profile', () => {
  it('removes the account and every child profile, ends every session and tells other services', async () => {
    const { browser: b, email, user } = await parent();
    const ids: string[] = [];
    for (const username of ['ann', 'bo']) {
      ids.push((await b.post<Student>(API_PATHS.profile.students, { username })).body.id);
    }
    const child = browser();
    child.session = b.session;
    await child.post(API_PATHS.auth.chooseStudent(ids[0]));
    await b.post(API_PATHS.auth.forgotPassword(email));
    await auth.mailbox.next(email);
    const announced = new Promise<AccountDeletedEvent>((resolve) => deletions.set(user.user_id, resolve));

    const deleted = await b.delete(API_PATHS.profile.profile);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect(deleted.setCookie[0]).toMatch(/^pylands_session=;.*Max-Age=0/);

    const event = await announced;
    expect(event.student_ids.sort()).toEqual([...ids].sort());
    expect((await child.get(API_PATHS.auth.current)).status).toBe(401);
    expect((await browser().post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(
      401,
    );
    expect(await count('SELECT count(*) AS n FROM auth.users WHERE id = $1', [user.user_id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM auth.students WHERE parent_id = $1', [user.user_id])).toBe(
      0,
    );
    expect(await count('SELECT count(*) AS n FROM auth.email_tokens WHERE email = $1', [email])).toBe(0);
    // The email is free for a new account.
    expect((await browser().get(API_PATHS.auth.checkUserEmailExists(email))).body).toEqual({ exists: false });
  });

  it('answers 401 anonymously, 403 to a chosen-student session and to another site’s page', async () => {
    expect((await browser().delete(API_PATHS.profile.profile)).status).toBe(401);
    const { browser: b } = await parent();
    const fromElsewhere = { csrf: false, headers: { origin: 'https://elsewhere.example' } };
    expect((await b.request('DELETE', API_PATHS.profile.profile, fromElsewhere)).status).toBe(403);
    const student = await b.post<Student>(API_PATHS.profile.students, { username: 'stays' });
    await b.post(API_PATHS.auth.chooseStudent(student.body.id));
    expect((await b.delete(API_PATHS.profile.profile)).status).toBe(403);
    expect((await b.get(API_PATHS.auth.current)).status).toBe(200);
  });
});

describe('student username check', () => {
  it('says whether the parent already has the username (any letter case), never looking at other families', async () => {
    const { browser: b } = await parent();
    const { browser: other } = await parent();
    await b.post(API_PATHS.profile.students, { username: 'Robin' });
    expect((await b.get(API_PATHS.profile.checkStudentUsernameExists('robin'))).body).toEqual({
      exists: true,
    });
    expect((await b.get(API_PATHS.profile.checkStudentUsernameExists('sparrow'))).body).toEqual({
      exists: false,
    });
    expect((await other.get(API_PATHS.profile.checkStudentUsernameExists('robin'))).body).toEqual({
      exists: false,
    });
    expect((await b.get('/api/profile/check-student-username-exists')).status).toBe(422);
    expect((await b.get(API_PATHS.profile.checkStudentUsernameExists('robin', 'nope'))).status).toBe(422);
    expect((await b.get(API_PATHS.profile.checkStudentUsernameExists('robin', randomUUID()))).status).toBe(
      403,
    );
    expect((await browser().get(API_PATHS.profile.checkStudentUsernameExists('robin'))).status).toBe(401);
  });
});

describe('language and country', () => {
  it('stores the language by name or code and keeps it across logout and login', async () => {
    const { browser: b, email } = await parent();
    expect((await b.get(API_PATHS.user.getLanguage)).body).toEqual({ language: null, name: null });
    const byName = await b.post(API_PATHS.user.changeLanguage('French'));
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual({ language: 'fr', name: 'French' });
    const byBody = await b.post('/api/user/change-language', 'Deutsch');
    expect(byBody.body).toEqual({ language: 'de', name: 'German' });
    expect((await b.post('/api/user/change-language', { language: 'es' })).body).toEqual({
      language: 'es',
      name: 'Spanish',
    });
    await b.get(API_PATHS.auth.logout);
    await b.post(API_PATHS.auth.login, { email, password: 'correct horse' });
    expect((await b.get(API_PATHS.user.getLanguage)).body).toEqual({ language: 'es', name: 'Spanish' });
  });

  it('answers 422 for an unsupported or missing language and 401 anonymously', async () => {
    const { browser: b } = await parent();
    const klingon = await b.post(API_PATHS.user.changeLanguage('Klingon'));
    expect(klingon.status).toBe(422);
    expect(klingon.body).toMatchObject({ message: 'language: language is not supported' });
    expect((await b.post('/api/user/change-language')).status).toBe(422);
    expect((await b.post('/api/user/change-language', { language: 42 })).status).toBe(422);
    expect((await browser().post(API_PATHS.user.changeLanguage('French'))).status).toBe(401);
    expect((await browser().get(API_PATHS.user.getLanguage)).status).toBe(401);
  });

  it('answers the country from the edge header, else the browser language region, else null', async () => {
    expect((await browser().get(API_PATHS.user.country, { 'cf-ipcountry': 'de' })).body).toEqual({
      country_code: 'DE',
    });
    expect(
      (await browser().get(API_PATHS.user.country, { 'accept-language': 'fr-CA,fr;q=0.8' })).body,
    ).toEqual({
      country_code: 'CA',
    });
    expect((await browser().get(API_PATHS.user.country, { 'accept-language': 'fr' })).body).toEqual({
      country_code: null,
    });
    expect((await browser().get(API_PATHS.user.country, { 'cf-ipcountry': '<script>' })).body).toEqual({
      country_code: null,
    });
  });
});

describe('students limit from configuration', () => {
  it('applies MAX_STUDENTS_PER_PARENT', async () => {
    const small = await startAuthApp({}, { maxStudentsPerParent: 2 });
    try {
      const b = new TestBrowser([{ app: small.app, prefixes: ['/'] }]);
      await b.post(API_PATHS.auth.signup, {
        email: `small${Date.now()}@example.com`,
        password: 'correct horse',
      });
      expect((await b.post(API_PATHS.profile.students, { username: 'one' })).status).toBe(201);
      expect((await b.post(API_PATHS.profile.students, { username: 'two' })).status).toBe(201);
      const third = await b.post(API_PATHS.profile.students, { username: 'three' });
      expect(third.status).toBe(403);
      expect(third.body).toMatchObject({ message: 'You can have at most 2 students' });
      expect((await b.get(API_PATHS.profile.studentsLimit)).body).toEqual({ count: 2, limit: 2 });
    } finally {
      await small.close();
    }
  });
});

describe('hostile input on the account calls', () => {
  it('never answers 500', async () => {
    const { browser: b } = await parent();
    const enc = encodeURIComponent;
    for (const value of HOSTILE_STRINGS) {
      const responses = await Promise.all([
        b.get(API_PATHS.profile.checkStudentUsernameExists(value)),
        b.get(`/api/profile/check-student-username-exists?student_username=x&organization_id=${enc(value)}`),
        b.post(API_PATHS.user.changeLanguage(value)),
        b.post('/api/user/change-language', { language: value }),
        b.post(API_PATHS.profile.profile, { current_password: value, new_password: value, email: value }),
        b.get(API_PATHS.user.country, {
          'accept-language': value.slice(0, 200),
          'cf-ipcountry': value.slice(0, 200),
        }),
        browser().post(API_PATHS.auth.forgotPassword(value)),
        browser().post(API_PATHS.auth.signupGenerateLink(value)),
        browser().get(API_PATHS.auth.emailFromToken(value)),
        browser().get(API_PATHS.auth.userByToken(value)),
        browser().get(API_PATHS.auth.confirmEmail(value)),
        browser().get(API_PATHS.auth.checkUserEmailExists(value)),
        browser().post(API_PATHS.auth.resetPassword, { token: value, new_password: value }),
        browser().post(API_PATHS.auth.signupWithToken(value), { password: value }),
      ]);
      for (const response of responses) expect(response.status).toBeLessThan(500);
    }
  });
});
