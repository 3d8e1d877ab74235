import type { Server } from 'node:http';
import Redis from 'ioredis';
import { freePortForTest } from '../testing/free-port';
import { startWorkerHealthServer } from './worker-health';

describe('a worker’s health server (probes of the tips-worker and verifier Deployments)', () => {
  let server: Server;
  let base: string;
  const redis = new Redis(process.env.TEST_REDIS_URL as string, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
  });
  let redisUp = true;

  beforeAll(async () => {
    const port = await freePortForTest();
    server = await startWorkerHealthServer(port, '127.0.0.1', {
      redis: () => (redisUp ? redis.ping() : Promise.reject(new Error('stopped'))),
    });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    redis.disconnect();
  });

  test('/health answers 200 with Redis up and 503 naming Redis when it is not; /health/live stays 200', async () => {
    const up = await fetch(`${base}/health`);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ok', checks: { redis: 'up' } });
    redisUp = false;
    const down = await fetch(`${base}/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'down', checks: { redis: 'down' } });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    redisUp = true;
  });
});
