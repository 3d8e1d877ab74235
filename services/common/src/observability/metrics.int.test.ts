import { Controller, Get, Logger, Param, Post, type OnModuleInit } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { exposedRoutes } from '../http/bootstrap';
import { DomainEvents } from '../redis/events';
import { Public } from '../session/decorators';
import { eventually, metricSample, startProbeService, TestBrowser } from '../testing';

const QUEUE = `metrics-probe-${process.pid}`;

@Controller('api/probe')
class ProbeController implements OnModuleInit {
  private readonly logger = new Logger('Probe');

  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.events.consume(QUEUE, z.object({ n: z.number() }).strict(), async (event) => {
      if (event.n < 0) throw new Error('negative');
    });
  }

  @Public()
  @Get('items/:id')
  item(@Param('id') id: string) {
    this.logger.log({ message: 'item read', id });
    return { id };
  }

  @Public()
  @Get('broken')
  broken() {
    throw new Error('boom');
  }

  @Public()
  @Post('event')
  async event() {
    return { published: await this.events.publish(QUEUE, { n: 1 }) };
  }
}

describe('GET /metrics of a service (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let browser: TestBrowser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startProbeService([ProbeController]));
    browser = new TestBrowser([{ app, prefixes: ['/'] }]);
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  const metrics = async () => {
    const response = await browser.request<string>('GET', '/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return String(response.body);
  };

  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    for (const id of ['a', 'b', 'c']) expect((await browser.get(`/api/probe/items/${id}`)).status).toBe(200);
    expect((await browser.get('/api/probe/broken')).status).toBe(500);
    expect((await browser.get('/api/nowhere/at/all')).status).toBe(404);

    const text = await metrics();
    const route = { service: 'probe', method: 'GET', route: '/api/probe/items/:id' };
    expect(metricSample(text, 'http_requests_total', { ...route, status: '200' })).toBe(3);
    expect(metricSample(text, 'http_request_duration_seconds_count', route)).toBe(3);
    expect(metricSample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3);
    expect(metricSample(text, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(
      metricSample(text, 'http_requests_total', {
        service: 'probe',
        route: '/api/probe/broken',
        status: '500',
      }),
    ).toBe(1);
    expect(
      metricSample(text, 'http_requests_total', { service: 'probe', route: 'unmatched', status: '404' }),
    ).toBe(1);
    // One series per route pattern: the ids never become labels.
    expect(text).not.toContain('/api/probe/items/a');
    expect(text).not.toContain('/api/nowhere');
  });

  it('reports PostgreSQL and Redis up, and Node.js process metrics', async () => {
    const text = await metrics();
    expect(metricSample(text, 'pylands_dependency_up', { service: 'probe', dependency: 'postgres' })).toBe(1);
    expect(metricSample(text, 'pylands_dependency_up', { service: 'probe', dependency: 'redis' })).toBe(1);
    expect(metricSample(text, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
  });

  it("times a consumed event's job and reports its queue's backlog", async () => {
    expect((await browser.post('/api/probe/event')).body).toEqual({ published: true });
    const text = await eventually(
      metrics,
      (body) => metricSample(body, 'bullmq_job_duration_seconds_count', { queue: QUEUE }) === 1,
    );
    expect(metricSample(text, 'bullmq_queue_waiting', { queue: QUEUE })).toBe(0);
    expect(metricSample(text, 'bullmq_jobs_failed_total', { queue: QUEUE }) ?? 0).toBe(0);
  }, 30_000);

  it('keeps /metrics out of its own counts and out of the API route list', async () => {
    await metrics();
    expect(metricSample(await metrics(), 'http_requests_total', { route: '/metrics' })).toBeUndefined();
    expect(exposedRoutes(app).map((route) => route.path)).not.toContain('/metrics');
    expect(exposedRoutes(app).map((route) => route.path)).toContain('/api/probe/items/:id');
  });
});
