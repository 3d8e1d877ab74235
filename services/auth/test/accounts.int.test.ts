import { TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  STUDENT_USERNAME_PATTERN,
  userByTokenResponseSchema,
  type CurrentUser,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { startAuthApp, TEST_APP_URL, type AuthTestApp } from './auth-app';

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
  return `family${counter}-${Date.now()}@example.com`;
}

/** The token in an emailed link, and the link's path. */
function tokenOf(link: string): { token: string; path: string } {
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', path: url.pathname };
}

async function emailVerified(email: string): Promise<boolean> {
  const rows: { email_verified: boolean }[] = await auth.app
    .get(DataSource)
    .query('SELECT email_verified FROM auth.users WHERE email = $1', [email]);
  return rows[0].email_verified;
}

async function expireTokensOf(email: string): Promise<void> {
  await auth.app
    .get(DataSource)
    .query(`UPDATE auth.email_tokens SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
}

describe('sign-up with an emailed link', () => {
  it('emails a link; the token names the email; signing up with it verifies the email and uses it up', async () => {
    const email = uniqueEmail();
    const sent = await browser().post(API_PATHS.auth.signupGenerateLink(email));
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true });
    const mail = await auth.mailbox.next(email);
    expect(mail.subject).toBe('Finish signing up to Pylands');
    const { token, path } = tokenOf(mail.links[0]);
    expect(mail.links[0].startsWith(`${TEST_APP_URL}/en/signup?token=`)).toBe(true);
    expect(path).toBe('/en/signup');

    const fromToken = await browser().get(API_PATHS.auth.emailFromToken(token));
    expect(fromToken.body).toEqual({ email });
    const byToken = await browser().get(API_PATHS.auth.userByToken(token));
    expect(userByTokenResponseSchema.parse(byToken.body)).toEqual({
      email,
      user_exists: false,
      purpose: 'signup',
    });

    const b = browser();
    const signup = await b.post<CurrentUser>(API_PATHS.auth.signupWithToken(token), {
      password: 'correct horse',
      email: 'ignored@example.com',
      traffic_source: 'newsletter',
    });
    expect(signup.status).toBe(201);
    expect(signup.body.email).toBe(email);
    expect(signup.sessionCookie).toBeTruthy();
    expect(await emailVerified(email)).toBe(true);

    // Single use: the same link cannot sign up again, nor be read.
    const again = await browser().post(API_PATHS.auth.signupWithToken(token), { password: 'correct horse' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'This link is invalid or has expired' });
    expect((await browser().get(API_PATHS.auth.emailFromToken(token))).status).toBe(404);
    expect((await browser().get(API_PATHS.auth.userByToken(token))).status).toBe(404);
  });

  it('also answers at generate-user-signup-link; a newer link replaces the older one', async () => {
    const email = uniqueEmail();
    expect((await browser().post(API_PATHS.auth.generateUserSignupLink(email))).status).toBe(200);
    const first = tokenOf((await auth.mailbox.next(email)).links[0]).token;
    expect((await browser().post(API_PATHS.auth.signupGenerateLink(email))).status).toBe(200);
    const second = tokenOf((await auth.mailbox.next(email)).links[0]).token;
    expect((await browser().get(API_PATHS.auth.emailFromToken(first))).status).toBe(404);
    expect((await browser().get(API_PATHS.auth.emailFromToken(second))).status).toBe(200);
  });

  it('refuses an expired link (400 on sign-up, 404 on reading it)', async () => {
    const email = uniqueEmail();
    await browser().post(API_PATHS.auth.signupGenerateLink(email));
    const { token } = tokenOf((await auth.mailbox.next(email)).links[0]);
    await expireTokensOf(email);
    expect((await browser().get(API_PATHS.auth.emailFromToken(token))).status).toBe(404);
    const signup = await browser().post(API_PATHS.auth.signupWithToken(token), { password: 'correct horse' });
    expect(signup.status).toBe(400);
    expect((await browser().get(API_PATHS.auth.checkUserEmailExists(email))).body).toEqual({ exists: false });
  });

  it('answers 409 for an email that has an account, 422 for an invalid email or a malformed token', async () => {
    const email = uniqueEmail();
    await browser().post(API_PATHS.auth.signup, { email, password: 'correct horse' });
    const taken = await browser().post(API_PATHS.auth.signupGenerateLink(email.toUpperCase()));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'An account with this email already exists' });
    const invalid = await browser().post(API_PATHS.auth.signupGenerateLink('not-an-email'));
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ message: 'email: email must be a valid email address' });
    expect((await browser().post('/api/auth/signup/generate-link')).status).toBe(422);
    expect((await browser().get(API_PATHS.auth.emailFromToken('short'))).status).toBe(422);
    const badToken = await browser().post(API_PATHS.auth.signupWithToken('x'.repeat(43)), {
      password: 'correct horse',
    });
    expect(badToken.status).toBe(400);
    const noEmail = await browser().post(API_PATHS.auth.signup, { password: 'correct horse' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body).toMatchObject({ message: 'email is required' });
  });
});

describe('email confirmation', () => {
  it('emails a confirmation link after a sign-up without a link; the link verifies once', async () => {
    const email = uniqueEmail();
    const b = browser();
    expect((await b.post(API_PATHS.auth.signup, { email, password: 'correct horse' })).status).toBe(201);
    expect(await emailVerified(email)).toBe(false);
    const mail = await auth.mailbox.next(email);
    expect(mail.subject).toBe('Confirm your email for Pylands');
    const { token, path } = tokenOf(mail.links[0]);
    expect(path).toBe('/api/auth/confirm-email');
    const confirmed = await browser().get(API_PATHS.auth.confirmEmail(token));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe('/en?email_verified=True');
    expect(await emailVerified(email)).toBe(true);
    const reused = await browser().get(API_PATHS.auth.confirmEmail(token));
    expect(reused.headers.location).toBe('/en?email_verified=False');
  });

  it('returns to the app in the account’s language, and with False for a broken link', async () => {
    const email = uniqueEmail();
    await browser().post(API_PATHS.auth.signup, { email, password: 'correct horse', language: 'fr' });
    const { token } = tokenOf((await auth.mailbox.next(email)).links[0]);
    expect((await browser().get(API_PATHS.auth.confirmEmail(token))).headers.location).toBe(
      '/fr?email_verified=True',
    );
    for (const url of [
      '/api/auth/confirm-email',
      API_PATHS.auth.confirmEmail('x'.repeat(43)),
      API_PATHS.auth.confirmEmail('<script>'),
    ]) {
      const response = await browser().get(url);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/en?email_verified=False');
    }
  });
});

describe('forgot and reset password', () => {
  async function parent(): Promise<{ email: string; browser: TestBrowser }> {
    const email = uniqueEmail();
    const b = browser();
    await b.post(API_PATHS.auth.signup, { email, password: 'correct horse' });
    await auth.mailbox.next(email); // the confirmation email
    return { email, browser: b };
  }

  it('emails a reset link; the new password works, the old one and every old session do not', async () => {
    const { email, browser: b } = await parent();
    const forgot = await browser().post(API_PATHS.auth.forgotPassword(email));
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ ok: true });
    const mail = await auth.mailbox.next(email);
    expect(mail.subject).toBe('Reset your Pylands password');
    const { token, path } = tokenOf(mail.links[0]);
    expect(path).toBe('/en/reset-password');
    expect((await browser().get(API_PATHS.auth.userByToken(token))).body).toEqual({
      email,
      user_exists: true,
      purpose: 'reset-password',
    });
    const reset = await browser().post(API_PATHS.auth.resetPassword, {
      token,
      new_password: 'battery staple',
    });
    expect(reset.status).toBe(200);
    expect((await b.get(API_PATHS.auth.current)).status).toBe(401);
    expect((await browser().post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(
      401,
    );
    expect((await browser().post(API_PATHS.auth.login, { email, password: 'battery staple' })).status).toBe(
      200,
    );
    expect(await emailVerified(email)).toBe(true);
    const reused = await browser().post(API_PATHS.auth.resetPassword, { token, new_password: 'third one!' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ message: 'This link is invalid or has expired' });
  });

  it('takes token and new_password in the query too, as the spec writes the call', async () => {
    const { email } = await parent();
    await browser().post(API_PATHS.auth.forgotPassword(email));
    const { token } = tokenOf((await auth.mailbox.next(email)).links[0]);
    const reset = await browser().post(
      `${API_PATHS.auth.resetPassword}?token=${token}&new_password=${encodeURIComponent('query password')}`,
    );
    expect(reset.status).toBe(200);
    expect((await browser().post(API_PATHS.auth.login, { email, password: 'query password' })).status).toBe(
      200,
    );
  });

  it('answers the same for an unknown email, and creates no link for it', async () => {
    const unknown = uniqueEmail();
    const response = await browser().post(API_PATHS.auth.forgotPassword(unknown));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const rows: unknown[] = await auth.app
      .get(DataSource)
      .query('SELECT 1 FROM auth.email_tokens WHERE email = $1', [unknown]);
    expect(rows).toHaveLength(0);
  });

  it('refuses expired links (400), short passwords and missing fields (422)', async () => {
    const { email } = await parent();
    await browser().post(API_PATHS.auth.forgotPassword(email));
    const { token } = tokenOf((await auth.mailbox.next(email)).links[0]);
    const short = await browser().post(API_PATHS.auth.resetPassword, { token, new_password: 'short' });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ message: 'new_password: password must be at least 8 characters' });
    expect((await browser().post(API_PATHS.auth.resetPassword, { token })).status).toBe(422);
    expect((await browser().post(API_PATHS.auth.resetPassword, {})).status).toBe(422);
    await expireTokensOf(email);
    const expired = await browser().post(API_PATHS.auth.resetPassword, {
      token,
      new_password: 'long enough',
    });
    expect(expired.status).toBe(400);
    expect((await browser().post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(
      200,
    );
  });
});

describe('sign-up form checks', () => {
  it('says whether an email has an account (any letter case), 422 for an invalid one', async () => {
    const email = uniqueEmail();
    expect((await browser().get(API_PATHS.auth.checkUserEmailExists(email))).body).toEqual({ exists: false });
    await browser().post(API_PATHS.auth.signup, { email, password: 'correct horse' });
    expect((await browser().get(API_PATHS.auth.checkUserEmailExists(email.toUpperCase()))).body).toEqual({
      exists: true,
    });
    expect((await browser().get(API_PATHS.auth.checkUserEmailExists('nope'))).status).toBe(422);
  });

  it('suggests student usernames the student form accepts', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await browser().get<{ username: string }>(API_PATHS.auth.generateUsername);
      expect(response.status).toBe(200);
      expect(response.body.username).toMatch(STUDENT_USERNAME_PATTERN);
    }
  });
});
