import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, type ServiceConfig } from '@pylands/common';
import {
  createTestDatabase,
  forkUntilReady,
  stopChild,
  testServiceConfig,
  TestBrowser,
} from '@pylands/common/testing';
import { API_PATHS, type CurrentUser, type Student } from '@pylands/contracts';
import { AuthAppModule } from '../../auth/src/app.module';
import { TipsAppModule } from '../src/app.module';
import { loadTipsConfig, type TipsConfig } from '../src/config/tips-config';
// Entitlements (locked levels, the assistant's limit) come from payments: it runs beside, as in production.
import {
  reservePaymentsPort,
  setPaidByStaff,
  startPaymentsBeside,
  type PaymentsBeside,
} from '../../payments/test/payments-beside';

const WORKER_MAIN = path.join(__dirname, '../dist/worker-main.js');

export interface TipsStack {
  auth: NestFastifyApplication;
  tips: NestFastifyApplication;
  payments: PaymentsBeside;
  config: ServiceConfig;
  browser(): TestBrowser;
  /** Marks the parent account with `email` paid (staff's set-paid): its students are entitled. */
  setPaid(email: string): Promise<void>;
  close(): Promise<void>;
}

/** auth, tips and payments on a fresh database and their own queue prefix (auth and payments listen). */
export async function startTipsStack(
  tipsOverrides: Partial<TipsConfig> = {},
  serviceOverrides: Partial<ServiceConfig> = {},
): Promise<TipsStack> {
  const database = await createTestDatabase();
  const config = testServiceConfig({ databaseUrl: database.url, ...serviceOverrides });
  const auth = await createServiceApp(
    AuthAppModule.forRoot({ ...config, redisUrl: process.env.TEST_REDIS_URL! }),
    {
      name: 'auth',
    },
  );
  await auth.listen({ port: 0, host: '127.0.0.1' });
  const reserved = await reservePaymentsPort();
  const tips = await createServiceApp(
    TipsAppModule.forRoot(
      config,
      // auth listens: a parent's child's assistant settings are read from it, as in production.
      { ...loadTipsConfig({}), timeoutMs: 15_000, authUrl: await auth.getUrl(), ...tipsOverrides },
      // No cache: a test sees a grant at once.
      { paymentsUrl: reserved.url, entitlementsCacheMs: 0 },
    ),
    { name: 'tips' },
  );
  const payments = await startPaymentsBeside(config, await auth.getUrl(), reserved);
  const browser = () =>
    new TestBrowser([
      { app: payments.app, prefixes: ['/api/auth/set-paid', '/api/payment'] },
      { app: auth, prefixes: ['/api/auth', '/api/profile'] },
      { app: tips, prefixes: ['/api/chatgpt', '/api/credit', '/'] },
    ]);
  return {
    auth,
    tips,
    payments,
    config,
    browser,
    setPaid: (email) => setPaidByStaff(auth, browser(), email),
    close: async () => {
      await Promise.allSettled([auth.close(), tips.close(), payments.app.close()]);
      await database.drop();
    },
  };
}

/** A tips worker process (dist/worker-main.js) on the stack's Redis and queue prefix; resolves once it listens. */
export function startWorkerProcess(
  config: ServiceConfig,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return forkUntilReady(WORKER_MAIN, {
    REDIS_URL: config.redisUrl,
    QUEUE_PREFIX: config.queuePrefix,
    JWT_SECRET: config.jwtSecret,
    LOG_LEVEL: 'silent',
    TIPS_LOCK_MS: '1000',
    TIPS_REPLAY: 'off',
    ...env,
  });
}

export const stopWorker = (child: ChildProcess): Promise<void> => stopChild(child);

let accounts = 0;

/** A signed-up parent with one student, optionally chosen in this browser's session. */
export async function parentWithStudent(
  browser: TestBrowser,
  options: { choose: boolean },
): Promise<{ user: CurrentUser; student: Student }> {
  accounts += 1;
  const signup = await browser.post<CurrentUser>(API_PATHS.auth.signup, {
    email: `tips${accounts}-${Date.now()}@example.com`,
    password: 'correct horse',
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const student = await browser.post<Student>(API_PATHS.profile.students, { username: `tipkid${accounts}` });
  if (student.status !== 201) throw new Error(`student answered ${student.status}`);
  if (options.choose) await browser.post(API_PATHS.auth.chooseStudent(student.body.id));
  return { user: signup.body, student: student.body };
}
