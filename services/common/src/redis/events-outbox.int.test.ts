import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { createServiceApp } from '../http/bootstrap';
import { ServiceCoreModule } from '../service-core.module';
import { createTestDatabase, eventually, freePortForTest, testServiceConfig } from '../testing';
import { DomainEvents } from './events';

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

const QUEUE = `outbox-probe-${process.pid}`;

describe('domain events with Redis stopped and started again (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let redis: ChildProcess | undefined;
  let drop: () => Promise<void>;

  afterAll(async () => {
    await app?.close();
    redis?.kill();
    await drop?.();
  });

  it('keeps the events Redis cannot take in the outbox, in order, then sends each once', async () => {
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
    const events = app.get(DomainEvents);
    const received: number[] = [];
    events.consume(QUEUE, z.object({ n: z.number() }), async (event) => {
      received.push(event.n);
    });
    expect(await events.publish(QUEUE, { n: 0 })).toBe(true);
    await eventually(
      async () => received.length,
      (count) => count === 1,
    );

    redis.kill();
    await once(redis, 'exit');
    for (const n of [1, 2, 3]) expect(await events.publish(QUEUE, { n })).toBe(false);
    const outbox = () =>
      app.get(DataSource).query(`SELECT "payload" FROM "probe"."event_outbox" ORDER BY "id"`) as Promise<
        { payload: { n: number } }[]
      >;
    expect((await outbox()).map((row) => row.payload.n)).toEqual([1, 2, 3]);

    redis = startRedis(port);
    await eventually(outbox, (rows) => rows.length === 0);
    await eventually(
      async () => received.length,
      (count) => count >= 4,
    );
    // The worker runs 4 jobs at once, so the order they finish in is not the order sent.
    expect([...received].sort()).toEqual([0, 1, 2, 3]);
  }, 60_000);
});
