import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LEVEL_PLAYED_QUEUE } from '@pylands/contracts';
import { referenceSolution } from '../support/fixtures';
import { signInStudentOn } from '../support/student';
import { STACK_LOG } from './global-setup';
import type { ReceivedSpan } from './otlp-receiver';

const CSRF = { 'X-Requested-With': 'pylands' };
const SLUG = 'intro-level1';

interface LogLine {
  service?: string;
  request_id?: string;
  trace_id?: string;
  message?: string;
  msg?: string;
}

/** The services' JSON log lines so far, each with the name of the process that wrote it. */
function stackLines(): (LogLine & { process: string })[] {
  return readFileSync(STACK_LOG, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^\[([\w-]+)\] (\{.*\})$/.exec(line);
      if (!match) return [];
      try {
        return [{ ...(JSON.parse(match[2]) as LogLine), process: match[1] }];
      } catch {
        return [];
      }
    });
}

async function spansOf(traceId: string): Promise<ReceivedSpan[]> {
  const response = await fetch(`${process.env.E2E_OTLP_RECEIVER_URL}/spans?trace_id=${traceId}`);
  return (await response.json()) as ReceivedSpan[];
}

test('a completion through the gateway is one trace from the gateway through levels into the BullMQ job, and every log line of it carries its request id', async ({
  request,
}) => {
  await signInStudentOn(request, 'tracy');
  // The caller starts the trace (a browser with tracing, or an ingress would): its id is then known.
  const traceId = randomBytes(16).toString('hex');
  const requestId = `obs-${randomBytes(8).toString('hex')}`;
  const saved = await request.post(`/api/level/update/${SLUG}`, {
    headers: {
      ...CSRF,
      traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      'x-request-id': requestId,
    },
    data: {
      last_status: 'complete',
      last_code_executed: referenceSolution('python', SLUG),
      level_slug: SLUG,
      course_id: 'python',
    },
  });
  expect(saved.status()).toBe(200);
  expect(saved.headers()['x-request-id']).toBe(requestId);

  // levels publishes level-played; auth's worker records the last level played from it. From the
  // job's span up, parent by parent: levels, then the gateway's server span at the root (each
  // process sends its spans when they end, so the poll waits for all of them).
  const jobSpan = `${LEVEL_PLAYED_QUEUE} process`;
  const chainOf = (spans: ReceivedSpan[]) => {
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const chain: string[] = [];
    for (let span = spans.find((s) => s.name === jobSpan); span; span = byId.get(span.parentSpanId ?? ''))
      chain.push(span.service);
    return { job: chain[0], root: chain.at(-1), throughLevels: chain.includes('levels') };
  };
  await expect
    .poll(async () => chainOf(await spansOf(traceId)))
    .toEqual({ job: 'auth', root: 'gateway', throughLevels: true });
  const spans = await spansOf(traceId);
  // levels' PostgreSQL and Redis calls for the request are in the trace too.
  expect(
    spans.some((span) => span.service === 'levels' && /^(pg\.|SELECT|INSERT|UPDATE)/.test(span.name)),
  ).toBe(true);

  // Every line logged within the trace (the gateway, levels, the services it asked, the job in auth)
  // names the request.
  await expect
    .poll(() => [
      ...new Set(
        stackLines()
          .filter((line) => line.trace_id === traceId)
          .map((line) => line.process),
      ),
    ])
    .toEqual(expect.arrayContaining(['gateway', 'levels', 'auth']));
  const traced = stackLines().filter((line) => line.trace_id === traceId);
  expect(traced.filter((line) => line.request_id !== requestId)).toEqual([]);
  expect(traced.some((line) => line.process === 'auth' && line.message === 'last_played recorded')).toBe(
    true,
  );
});
