import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, type ServiceConfig } from '@pylands/common';
import { createTestDatabase, testServiceConfig } from '@pylands/common/testing';
import { AuthAppModule } from '../src/app.module';

export interface AuthTestApp {
  app: NestFastifyApplication;
  config: ServiceConfig;
  close: () => Promise<void>;
}

/** The auth service in-process on its own fresh database. */
export async function startAuthApp(overrides: Partial<ServiceConfig> = {}): Promise<AuthTestApp> {
  const database = await createTestDatabase();
  const config = testServiceConfig({ databaseUrl: database.url, ...overrides });
  const app = await createServiceApp(AuthAppModule.forRoot(config), { name: 'auth' });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
