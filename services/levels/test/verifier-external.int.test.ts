import {
  API_PATHS,
  COMPLETION_VERIFY_QUEUE,
  type CompletionVerdict,
  type CompletionVerifyJob,
  type LevelCompletion,
} from '@pylands/contracts';
import { freePortForTest, metricSample, type TestBrowser } from '@pylands/common/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { intro1, intro1Completed, intro1Completion, intro1Key } from './completion-requests';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';
import { startVerifierProcess, stopProcess, type VerifierProcess } from './verifier-processes';

let stack: Stack;
let jobs: Queue<CompletionVerifyJob, CompletionVerdict>;
/** A replica that waits long for verdicts (a busy machine's replay may take seconds). */
let patient: NestFastifyApplication;
const verifiers: VerifierProcess[] = [];

// levels with VERIFIER_WORKERS=external: only verifier-main processes replay completions.
beforeAll(async () => {
  stack = await startStack({
    env: {
      VERIFIER_WORKERS: 'external',
      VERIFIER_WAIT_MS: '3000',
      REPLAY_POOL_SIZE: '1',
      REPLAY_QUEUE_LIMIT: '1',
      VERIFIER_SWEEP_MS: '250',
    },
  });
  patient = await stack.replica({
    VERIFIER_WORKERS: 'external',
    VERIFIER_WAIT_MS: '60000',
    REPLAY_POOL_SIZE: '1',
  });
  jobs = new Queue(COMPLETION_VERIFY_QUEUE, {
    connection: { url: stack.config.redisUrl },
    prefix: stack.config.queuePrefix,
  });
});

afterAll(async () => {
  await Promise.allSettled(verifiers.map((v) => stopProcess(v.child)));
  await jobs?.close();
  await stack?.close();
});

const url = API_PATHS.level.update(intro1.slug);
const LOOP = 'from player import *\nwhile True:\n    pass\n';
const completion = (code: string, seed = 9) => intro1Completion(code, seed);
const keyOf = (studentId: string, code: string, seed = 9) => intro1Key(studentId, code, seed);
/** Completions kept in PostgreSQL, waiting for a verdict. */
const pendingKeys = async (): Promise<string[]> =>
  (
    await stack.levels
      .get(DataSource)
      .query(`SELECT "key" FROM "levels"."pending_completions" WHERE "status" = 'pending'`)
  ).map((row: { key: string }) => row.key);

async function student(): Promise<{ browser: TestBrowser; studentId: string }> {
  const browser = stack.browser();
  const { student } = await parentWithStudent(browser, { choose: true });
  return { browser, studentId: student.id };
}

it('no verifier running: a completion is kept pending once the wait is over, and at once when REPLAY_QUEUE_LIMIT completions wait; a verifier process started later verifies both, and the same completion sent again answers complete', async () => {
  const { browser, studentId } = await student();
  const waiting = await browser.post<LevelCompletion>(url, completion(intro1.solution));
  expect(waiting.status).toBe(200);
  expect(waiting.body).toMatchObject({ verification: 'pending', last_code_executed: intro1.solution });
  expect(waiting.body.last_status).not.toBe('complete');
  // The job it waited for stays queued (the sweeper's same key joins it).
  expect(await jobs.getJob(keyOf(studentId, intro1.solution))).toBeDefined();

  // That job still waits, and REPLAY_QUEUE_LIMIT is 1: another student's completion is not queued
  // behind it but kept in PostgreSQL, answered as saved and being checked.
  const other = await student();
  const kept = await other.browser.post<LevelCompletion>(url, completion(intro1.solution));
  expect(kept.status).toBe(200);
  expect(kept.body).toMatchObject({ verification: 'pending' });
  expect(await pendingKeys()).toEqual(
    expect.arrayContaining([keyOf(studentId, intro1.solution), keyOf(other.studentId, intro1.solution)]),
  );
  expect(await intro1Completed(other.browser)).toBe(false);
  // What the dashboard and the backlog alert read.
  const pendingMetric = async () =>
    metricSample((await browser.request<string>('GET', '/metrics')).body, 'completions_pending', {});
  expect(await pendingMetric()).toBe(2);

  const healthPort = await freePortForTest();
  const metricsPort = await freePortForTest();
  verifiers.push(
    await startVerifierProcess(stack.config, {
      WORKER_HEALTH_PORT: String(healthPort),
      WORKER_METRICS_PORT: String(metricsPort),
    }),
  );
  // The sweeper hands both to the queue; the verifier replays them and both levels are complete.
  await eventually(pendingKeys, (keys) => keys.length === 0, 90_000);
  expect(await intro1Completed(browser)).toBe(true);
  expect(await intro1Completed(other.browser)).toBe(true);
  expect(await pendingMetric()).toBe(0);
  const job = await jobs.getJob(keyOf(studentId, intro1.solution));
  expect(job?.processedBy).toBe(verifiers[0].name);
  // The child's client sending it again reads the verdict: complete, recorded once.
  const onPatient = stack.browserOn(patient, browser.session);
  const again = await onPatient.post<LevelCompletion>(url, completion(intro1.solution));
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ last_status: 'complete' });
  expect(again.body).not.toHaveProperty('verification');
  // What Kubernetes probes and Prometheus scrapes on the verifier's own ports.
  const health = await fetch(`http://127.0.0.1:${healthPort}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', checks: { redis: 'up' } });
  expect((await fetch(`http://127.0.0.1:${healthPort}/health/live`)).status).toBe(200);
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(
    metricSample(metrics, 'bullmq_job_duration_seconds_count', { queue: COMPLETION_VERIFY_QUEUE }),
  ).toBeGreaterThanOrEqual(1);

  const forged = await onPatient.post(url, completion('from player import *\nmove_forward(2)\n'));
  expect(forged.status).toBe(422);
  expect(forged.body).toMatchObject({
    message: expect.stringMatching(/^The program did not complete the level: /),
  });
}, 120_000);

it('a verifier killed in the middle of a job: the job is found stalled and completes on the other verifier', async () => {
  // Two verifiers (one from the test above, or both new) of one replay each.
  while (verifiers.length < 2) verifiers.push(await startVerifierProcess(stack.config));
  const { browser, studentId } = await student();
  const key = keyOf(studentId, LOOP);
  const pending = stack.browserOn(patient, browser.session).post(url, completion(LOOP));
  // The program runs for its whole 5 s budget: kill the verifier that took it meanwhile.
  const taken = await eventually(
    async () => (await jobs.getJob(key))?.processedBy,
    (name) => !!name,
    30_000,
  );
  const victim = verifiers.find((v) => v.name === taken);
  expect(victim).toBeDefined();
  await stopProcess(victim!.child, 'SIGKILL');

  const response = await pending;
  expect(response.status).toBe(422);
  expect(response.body).toMatchObject({
    message: 'The program did not complete the level: it ran longer than 5 seconds and was stopped.',
  });
  const survivor = verifiers.find((v) => v !== victim)!;
  expect((await jobs.getJob(key))?.processedBy).toBe(survivor.name);
}, 180_000);
