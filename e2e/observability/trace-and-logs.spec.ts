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

  // levels publishes level-played; auth's worker records the last level played from it.
  const jobSpan = `${LEVEL_PLAYED_QUEUE} process`;
  await expect
    .poll(async () =>
      (await spansOf(traceId)).some((span) => span.service === 'auth' && span.name === jobSpan),
    )
    .toBe(true);
  const spans = await spansOf(traceId);
  const services = new Set(spans.map((span) => span.service));
  expect([...services]).toEqual(expect.arrayContaining(['gateway', 'levels', 'auth']));
  // Each span's parent is in the trace: one tree from the gateway's server span down to the job.
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const chain: string[] = [];
  for (let span = spans.find((s) => s.name === jobSpan); span; span = byId.get(span.parentSpanId ?? ''))
    chain.push(span.service);
  expect(chain[0]).toBe('auth');
  expect(chain).toContain('levels');
  expect(chain.at(-1)).toBe('gateway');
  // levels' PostgreSQL and Redis calls for the request are in the trace too.
  expect(
    spans.some((span) => span.service === 'levels' && /^(pg\.|SELECT|INSERT|UPDATE)/.test(span.name)),
  ).toBe(true);

  // Every line logged within the trace (gateway, levels, the job in auth) names the request.
  await expect
    .poll(
      () =>
        new Set(
          stackLines()
            .filter((line) => line.trace_id === traceId)
            .map((line) => line.process),
        ),
    )
    .toEqual(new Set(['gateway', 'levels', 'auth']));
  const traced = stackLines().filter((line) => line.trace_id === traceId);
  expect(traced.filter((line) => line.request_id !== requestId)).toEqual([]);
});
