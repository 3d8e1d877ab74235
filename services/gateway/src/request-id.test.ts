import { Controller, Get, Headers, Logger, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pylands/common';
import type { FastifyInstance } from 'fastify';
import { createGateway } from './gateway';

interface Line {
  service: string;
  message?: string;
  request_id?: string;
}

/** Log lines as the processes would print them, parsed. */
function logSink() {
  const lines: Line[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } };
}

@Controller('api/auth')
class ProbeController {
  private readonly logger = new Logger('Probe');

  @Get('probe')
  probe() {
    this.logger.log('probe handled');
    return { ok: true };
  }

  /** What the gateway tells a service of the visitor's address. */
  @Get('forwarded')
  forwarded(@Headers('x-forwarded-host') host?: string, @Headers('x-forwarded-proto') proto?: string) {
    return { host, proto };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('one request id from the gateway through the service', () => {
  const gatewayLogs = logSink();
  const serviceLogs = logSink();
  let service: NestFastifyApplication;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    process.env.LOG_LEVEL = 'info'; // the lines go to the sinks above
    service = await createServiceApp(ProbeModule, { name: 'auth', logDestination: serviceLogs.stream });
    await service.listen({ host: '127.0.0.1', port: 0 });
    gateway = await createGateway({
      authUrl: await service.getUrl(),
      levelsUrl: 'http://127.0.0.1:1',
      tipsUrl: 'http://127.0.0.1:1',
      organizationsUrl: 'http://127.0.0.1:1',
      logStream: gatewayLogs.stream,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
  });

  const ids = (lines: Line[]) => new Set(lines.map((line) => line.request_id));
  const linesOf = (lines: Line[], id: string) => lines.filter((line) => line.request_id === id);

  it('assigns an id, answers it, and logs it on the gateway lines and on every service line of the request', async () => {
    const response = await gateway.inject({ url: '/api/auth/probe' });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(gatewayLogs.lines, id).length).toBeGreaterThanOrEqual(2);
    const serviceLines = linesOf(serviceLogs.lines, id);
    expect(serviceLines.map((line) => line.message)).toEqual(['probe handled', 'request']);
    expect(serviceLines.every((line) => line.service === 'auth')).toBe(true);
  });

  it('keeps a well-formed incoming id and replaces a malformed one', async () => {
    const kept = await gateway.inject({
      url: '/api/auth/probe',
      headers: { 'x-request-id': 'support-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('support-1234abcd');
    expect(linesOf(serviceLogs.lines, 'support-1234abcd').map((line) => line.message)).toEqual([
      'probe handled',
      'request',
    ]);
    const forged = 'x\r\n{"level":"fatal"} injected';
    const replaced = await gateway.inject({
      url: '/api/auth/probe',
      headers: { 'x-request-id': encodeURIComponent(forged) },
    });
    const fresh = replaced.headers['x-request-id'] as string;
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(serviceLogs.lines, fresh)).toHaveLength(2);
    expect(ids(serviceLogs.lines)).not.toContain(encodeURIComponent(forged));
  });

  it('gives each request its own id', async () => {
    const first = await gateway.inject({ url: '/api/auth/probe' });
    const second = await gateway.inject({ url: '/api/auth/probe' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('tells the service the host and scheme the visitor used, whatever the visitor claims', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/auth/forwarded',
      headers: { host: 'pylands.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.json()).toEqual({ host: 'pylands.example', proto: 'http' });
  });
});
