import { createHash } from 'node:crypto';
import { freePortForTest, TestBrowser } from '@pylands/common/testing';
import { API_PATHS, type CurrentUser } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { GOOGLE_STATE_COOKIE } from '../src/google/google.controller';
import { startAuthApp, TEST_APP_URL, type AuthTestApp } from './auth-app';
import { startTestGoogle, type GoogleUserinfo, type TestGoogle } from './google-oauth-server';

let google: TestGoogle;
let auth: AuthTestApp;
let counter = 0;

beforeAll(async () => {
  google = await startTestGoogle();
  auth = await startAuthApp(
    {},
    {
      google: {
        clientId: 'pylands-test-client',
        clientSecret: 'pylands-test-secret',
        issuer: google.url,
      },
    },
  );
});

afterAll(async () => {
  await auth?.close();
  await google?.close();
});

function browser(): TestBrowser {
  return new TestBrowser([{ app: auth.app, prefixes: ['/'] }]);
}

function googleUser(overrides: Partial<GoogleUserinfo> = {}): GoogleUserinfo {
  counter += 1;
  return {
    sub: `google-${Date.now()}-${counter}`,
    email: `g${Date.now()}-${counter}@gmail.example`,
    email_verified: true,
    name: 'Sam Parent',
    ...overrides,
  };
}

function cookieValue(setCookie: string[], name: string): string | undefined {
  const cookie = setCookie.find((c) => c.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(';')[0];
}

/**
 * The browser's round trip: our authorize sends it to the OAuth2 server, which (consent given)
 * sends it back to our callback with a code; the callback answers where to go next.
 */
async function logInWithGoogle(
  b: TestBrowser,
  tamper: (callback: URL) => void = () => undefined,
  authorizeQuery = '',
  /** The state cookie the browser sends back, from the one this login was given. */
  stateCookie: (given: string) => string = (given) => given,
): Promise<{ location: string; sessionCookie: string | undefined }> {
  const start = await b.get(`${API_PATHS.auth.googleAuthorize}${authorizeQuery}`);
  expect(start.status).toBe(302);
  const state = cookieValue(start.setCookie, GOOGLE_STATE_COOKIE);
  expect(state).toBeTruthy();
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_APP_URL}${API_PATHS.auth.googleCallback}`);
  tamper(callback);
  const done = await b.get(`${callback.pathname}${callback.search}`, {
    cookie: `${GOOGLE_STATE_COOKIE}=${stateCookie(state!)}`,
  });
  expect(done.status).toBe(302);
  return { location: String(done.headers.location), sessionCookie: done.sessionCookie };
}

describe('Log In with Google (openid-client against an OpenID Connect server on loopback)', () => {
  it('sends the browser to the authorization endpoint with our client id, callback, a state and a PKCE challenge', async () => {
    const start = await browser().get(API_PATHS.auth.googleAuthorize);
    const target = new URL(String(start.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${google.url}/authorize`);
    expect(target.searchParams.get('client_id')).toBe('pylands-test-client');
    expect(target.searchParams.get('redirect_uri')).toBe(`${TEST_APP_URL}/api/auth/google_callback`);
    expect(target.searchParams.get('scope')).toBe('openid email profile');
    const [state, verifier] = cookieValue(start.setCookie, GOOGLE_STATE_COOKIE)!.split('.');
    expect(target.searchParams.get('state')).toBe(state);
    // The verifier stays in the browser's cookie; Google sees only its SHA-256.
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    );
    expect(start.setCookie.find((c) => c.startsWith(GOOGLE_STATE_COOKIE))).toMatch(/HttpOnly.*SameSite=Lax/);
  });

  it('makes a verified parent account for a new Google user and signs it in; the next login finds it again', async () => {
    const user = googleUser();
    await google.setUser(user);
    const b = browser();
    const first = await logInWithGoogle(b);
    expect(first.location).toBe('/en');
    expect(first.sessionCookie).toBeTruthy();
    const current = await b.get<CurrentUser>(API_PATHS.auth.current);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ email: user.email, is_student: false, student_id: null });
    const profile = await b.get<{ email_verified: boolean }>(API_PATHS.profile.profile);
    expect(profile.body.email_verified).toBe(true);

    // Google may show another address later: the Google id decides whose account it is.
    await google.setUser({ ...user, email: `changed-${user.email}` });
    const again = browser();
    await logInWithGoogle(again);
    expect((await again.get<CurrentUser>(API_PATHS.auth.current)).body.user_id).toBe(current.body.user_id);
  });

  it("logs an existing email-and-password family into its own account, in the account's language", async () => {
    const user = googleUser();
    const family = browser();
    const signup = await family.post<CurrentUser>(API_PATHS.auth.signup, {
      email: user.email!.toUpperCase(),
      password: 'family-password-1',
    });
    expect(signup.status).toBe(201);
    await family.post(API_PATHS.user.changeLanguage('fr'));
    await google.setUser(user);
    const b = browser();
    const { location } = await logInWithGoogle(b);
    expect(location).toBe('/fr');
    expect((await b.get<CurrentUser>(API_PATHS.auth.current)).body.user_id).toBe(signup.body.user_id);
    // The password keeps working.
    const login = await browser().post(API_PATHS.auth.login, {
      email: user.email,
      password: 'family-password-1',
    });
    expect(login.status).toBe(200);
  });

  it("keeps the visitor's traffic source and language on a new account, as sign-up does", async () => {
    const user = googleUser();
    await google.setUser(user);
    const b = browser();
    const { location } = await logInWithGoogle(b, undefined, '?traffic_source=school-fair&language=de');
    expect(location).toBe('/de');
    const rows: { traffic_source: string; language: string }[] = await auth.app
      .get(DataSource)
      .query('SELECT traffic_source, language FROM auth.users WHERE email = $1', [user.email]);
    expect(rows).toEqual([{ traffic_source: 'school-fair', language: 'de' }]);
  });

  it('refuses a malformed traffic source or language before going to Google (422)', async () => {
    const long = await browser().get(`${API_PATHS.auth.googleAuthorize}?traffic_source=${'x'.repeat(201)}`);
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('traffic_source must be at most 200 characters');
    const language = await browser().get(`${API_PATHS.auth.googleAuthorize}?language=Deutsch`);
    expect(language.status).toBe(422);
    expect(JSON.stringify(language.body)).toContain('language must be a language code');
  });

  it('refuses a Google account whose email is not verified, and creates nothing', async () => {
    const user = googleUser({ email_verified: false });
    await google.setUser(user);
    const result = await logInWithGoogle(browser());
    expect(result).toEqual({ location: '/en/login?google=failed', sessionCookie: undefined });
    const exists = await browser().get<{ exists: boolean }>(API_PATHS.auth.checkUserEmailExists(user.email!));
    expect(exists.body.exists).toBe(false);
  });

  it('refuses a callback whose state is not the one this browser was given (login CSRF)', async () => {
    await google.setUser(googleUser());
    const result = await logInWithGoogle(browser(), (callback) =>
      callback.searchParams.set('state', 'forged'),
    );
    expect(result).toEqual({ location: '/en/login?google=failed', sessionCookie: undefined });
    // Another browser's login (its state and verifier) does not fit this callback either.
    const other = cookieValue(
      (await browser().get(API_PATHS.auth.googleAuthorize)).setCookie,
      GOOGLE_STATE_COOKIE,
    )!;
    const crossed = await logInWithGoogle(browser(), undefined, '', () => other);
    expect(crossed).toEqual({ location: '/en/login?google=failed', sessionCookie: undefined });
    // And one without the state cookie at all.
    const bare = await browser().get(`${API_PATHS.auth.googleCallback}?code=abc&state=abc`);
    expect(bare.headers.location).toBe('/en/login?google=failed');
    expect(bare.sessionCookie).toBeUndefined();
  });

  it('refuses a code redeemed with another PKCE verifier (an intercepted code is useless)', async () => {
    await google.setUser(googleUser());
    const [, otherVerifier] = cookieValue(
      (await browser().get(API_PATHS.auth.googleAuthorize)).setCookie,
      GOOGLE_STATE_COOKIE,
    )!.split('.');
    const result = await logInWithGoogle(browser(), undefined, '', (given) => {
      const [state, , facts] = given.split('.');
      return `${state}.${otherVerifier}.${facts}`;
    });
    expect(result).toEqual({ location: '/en/login?google=failed', sessionCookie: undefined });
  });

  it('sends the family back to the login page when consent is refused or the code is not valid', async () => {
    await google.setUser(googleUser());
    const denied = await logInWithGoogle(browser(), (callback) => {
      callback.searchParams.delete('code');
      callback.searchParams.set('error', 'access_denied');
    });
    expect(denied).toEqual({ location: '/en/login?google=failed', sessionCookie: undefined });
    await google.refuseNextCode();
    const badCode = await logInWithGoogle(browser());
    expect(badCode).toEqual({ location: '/en/login?google=failed', sessionCookie: undefined });
  });
});

describe('Log In with Google when no client id is configured', () => {
  let plain: AuthTestApp;
  beforeAll(async () => {
    plain = await startAuthApp({}, { google: null });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('says so in login-options, so pages offer the email login instead', async () => {
    const b = new TestBrowser([{ app: plain.app, prefixes: ['/'] }]);
    const options = await b.get(API_PATHS.auth.loginOptions);
    expect(options.status).toBe(200);
    expect(options.body).toEqual({ google: false });
    const configured = await browser().get(API_PATHS.auth.loginOptions);
    expect(configured.body).toEqual({ google: true });
  });

  it('turns the button away to the login page, which says it is not available', async () => {
    const b = new TestBrowser([{ app: plain.app, prefixes: ['/'] }]);
    const start = await b.get(API_PATHS.auth.googleAuthorize);
    expect(start.status).toBe(302);
    expect(start.headers.location).toBe('/en/login?google=unavailable');
    const callback = await b.get(`${API_PATHS.auth.googleCallback}?code=abc&state=abc`);
    expect(callback.headers.location).toBe('/en/login?google=failed');
  });
});

describe('Log In with Google while Google is out of reach', () => {
  let cut: AuthTestApp;
  beforeAll(async () => {
    const port = await freePortForTest();
    cut = await startAuthApp(
      {},
      { google: { clientId: 'pylands-test-client', clientSecret: 'x', issuer: `http://127.0.0.1:${port}` } },
    );
  });
  afterAll(async () => {
    await cut?.close();
  });

  it('sends the family back to the login page saying the login failed, not an error page', async () => {
    const start = await new TestBrowser([{ app: cut.app, prefixes: ['/'] }]).get(
      `${API_PATHS.auth.googleAuthorize}?language=fr`,
    );
    expect(start.status).toBe(302);
    expect(start.headers.location).toBe('/fr/login?google=failed');
  });
});
