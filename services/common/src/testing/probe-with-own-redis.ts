import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '../http/bootstrap';
import { ServiceCoreModule } from '../service-core.module';
import { freePortForTest } from './free-port';
import { createTestDatabase, testServiceConfig } from './test-servers';

export interface ProbeWithOwnRedis {
  /** A service with the core module only (schema `probe`), on the test database. */
  app: NestFastifyApplication;
  stopRedis(): Promise<void>;
  /** Starts Redis again on the same port (empty, as after a crash). */
  startRedis(): void;
  close(): Promise<void>;
}

/** A probe service on a Redis of the test's own, so the test can stop it and start it again. */
export async function startProbeWithOwnRedis(): Promise<ProbeWithOwnRedis> {
  const database = await createTestDatabase();
  const port = await freePortForTest();
  const startRedis = () =>
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
  let redis: ChildProcess = startRedis();
  const config = testServiceConfig({ databaseUrl: database.url, redisUrl: `redis://127.0.0.1:${port}` });
  @Module({
    imports: [
      ServiceCoreModule.forRoot({ name: 'probe', schema: 'probe', entities: [], migrations: [], config }),
    ],
  })
  class ProbeModule {}
  const app = await createServiceApp(ProbeModule, { name: 'probe' });
  return {
    app,
    async stopRedis() {
      redis.kill();
      await once(redis, 'exit');
    },
    startRedis() {
      redis = startRedis();
    },
    async close() {
      await app.close();
      redis.kill();
      await database.drop();
    },
  };
}
