import { TestBrowser } from '../testing';
import { startProbeWithOwnRedis, type ProbeWithOwnRedis } from '../testing/probe-with-own-redis';

describe('GET /health with Redis stopped and started again', () => {
  let probe: ProbeWithOwnRedis | undefined;

  afterAll(async () => {
    await probe?.close();
  });

  it('answers ok, then 503 naming Redis down while PostgreSQL stays up (liveness still ok), then ok again', async () => {
    probe = await startProbeWithOwnRedis();
    const browser = new TestBrowser([{ app: probe.app, prefixes: ['/'] }]);
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

    await probe.stopRedis();
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

    probe.startRedis();
    expect((await healthWhen(200)).body).toMatchObject({ status: 'ok' });
  }, 30_000);
});
