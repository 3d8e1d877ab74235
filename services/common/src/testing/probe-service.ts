import { Module, type Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { createServiceApp } from '../http/bootstrap';
import { ServiceCoreModule } from '../service-core.module';
import { createTestDatabase, testServiceConfig } from './test-servers';

/**
 * A service named `probe` on its own test database and the test Redis: the service core with the
 * given controllers, as a real service has it. `close` stops it and drops the database.
 */
export async function startProbeService(
  controllers: Type[],
  logDestination?: DestinationStream,
): Promise<{ app: NestFastifyApplication; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const config = testServiceConfig({ databaseUrl: database.url });
  @Module({
    imports: [
      ServiceCoreModule.forRoot({ name: 'probe', schema: 'probe', entities: [], migrations: [], config }),
    ],
    controllers,
  })
  class ProbeModule {}
  const app = await createServiceApp(ProbeModule, { name: 'probe', logDestination });
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
