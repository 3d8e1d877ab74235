import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, type ServiceConfig } from '@pylands/common';
import { createTestDatabase, testServiceConfig } from '@pylands/common/testing';
import { AuthAppModule } from '../src/app.module';
import type { AuthConfig } from '../src/config/auth-config';
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

/** The auth service in-process on its own fresh database, sending email to a loopback SMTP server. */
export async function startAuthApp(
  overrides: Partial<ServiceConfig> = {},
  authOverrides: Partial<AuthConfig> = {},
): Promise<AuthTestApp> {
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const config = testServiceConfig({ databaseUrl: database.url, ...overrides });
  const authConfig: Partial<AuthConfig> = { smtpUrl: mailbox.url, appUrl: TEST_APP_URL, ...authOverrides };
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
