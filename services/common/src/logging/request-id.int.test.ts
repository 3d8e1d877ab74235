import { Controller, Logger, Post, type OnModuleInit } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { DomainEvents } from '../redis/events';
import { Public } from '../session/decorators';
import { startProbeService, TestBrowser } from '../testing';

interface Line {
  message?: string;
  request_id?: string;
  note?: string;
}

const QUEUE = `probe-jobs-${process.pid}`;
const lines: Line[] = [];
const waiters: (() => void)[] = [];
const sink = {
  write(line: string) {
    lines.push(JSON.parse(line) as Line);
    for (const wake of waiters.splice(0)) wake();
  },
};

/** Resolves once a line matching `match` has been logged. */
async function logged(match: (line: Line) => boolean): Promise<Line> {
  for (;;) {
    const found = lines.find(match);
    if (found) return found;
    await new Promise<void>((resolve) => waiters.push(resolve));
  }
}

@Controller('api/probe')
class JobController implements OnModuleInit {
  private readonly logger = new Logger('ProbeWorker');

  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.events.consume(QUEUE, z.object({ note: z.string() }).strict(), async (job) => {
      this.logger.log({ message: 'job done', note: job.note });
    });
  }

  @Public()
  @Post('job')
  async job() {
    return { published: await this.events.publish(QUEUE, { note: 'from a request' }) };
  }
}

describe('request id on queued jobs (real Redis)', () => {
  let app: NestFastifyApplication;
  let close: () => Promise<void>;

  const quiet = process.env.LOG_LEVEL;

  beforeAll(async () => {
    // The lines go to the sink above, not to the test output: info lines included.
    process.env.LOG_LEVEL = 'info';
    ({ app, close } = await startProbeService([JobController], sink));
  });

  afterAll(async () => {
    await close?.();
    process.env.LOG_LEVEL = quiet;
  });

  it("logs the worker's lines for a job under the id of the request that queued it", async () => {
    const browser = new TestBrowser([{ app, prefixes: ['/'] }]);
    const response = await browser.request('POST', '/api/probe/job', {
      headers: { 'x-request-id': 'job-request-0001' },
    });
    expect(response.body).toEqual({ published: true });
    expect(response.headers['x-request-id']).toBe('job-request-0001');
    const done = await logged((line) => line.message === 'job done');
    // The strict schema still accepts the job: the id travels beside the event, not inside it.
    expect(done).toMatchObject({ note: 'from a request', request_id: 'job-request-0001' });
  }, 30_000);
});
