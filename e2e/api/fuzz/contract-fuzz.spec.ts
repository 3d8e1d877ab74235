import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLES, type RouteContract } from '@pylands/contracts';
import { expect, test } from '../../support/fixtures';
import { CSRF, createCaller, type Caller, type CallerName } from './callers';
import { changedTables, DatabaseSnapshots, type Snapshot } from './db-snapshot';
import { QueueWatch } from './queues';
import { requestArbitrary, type FuzzRequest } from './route-requests';

/** Fixed, so a failure is replayed exactly: FUZZ_SEED=<seed printed by fast-check> reruns it. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
/** Calls per route and caller: small enough for the whole spec to stay within a few minutes. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 6);

/**
 * Real course, level and challenge names: fuzzed path parameters sometimes name them, so hostile
 * bodies and queries reach the handlers behind "not found".
 */
const CONTENT = path.join(__dirname, '../../../libs/content');
const KNOWN_SEGMENTS = [
  'python',
  ...readdirSync(path.join(CONTENT, 'courses/python')).slice(0, 2),
  ...readdirSync(path.join(CONTENT, 'challenges')).slice(0, 1),
];

const CALLERS: CallerName[] = ['anonymous', 'parent', 'student', 'staff'];

interface Outcome {
  status: number;
  text: string;
  contentType: string;
}

async function send(caller: Caller, route: RouteContract, call: FuzzRequest): Promise<Outcome> {
  // Not our page's call: another site's page, which the browser names in Origin (the CSRF check refuses it).
  const headers: Record<string, string> = call.csrf ? { ...CSRF } : { origin: 'https://elsewhere.example' };
  if (call.body) headers['content-type'] = call.body.contentType;
  const response = await caller.request.fetch(call.url, {
    method: route.method.toUpperCase(),
    headers,
    data: call.body?.text,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  return {
    status: response.status(),
    text: await response.text(),
    contentType: response.headers()['content-type'] ?? '',
  };
}

/** Waits until a successful call's after-effects (queued jobs and what they write) have landed. */
async function settled(snapshots: DatabaseSnapshots, queues: QueueWatch): Promise<Snapshot> {
  let previous = await snapshots.take();
  for (;;) {
    const idle = (await queues.pendingJobs()) === 0;
    const next = await snapshots.take();
    if (idle && changedTables(previous, next).length === 0) return next;
    previous = next;
  }
}

function describeCall(caller: Caller, route: RouteContract, call: FuzzRequest, outcome: Outcome): string {
  const body = call.body ? ` body(${call.body.contentType}) ${call.body.text.slice(0, 300)}` : '';
  return `${caller.name} ${route.method.toUpperCase()} ${call.url.slice(0, 300)}${body} -> ${outcome.status} ${outcome.text.slice(0, 300)}`;
}

test.describe('every request body, query and path parameter fuzzed from the contracts', () => {
  let snapshots: DatabaseSnapshots;
  let queues: QueueWatch;

  test.beforeAll(async () => {
    snapshots = await DatabaseSnapshots.open();
    queues = QueueWatch.open();
  });

  test.afterAll(async () => {
    await Promise.all([snapshots.close(), queues.close()]);
  });

  for (const callerName of CALLERS) {
    for (const [service, routes] of Object.entries(ROUTE_TABLES)) {
      test(`${service} routes, called ${callerName === 'anonymous' ? 'anonymously' : `as ${callerName}`}: never a 5xx, 4xx answers explain themselves, and a refused call changes nothing`, async ({
        playwright,
      }) => {
        const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
        const caller = await createCaller(request, callerName);
        try {
          for (const route of routes) {
            let before = await settled(snapshots, queues);
            await fc.assert(
              fc.asyncProperty(
                requestArbitrary(route, [...KNOWN_SEGMENTS, ...caller.knownIds]),
                async (call) => {
                  const outcome = await send(caller, route, call);
                  const what = describeCall(caller, route, call, outcome);
                  const refused = outcome.status >= 400 && outcome.status < 500;
                  // The baseline moves on before any assertion, so each call fast-check shrinks to
                  // is judged on its own changes only.
                  const after = refused ? await snapshots.take() : await settled(snapshots, queues);
                  const changed = changedTables(before, after);
                  before = after;
                  expect(outcome.status, what).toBeLessThan(500);
                  if (call.bodyRefusedByContract)
                    expect(outcome.status, `refused by contract: ${what}`).toBeGreaterThanOrEqual(400);
                  if (!refused) return;
                  expect(outcome.contentType, what).toContain('application/json');
                  const message = (JSON.parse(outcome.text) as { message?: unknown }).message;
                  expect(typeof message === 'string' && message.length > 0, `a message: ${what}`).toBe(true);
                  expect(changed, `nothing changed by a refused call: ${what}`).toEqual([]);
                },
              ),
              { seed: SEED, numRuns: NUM_RUNS, endOnFailure: false, verbose: 1 },
            );
            // A fuzzed call may have signed the caller out, switched it to its student or deleted it.
            await caller.ensureSignedIn();
          }
        } finally {
          await request.dispose();
        }
      });
    }
  }
});
