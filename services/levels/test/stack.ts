import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AuthAppModule } from '../../auth/src/app.module';
import { createServiceApp, type ServiceConfig } from '@pylands/common';
import { createTestDatabase, testServiceConfig, TestBrowser } from '@pylands/common/testing';
import type { CurrentUser, Student } from '@pylands/contracts';
import { API_PATHS } from '@pylands/contracts';
import { LevelsAppModule } from '../src/app.module';
// Entitlements come from payments: the tests run it beside levels and grant them for real.
import {
  reservePaymentsPort,
  setPaidByStaff,
  startPaymentsBeside,
  type PaymentsBeside,
} from '../../payments/test/payments-beside';

export interface Stack {
  auth: NestFastifyApplication;
  levels: NestFastifyApplication;
  payments: PaymentsBeside;
  config: ServiceConfig;
  /** Staff's auth/set-paid on a parent's email: their students play every course. */
  setPaid: (email: string) => Promise<void>;
  browser: () => TestBrowser;
  /**
   * Another replica of the levels service on the same database and Redis, started with extra
   * environment (e.g. REPLAY_POOL_SIZE); `browserOn` calls it with a browser's session.
   */
  replica: (
    env?: Record<string, string>,
    options?: { paymentsUrl?: string },
  ) => Promise<NestFastifyApplication>;
  browserOn: (replica: NestFastifyApplication, session: string | undefined) => TestBrowser;
  close: () => Promise<void>;
}

/**
 * auth, levels and payments on one fresh database (a schema each), sharing the secret and the
 * queues; auth and payments listen on loopback (levels asks payments, payments asks auth).
 */
export async function startStack(
  options: { env?: Record<string, string>; redisUrl?: string } = {},
): Promise<Stack> {
  const database = await createTestDatabase();
  const config = testServiceConfig({
    databaseUrl: database.url,
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
  });
  const auth = await createServiceApp(AuthAppModule.forRoot(config), { name: 'auth' });
  await auth.listen({ port: 0, host: '127.0.0.1' });
  const reserved = await reservePaymentsPort();
  // No cache: a test sees a purchase at once (the cache is a few seconds in production).
  const levelsOptions = { paymentsUrl: reserved.url, authUrl: await auth.getUrl(), entitlementsCacheMs: 0 };
  // One replay worker unless a file asks for more: each worker is a sandbox process with two Pyodide
  // threads to start, and most files replay a few completions one at a time.
  const levelsEnv = { REPLAY_POOL_SIZE: '1', ...options.env };
  const levels = await withEnv(levelsEnv, () =>
    createServiceApp(LevelsAppModule.forRoot(config, levelsOptions), { name: 'levels' }),
  );
  const payments = await startPaymentsBeside(config, await auth.getUrl(), reserved);
  const replicas: NestFastifyApplication[] = [];
  const browserOn = (app: NestFastifyApplication, session?: string) => {
    const browser = new TestBrowser([
      { app: payments.app, prefixes: ['/api/auth/set-paid', '/api/payment'] },
      { app: auth, prefixes: ['/api/auth', '/api/profile'] },
      { app, prefixes: ['/api/level', '/api/credit', '/'] },
    ]);
    browser.session = session;
    return browser;
  };
  return {
    auth,
    levels,
    payments,
    config,
    setPaid: (email) => setPaidByStaff(auth, browserOn(levels), email),
    browser: () => browserOn(levels),
    browserOn,
    replica: async (env = {}, options = {}) => {
      const app = await withEnv({ REPLAY_POOL_SIZE: '1', ...env }, () =>
        createServiceApp(LevelsAppModule.forRoot(config, { ...levelsOptions, ...options }), {
          name: 'levels',
        }),
      );
      replicas.push(app);
      return app;
    },
    close: async () => {
      await Promise.allSettled([
        auth.close(),
        levels.close(),
        payments.app.close(),
        ...replicas.map((r) => r.close()),
      ]);
      await database.drop();
    },
  };
}

/** The replay pool and the verifier read their options from the environment when the module is made. */
export async function withEnv<T>(env: Record<string, string>, make: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await make();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

let emails = 0;

/** A signed-up parent with one student, optionally chosen. */
export async function parentWithStudent(
  browser: TestBrowser,
  options: { choose: boolean },
): Promise<{ user: CurrentUser; student: Student; email: string }> {
  emails += 1;
  const email = `levels${emails}-${Date.now()}@example.com`;
  const signup = await browser.post<CurrentUser>(API_PATHS.auth.signup, {
    email,
    password: 'correct horse',
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const student = await browser.post<Student>(API_PATHS.profile.students, { username: `kid${emails}` });
  if (student.status !== 201) throw new Error(`student answered ${student.status}`);
  if (options.choose) await browser.post(API_PATHS.auth.chooseStudent(student.body.id));
  return { user: signup.body, student: student.body, email };
}

export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}
