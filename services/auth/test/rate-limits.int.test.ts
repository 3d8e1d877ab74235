import { API_PATHS } from '@pylands/contracts';
import { PasswordHasher } from '../src/password/password-hasher';
import { RateLimiter } from '../src/rate-limit/rate-limiter.service';
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

function uniqueEmail(): string {
  counter += 1;
  return `limited${counter}-${Date.now()}@example.com`;
}

async function account(ip: string): Promise<string> {
  const email = uniqueEmail();
  const response = await browserAt(ip).post(API_PATHS.auth.signup, { email, password: 'correct horse' });
  expect(response.status).toBe(201);
  return email;
}

describe('login rate limits', () => {
  it('1,000 attempts from one address cost at most 20 password hashes, then 429 with Retry-After', async () => {
    const email = await account('10.0.0.1');
    const verify = jest.spyOn(auth.app.get(PasswordHasher), 'verify');
    try {
      const attacker = browserAt('10.0.1.1');
      const statuses: number[] = [];
      for (let i = 0; i < 1000; i += 1) {
        // A different email each time: only the per-address limit can stop it.
        const target = `guess${i}@example.com`;
        statuses.push(
          (await attacker.post(API_PATHS.auth.login, { email: target, password: `guess ${i}` })).status,
        );
      }
      expect(verify.mock.calls.length).toBeLessThanOrEqual(RATE_LIMITS.login.ip.limit);
      expect(statuses.filter((s) => s === 401)).toHaveLength(verify.mock.calls.length);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - verify.mock.calls.length);
      const refused = await attacker.post(API_PATHS.auth.login, { email, password: 'correct horse' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.login.ip.windowSeconds);
      expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect((refused.body as { message: string }).message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      // Someone else, elsewhere, still logs in.
      expect(
        (await browserAt('10.0.1.2').post(API_PATHS.auth.login, { email, password: 'correct horse' })).status,
      ).toBe(200);
    } finally {
      verify.mockRestore();
    }
  }, 120_000);

  it('limits guesses at one account from many addresses', async () => {
    const email = await account('10.0.0.2');
    const verify = jest.spyOn(auth.app.get(PasswordHasher), 'verify');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        statuses.push(
          (await browserAt(`10.0.2.${i + 1}`).post(API_PATHS.auth.login, { email, password: `guess ${i}` }))
            .status,
        );
      }
      expect(verify.mock.calls.length).toBe(RATE_LIMITS.login.account!.limit);
      expect(statuses.slice(RATE_LIMITS.login.account!.limit).every((s) => s === 429)).toBe(true);
    } finally {
      verify.mockRestore();
    }
  });

  it('does not count successful logins: a family logging in often is never locked out', async () => {
    const email = await account('10.0.0.3');
    const home = browserAt('10.0.3.1');
    for (let i = 0; i < RATE_LIMITS.login.ip.limit + 5; i += 1) {
      expect((await home.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(200);
    }
  });
});

describe('a school behind one address', () => {
  it('children refused while the limit is taken sign in once the others are in', async () => {
    const limiter = auth.app.get(RateLimiter);
    const school = { ip: '10.0.9.9', account: null };
    const limit = RATE_LIMITS.login.ip.limit;
    // A whole limit of sign-ins in flight at once, and the rest of the class clicking again meanwhile.
    for (let i = 0; i < limit; i += 1) await limiter.hit('login', school);
    for (let i = 0; i < 3 * limit; i += 1)
      await expect(limiter.hit('login', school)).rejects.toMatchObject({ status: 429 });
    // The first ones are in: their counts come back, and the next child signs in.
    for (let i = 0; i < limit; i += 1) await limiter.refund('login', school);
    await expect(limiter.hit('login', school)).resolves.toBeUndefined();
  });
});

describe('email and sign-up rate limits', () => {
  it('sends at most 3 reset emails an hour to one address, answering 429 after', async () => {
    const email = await account('10.0.0.4');
    await auth.mailbox.next(email); // confirmation
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await browserAt(`10.0.4.${i + 1}`).post(API_PATHS.auth.forgotPassword(email))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    for (let i = 0; i < 3; i += 1) await auth.mailbox.next(email);
    expect(auth.mailbox.count(email)).toBe(4);
  });

  it('limits sign-up links and sign-ups per address', async () => {
    const sender = browserAt('10.0.5.1');
    const links: number[] = [];
    for (let i = 0; i < RATE_LIMITS.emailLink.ip.limit + 1; i += 1) {
      links.push((await sender.post(API_PATHS.auth.signupGenerateLink(uniqueEmail()))).status);
    }
    expect(links.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(links.at(-1)).toBe(429);
    const signer = browserAt('10.0.5.2');
    const signups: number[] = [];
    for (let i = 0; i < RATE_LIMITS.signup.ip.limit + 1; i += 1) {
      signups.push(
        (await signer.post(API_PATHS.auth.signup, { email: uniqueEmail(), password: 'x' })).status,
      );
    }
    // Invalid ones count too (422), so a script cannot probe for free.
    expect(signups.slice(0, -1).every((s) => s === 422)).toBe(true);
    expect(signups.at(-1)).toBe(429);
  });

  it('limits email lookups per address', async () => {
    const prober = browserAt('10.0.6.1');
    let last = 0;
    for (let i = 0; i < RATE_LIMITS.lookup.ip.limit + 1; i += 1) {
      last = (await prober.get(API_PATHS.auth.checkUserEmailExists(uniqueEmail()))).status;
    }
    expect(last).toBe(429);
    expect((await browserAt('10.0.6.2').get(API_PATHS.auth.checkUserEmailExists(uniqueEmail()))).status).toBe(
      200,
    );
  });
});

describe('account lock-out and password reset', () => {
  it('a reset through the emailed link lets the owner log in again at once', async () => {
    const email = await account('10.0.0.7');
    await auth.mailbox.next(email); // confirmation
    for (let i = 0; i < RATE_LIMITS.login.account!.limit; i += 1) {
      await browserAt(`10.0.7.${i + 1}`).post(API_PATHS.auth.login, { email, password: `guess ${i}` });
    }
    const owner = browserAt('10.0.7.100');
    expect((await owner.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(429);
    expect((await owner.post(API_PATHS.auth.forgotPassword(email))).status).toBe(200);
    const link = new URL((await auth.mailbox.next(email)).links[0]);
    const token = link.searchParams.get('token');
    expect(
      (await owner.post(API_PATHS.auth.resetPassword, { token, new_password: 'battery staple' })).status,
    ).toBe(200);
    expect((await owner.post(API_PATHS.auth.login, { email, password: 'battery staple' })).status).toBe(200);
  });
});

describe('a client on this machine', () => {
  it('is not counted per address (the operator, a script beside the stack), while each account still is', async () => {
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const here = browserAt(local);
      const signups: number[] = [];
      for (let i = 0; i < RATE_LIMITS.signup.ip.limit + 5; i += 1) {
        signups.push(
          (await here.post(API_PATHS.auth.signup, { email: uniqueEmail(), password: 'x' })).status,
        );
      }
      expect(signups.every((s) => s === 422)).toBe(true);
    }
    const email = await account('127.0.0.1');
    await auth.mailbox.next(email); // confirmation
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await browserAt('127.0.0.1').post(API_PATHS.auth.forgotPassword(email))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
