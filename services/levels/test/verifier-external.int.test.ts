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
import { intro1, intro1Completion, intro1Key } from './completion-requests';
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

async function student(): Promise<{ browser: TestBrowser; studentId: string }> {
  const browser = stack.browser();
  const { student } = await parentWithStudent(browser, { choose: true });
  return { browser, studentId: student.id };
}

it('no verifier running: 503 with Retry-After once the wait is over, and at once when REPLAY_QUEUE_LIMIT completions wait; a verifier process started later replays the waiting job and the retry is recorded', async () => {
  const { browser, studentId } = await student();
  const waiting = await browser.post(url, completion(intro1.solution));
  expect(waiting.status).toBe(503);
  expect(waiting.headers['retry-after']).toBe('5');
  expect(waiting.body).toMatchObject({ message: expect.stringContaining('try again in a moment') });

  // Its job still waits, and REPLAY_QUEUE_LIMIT is 1: another student's completion is refused at once, not queued.
  const other = await student();
  const refused = await other.browser.post(url, completion(intro1.solution));
  expect(refused.status).toBe(503);
  expect(refused.headers['retry-after']).toBe('5');
  expect(await jobs.getJob(keyOf(other.studentId, intro1.solution))).toBeUndefined();

  const healthPort = await freePortForTest();
  const metricsPort = await freePortForTest();
  verifiers.push(
    await startVerifierProcess(stack.config, {
      WORKER_HEALTH_PORT: String(healthPort),
      WORKER_METRICS_PORT: String(metricsPort),
    }),
  );
  const onPatient = stack.browserOn(patient, browser.session);
  const retried = await onPatient.post<LevelCompletion>(url, completion(intro1.solution));
  expect(retried.status).toBe(200);
  expect(retried.body).toMatchObject({ last_status: 'complete' });
  const job = await jobs.getJob(keyOf(studentId, intro1.solution));
  expect(job?.processedBy).toBe(verifiers[0].name);
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
