import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '../http/bootstrap';
import { ServiceCoreModule } from '../service-core.module';
import { createTestDatabase, freePortForTest, testServiceConfig, TestBrowser } from '../testing';

/** A Redis of this test's own, so the test can stop it. */
function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
}

describe('GET /health with Redis stopped and started again', () => {
  let app: NestFastifyApplication;
  let redis: ChildProcess | undefined;
  let drop: () => Promise<void>;

  afterAll(async () => {
    await app?.close();
    redis?.kill();
    await drop?.();
  });

  it('answers ok, then 503 naming Redis down while PostgreSQL stays up (liveness still ok), then ok again', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const port = await freePortForTest();
    redis = startRedis(port);
    const config = testServiceConfig({ databaseUrl: database.url, redisUrl: `redis://127.0.0.1:${port}` });
    @Module({
      imports: [
        ServiceCoreModule.forRoot({ name: 'probe', schema: 'probe', entities: [], migrations: [], config }),
      ],
    })
    class ProbeModule {}
    app = await createServiceApp(ProbeModule, { name: 'probe' });
    const browser = new TestBrowser([{ app, prefixes: ['/'] }]);
    /** Asks /health until it gives `status` (the probe reconnects on its own back-off). */
    const healthWhen = async (status: number) => {
      for (;;) {
        const response = await browser.get('/health');
        if (response.status === status) return response;
      }
    };

    const up = await healthWhen(200);
    expect(up.body).toEqual({ status: 'ok', service: 'probe', checks: { database: 'up', redis: 'up' } });
    expect(up.headers['cache-control']).toBe('no-store');

    redis.kill();
    await once(redis, 'exit');
    const down = await browser.get('/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      status: 'down',
      service: 'probe',
      checks: { database: 'up', redis: 'down' },
    });
    // Liveness checks no dependency: an outage must not get the process restarted.
    const live = await browser.get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok', service: 'probe' });

    redis = startRedis(port);
    expect((await healthWhen(200)).body).toMatchObject({ status: 'ok' });
  }, 30_000);
});
