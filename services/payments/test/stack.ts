import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, type ServiceConfig } from '@pylands/common';
import { createTestDatabase, freePortForTest, testServiceConfig, TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  ORGANIZATION_PATHS,
  type CurrentUser,
  type Organization,
  type OrganizationStudent,
  type Student,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
// Accounts and organizations live in auth and organizations: the tests run them beside payments.
import { AuthAppModule } from '../../auth/src/app.module';
import { setStaff } from '../../auth/src/cli';
import { GENEROUS_RATE_LIMITS } from '../../auth/test/auth-app';
import { LevelsAppModule } from '../../levels/src/app.module';
import { withEnv } from '../../levels/test/stack';
import { OrganizationsAppModule } from '../../organizations/src/app.module';
import { catalogueToPrices, startPaddleLocal, type PaddleLocal } from '../../paddle-local/src';
import { PaymentsAppModule } from '../src/app.module';
import { loadPaymentsConfig, type PaymentsConfig } from '../src/config/payments-config';

export const PASSWORD = 'correct horse';
export const WEBHOOK_SECRET = 'pdl_ntfset_test_secret_0123456789abcdef';
export const API_KEY = 'pdl_local_test_key';

export interface PaymentsStack {
  auth: NestFastifyApplication;
  organizations: NestFastifyApplication;
  levels: NestFastifyApplication | null;
  payments: NestFastifyApplication;
  paddle: PaddleLocal;
  config: ServiceConfig;
  paymentsConfig: PaymentsConfig;
  database: { url: string };
  /** payments' own URL (webhooks are posted there, as Paddle would through the gateway). */
  paymentsUrl: string;
  browser(): TestBrowser;
  /** Stops payments and starts it again on the same database and port (a restart). */
  close(): Promise<void>;
}

/**
 * auth, organizations and payments on one fresh database, listening on loopback (payments asks auth
 * about accounts), with the local Paddle serving the catalogue and posting webhooks to payments.
 */
export async function startPaymentsStack(options: { withLevels?: boolean } = {}): Promise<PaymentsStack> {
  const database = await createTestDatabase();
  const config = testServiceConfig({ databaseUrl: database.url });
  const organizationsPort = await freePortForTest();
  // Known before anything starts: organizations and levels ask payments (trials, entitlements).
  const paymentsPort = await freePortForTest();
  const paymentsUrl = `http://127.0.0.1:${paymentsPort}`;
  // Emails are written as files (no mail server whose sockets could hold auth's shutdown).
  const mailboxDir = mkdtempSync(path.join(os.tmpdir(), 'pylands-payments-mail-'));
  const auth = await createServiceApp(
    AuthAppModule.forRoot(config, {
      smtpUrl: null,
      mailboxDir,
      rateLimits: GENEROUS_RATE_LIMITS,
      organizationsUrl: `http://127.0.0.1:${organizationsPort}`,
    }),
    { name: 'auth' },
  );
  await auth.listen({ port: 0, host: '127.0.0.1' });
  const authUrl = await auth.getUrl();
  const organizations = await createServiceApp(
    OrganizationsAppModule.forRoot(config, { authUrl, appUrl: 'http://pylands.test', paymentsUrl }),
    { name: 'organizations' },
  );
  await organizations.listen({ port: organizationsPort, host: '127.0.0.1' });
  // levels answers whether a student holds a course's certificate (refund eligibility), and plays levels.
  const levels = options.withLevels
    ? // One replay worker (a sandbox process with its Pyodide threads to start) is plenty here.
      await withEnv({ REPLAY_POOL_SIZE: '1' }, () =>
        createServiceApp(LevelsAppModule.forRoot(config, { paymentsUrl, entitlementsCacheMs: 0 }), {
          name: 'levels',
        }),
      )
    : null;
  await levels?.listen({ port: 0, host: '127.0.0.1' });
  const base = loadPaymentsConfig({
    PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PADDLE_API_KEY: API_KEY,
    PADDLE_ENVIRONMENT: 'local',
  });
  const paddle = await startPaddleLocal({
    prices: catalogueToPrices(base.catalogue),
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${paymentsUrl}/api/payment/paddle`,
  });
  const paymentsConfig: PaymentsConfig = {
    ...base,
    paddleApiUrl: paddle.url,
    authUrl,
    // Without levels a certificate check fails loudly (502), never passes silently.
    levelsUrl: levels ? await levels.getUrl() : `http://127.0.0.1:${await freePortForTest()}`,
  };
  const payments = await createServiceApp(PaymentsAppModule.forRoot(config, paymentsConfig), {
    name: 'payments',
  });
  await payments.listen({ port: paymentsPort, host: '127.0.0.1' });
  const stack: PaymentsStack = {
    auth,
    organizations,
    levels,
    payments,
    paddle,
    config,
    database,
    paymentsConfig,
    paymentsUrl,
    browser: () =>
      new TestBrowser([
        ...(levels ? [{ app: levels, prefixes: ['/api/level', '/api/credit'] }] : []),
        { app: organizations, prefixes: ['/api/organization'] },
        {
          app: payments,
          prefixes: [
            '/api/payment',
            '/api/auth/set-paid',
            '/api/profile/students/purchases',
            '/api/profile/python/students',
            '/api/profile/advanced-python/students',
          ],
        },
        { app: auth, prefixes: ['/api/auth', '/api/profile', '/api/user', '/'] },
      ]),
    close: async () => {
      await Promise.allSettled([
        paddle.close(),
        payments.close(),
        organizations.close(),
        auth.close(),
        levels?.close(),
      ]);
      rmSync(mailboxDir, { recursive: true, force: true });
      await database.drop();
    },
  };
  return stack;
}

let counter = 0;
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export interface Family {
  browser: TestBrowser;
  email: string;
  user: CurrentUser;
  student: Student;
}

/** A signed-up parent with one student (not chosen: the browser is the parent's). */
export async function family(stack: PaymentsStack): Promise<Family> {
  const browser = stack.browser();
  const email = `${unique('parent')}@example.com`;
  const signup = await browser.post<CurrentUser>(API_PATHS.auth.signup, { email, password: PASSWORD });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const student = await browser.post<Student>(API_PATHS.profile.students, { username: unique('kid') });
  if (student.status !== 201) throw new Error(`student answered ${student.status}`);
  return { browser, email, user: signup.body, student: student.body };
}

/** The same parent's session with the student chosen (a parent student). */
export async function asStudent(stack: PaymentsStack, parent: Family): Promise<TestBrowser> {
  const browser = stack.browser();
  const login = await browser.post(API_PATHS.auth.login, { email: parent.email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const chosen = await browser.post(API_PATHS.auth.chooseStudent(parent.student.id));
  if (chosen.status >= 300) throw new Error(`choose_student answered ${chosen.status}`);
  return browser;
}

export async function makeStaff(stack: PaymentsStack): Promise<TestBrowser> {
  const browser = stack.browser();
  const email = `${unique('staff')}@example.com`;
  const signup = await browser.post(API_PATHS.auth.signup, { email, password: PASSWORD });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  if (!(await setStaff(stack.auth.get(DataSource), email, true))) throw new Error('staff flag not set');
  return browser;
}

export interface School {
  admin: TestBrowser;
  adminEmail: string;
  organization: Organization;
  teacher: TestBrowser;
  student: TestBrowser;
}

/** A registered school with its admin, a teacher and an organization student, each signed in. */
export async function school(stack: PaymentsStack): Promise<School> {
  const admin = stack.browser();
  const adminEmail = `${unique('admin')}@example.com`;
  if ((await admin.post(API_PATHS.auth.signup, { email: adminEmail, password: PASSWORD })).status !== 201)
    throw new Error('admin signup failed');
  const slug = unique('school').replace(/[^a-z]/g, '') + '-academy';
  const registered = await admin.post<Organization>(ORGANIZATION_PATHS.registration, {
    name: 'Green Hill School',
    slug,
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  const organization = registered.body;
  const teacherEmail = `${unique('teacher')}@example.com`;
  const created = await admin.post(ORGANIZATION_PATHS.teacher, {
    email: teacherEmail,
    name: 'Ms Rivera',
    password: PASSWORD,
  });
  if (created.status !== 201) throw new Error(`teacher answered ${created.status}`);
  const teacher = stack.browser();
  await teacher.post(ORGANIZATION_PATHS.loginOrg, {
    organization_slug: slug,
    username: teacherEmail,
    password: PASSWORD,
  });
  const username = unique('pupil');
  const pupil = await admin.post<OrganizationStudent>(ORGANIZATION_PATHS.students, {
    username,
    name: 'Kim Park',
    password: PASSWORD,
    class_id: null,
    assistant_enabled: true,
    assistant_attempt_limit: null,
  });
  if (pupil.status !== 201) throw new Error(`student answered ${pupil.status} ${JSON.stringify(pupil.body)}`);
  const student = stack.browser();
  const login = await student.post(ORGANIZATION_PATHS.loginOrg, {
    organization_slug: slug,
    username,
    password: PASSWORD,
  });
  if (login.status !== 200) throw new Error(`student login answered ${login.status}`);
  return { admin, adminEmail, organization, teacher, student };
}
