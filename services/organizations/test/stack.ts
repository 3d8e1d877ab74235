import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, type ServiceConfig } from '@pylands/common';
import { createTestDatabase, freePortForTest, testServiceConfig, TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  ORGANIZATION_PATHS,
  type CurrentUser,
  type Organization,
  type OrganizationClass,
  type Teacher,
} from '@pylands/contracts';
// Identity lives in auth: the tests run it beside organizations (the service never imports it).
import { AuthAppModule } from '../../auth/src/app.module';
import { GENEROUS_RATE_LIMITS } from '../../auth/test/auth-app';
import { startMailbox, type TestMailbox } from '../../auth/test/mailbox';
import { OrganizationsAppModule } from '../src/app.module';
import type { OrganizationsConfig } from '../src/auth-client/organizations-config';
// Trials and student limits come from payments: it runs beside, as in production.
import {
  reservePaymentsPort,
  startPaymentsBeside,
  type PaymentsBeside,
} from '../../payments/test/payments-beside';

export const TEST_APP_URL = 'http://pylands.test';

export interface Stack {
  auth: NestFastifyApplication;
  organizations: NestFastifyApplication;
  payments: PaymentsBeside;
  config: ServiceConfig;
  mailbox: TestMailbox;
  browser: () => TestBrowser;
  close: () => Promise<void>;
}

/**
 * auth, organizations and payments on one fresh database, listening on loopback: they call each
 * other (organizations changes accounts in auth; auth adds class-link sign-ups in organizations;
 * organizations starts a new school's trial in payments and asks its plan's student limit).
 */
export async function startStack(options: Partial<OrganizationsConfig> = {}): Promise<Stack> {
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const config = testServiceConfig({ databaseUrl: database.url });
  const organizationsPort = await freePortForTest();
  const paymentsAddress = await reservePaymentsPort();
  const auth = await createServiceApp(
    AuthAppModule.forRoot(config, {
      smtpUrl: mailbox.url,
      appUrl: TEST_APP_URL,
      rateLimits: GENEROUS_RATE_LIMITS,
      organizationsUrl: `http://127.0.0.1:${organizationsPort}`,
    }),
    { name: 'auth' },
  );
  await auth.listen({ port: 0, host: '127.0.0.1' });
  const organizations = await createServiceApp(
    OrganizationsAppModule.forRoot(config, {
      authUrl: await auth.getUrl(),
      appUrl: TEST_APP_URL,
      paymentsUrl: paymentsAddress.url,
      ...options,
    }),
    { name: 'organizations' },
  );
  await organizations.listen({ port: organizationsPort, host: '127.0.0.1' });
  const payments = await startPaymentsBeside(config, await auth.getUrl(), paymentsAddress);
  const stack: Stack = {
    auth,
    organizations,
    payments,
    config,
    mailbox,
    browser: () =>
      new TestBrowser([
        { app: organizations, prefixes: ['/api/organization'] },
        { app: auth, prefixes: ['/api/auth', '/api/profile', '/api/user', '/'] },
      ]),
    close: async () => {
      // stack.payments: a test may have stopped payments and started another in its place.
      await Promise.allSettled([organizations.close(), auth.close(), stack.payments.app.close()]);
      await mailbox.close();
      await database.drop();
    },
  };
  return stack;
}

/** A second auth on the stack's database whose organizations service is down (port nobody holds). */
export async function authWithoutOrganizations(stack: Stack): Promise<{
  browser: () => TestBrowser;
  close: () => Promise<void>;
}> {
  const auth = await createServiceApp(
    AuthAppModule.forRoot(stack.config, {
      smtpUrl: stack.mailbox.url,
      appUrl: TEST_APP_URL,
      rateLimits: GENEROUS_RATE_LIMITS,
      organizationsUrl: `http://127.0.0.1:${await freePortForTest()}`,
    }),
    { name: 'auth' },
  );
  return {
    browser: () => new TestBrowser([{ app: auth, prefixes: ['/'] }]),
    close: () => auth.close(),
  };
}

let counter = 0;
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export const PASSWORD = 'correct horse';

/** A new parent account, signed in. */
export async function signUp(browser: TestBrowser): Promise<{ email: string; user: CurrentUser }> {
  const email = `${unique('user')}@example.com`;
  const response = await browser.post<CurrentUser>(API_PATHS.auth.signup, { email, password: PASSWORD });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  return { email, user: response.body };
}

export interface School {
  admin: TestBrowser;
  adminEmail: string;
  organization: Organization;
}

/** A parent signs up and registers an organization (becoming its admin). */
export async function registerSchool(stack: Stack): Promise<School> {
  const admin = stack.browser();
  const { email } = await signUp(admin);
  const slug = unique('school').replace(/[^a-z]/g, '') + '-academy';
  const response = await admin.post<Organization>(ORGANIZATION_PATHS.registration, {
    name: 'Green Hill School',
    slug,
    admin_name: 'Mrs Head',
  });
  if (response.status !== 201)
    throw new Error(`registration answered ${response.status} ${JSON.stringify(response.body)}`);
  return { admin, adminEmail: email, organization: response.body };
}

/** The admin adds a teacher; answers a browser signed in as that teacher. */
export async function addTeacher(
  stack: Stack,
  school: School,
): Promise<{ teacher: Teacher; browser: TestBrowser }> {
  const email = `${unique('teacher')}@example.com`;
  const created = await school.admin.post<Teacher>(ORGANIZATION_PATHS.teacher, {
    email,
    name: 'Ms Rivera',
    password: PASSWORD,
  });
  if (created.status !== 201)
    throw new Error(`teacher answered ${created.status} ${JSON.stringify(created.body)}`);
  const browser = stack.browser();
  const login = await browser.post(ORGANIZATION_PATHS.loginOrg, {
    organization_slug: school.organization.slug,
    username: email,
    password: PASSWORD,
  });
  if (login.status !== 200) throw new Error(`teacher login answered ${login.status}`);
  return { teacher: created.body, browser };
}

export async function createClass(
  browser: TestBrowser,
  body: Partial<{
    name: string;
    unlocked_chapters: (number | string)[];
    no_skip: boolean;
    quiz: boolean;
  }> = {},
): Promise<OrganizationClass> {
  const response = await browser.post<OrganizationClass>(ORGANIZATION_PATHS.classes, {
    name: 'Class 5B',
    ...body,
  });
  if (response.status !== 201)
    throw new Error(`class answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
