import { DataSource } from 'typeorm';
import { z } from 'zod';
import { eventually } from '../testing';
import { startProbeWithOwnRedis, type ProbeWithOwnRedis } from '../testing/probe-with-own-redis';
import { DomainEvents } from './events';

const QUEUE = `outbox-probe-${process.pid}`;

describe('domain events with Redis stopped and started again (real PostgreSQL and Redis)', () => {
  let probe: ProbeWithOwnRedis | undefined;

  afterAll(async () => {
    await probe?.close();
  });

  it('keeps the events Redis cannot take in the outbox, in order, then sends each once', async () => {
    probe = await startProbeWithOwnRedis();
    const { app } = probe;
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

    await probe.stopRedis();
    for (const n of [1, 2, 3]) expect(await events.publish(QUEUE, { n })).toBe(false);
    const outbox = () =>
      app.get(DataSource).query(`SELECT "payload" FROM "probe"."event_outbox" ORDER BY "id"`) as Promise<
        { payload: { n: number } }[]
      >;
    expect((await outbox()).map((row) => row.payload.n)).toEqual([1, 2, 3]);

    probe.startRedis();
    await eventually(outbox, (rows) => rows.length === 0);
    await eventually(
      async () => received.length,
      (count) => count >= 4,
    );
    // The worker runs 4 jobs at once, so the order they finish in is not the order sent.
    expect([...received].sort()).toEqual([0, 1, 2, 3]);
  }, 60_000);
});
