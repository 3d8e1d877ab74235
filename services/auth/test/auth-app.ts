import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, type ServiceConfig } from '@pylands/common';
import { createTestDatabase, testServiceConfig } from '@pylands/common/testing';
import { AuthAppModule } from '../src/app.module';
import type { AuthConfig } from '../src/config/auth-config';
import { RATE_LIMITS } from '../src/rate-limit/rate-limits';
import { startMailbox, type TestMailbox } from './mailbox';

export interface AuthTestApp {
  app: NestFastifyApplication;
  config: ServiceConfig;
  authConfig: Partial<AuthConfig>;
  /** The loopback SMTP server the mail worker sends to. */
  mailbox: TestMailbox;
  close: () => Promise<void>;
}

export const TEST_APP_URL = 'http://pylands.test';

/** Every limit ×100: files that test other things sign up and log in many times from one address. */
export const GENEROUS_RATE_LIMITS = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, policy]) => [
    name,
    {
      ip: { ...policy.ip, limit: policy.ip.limit * 100 },
      ...(policy.account ? { account: { ...policy.account, limit: policy.account.limit * 100 } } : {}),
    },
  ]),
) as typeof RATE_LIMITS;

/** The auth service in-process on its own fresh database, sending email to a loopback SMTP server. */
export async function startAuthApp(
  overrides: Partial<ServiceConfig> = {},
  authOverrides: Partial<AuthConfig> = {},
): Promise<AuthTestApp> {
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const config = testServiceConfig({ databaseUrl: database.url, ...overrides });
  const authConfig: Partial<AuthConfig> = {
    smtpUrl: mailbox.url,
    appUrl: TEST_APP_URL,
    rateLimits: GENEROUS_RATE_LIMITS,
    ...authOverrides,
  };
  const app = await createServiceApp(AuthAppModule.forRoot(config, authConfig), { name: 'auth' });
  return {
    app,
    config,
    authConfig,
    mailbox,
    close: async () => {
      await app.close();
      await mailbox.close();
      await database.drop();
    },
  };
}
