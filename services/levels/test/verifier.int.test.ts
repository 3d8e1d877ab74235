import {
  API_PATHS,
  COMPLETION_VERIFY_QUEUE,
  LEVEL_PLAYED_QUEUE,
  type CompletionVerdict,
  type CompletionVerifyJob,
  type LevelCompletion,
  type LevelPlayedEvent,
} from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { Queue } from 'bullmq';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { ProgressSignal, type ProgressChange } from '../src/achievements/progress-signal';
import { intro1, intro1Completed, intro1Completion, intro1Key } from './completion-requests';
import { parentWithStudent, startStack, type Stack } from './stack';

let stack: Stack;
let jobs: Queue<CompletionVerifyJob, CompletionVerdict>;
let played: Queue<LevelPlayedEvent>;
const signalled: ProgressChange[] = [];

beforeAll(async () => {
  stack = await startStack({ env: { REPLAY_POOL_SIZE: '1' } });
  stack.levels.get(ProgressSignal).on((change) => void signalled.push(change));
  const options = { connection: { url: stack.config.redisUrl }, prefix: stack.config.queuePrefix };
  jobs = new Queue(COMPLETION_VERIFY_QUEUE, options);
  played = new Queue(LEVEL_PLAYED_QUEUE, options);
});

afterAll(async () => {
  await Promise.allSettled([jobs?.close(), played?.close()]);
  await stack?.close();
});

async function student(): Promise<{ browser: TestBrowser; studentId: string }> {
  const browser = stack.browser();
  const { student } = await parentWithStudent(browser, { choose: true });
  return { browser, studentId: student.id };
}

/** What a completion left behind: its rows and the events and signals told about it. */
async function traces(studentId: string) {
  const db = stack.levels.get(DataSource);
  const count = async (sql: string) => Number((await db.query(sql, [studentId]))[0].n);
  const events = await played.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
  return {
    rows: await count(`SELECT count(*) AS n FROM "levels"."level_completions" WHERE "student_id" = $1`),
    completeRuns: await count(
      `SELECT count(*) AS n FROM "levels"."student_runs" WHERE "student_id" = $1 AND "status" = 'complete'`,
    ),
    receipts: await count(`SELECT count(*) AS n FROM "levels"."completion_receipts" WHERE "student_id" = $1`),
    levelPlayed: events.filter((job) => job.data.student_id === studentId).length,
    signals: signalled.filter((change) => change.student_id === studentId && change.kind === 'level').length,
  };
}

const completion = (code: string, seed = 4242) => intro1Completion(code, seed);
const jobOf = (studentId: string, code: string, seed = 4242) => jobs.getJob(intro1Key(studentId, code, seed));
const completed = intro1Completed;

/** One completion row, run, receipt, level-played event and signal: recorded once. */
async function expectRecordedOnce(studentId: string): Promise<void> {
  expect(await traces(studentId)).toEqual({
    rows: 1,
    completeRuns: 1,
    receipts: 1,
    levelPlayed: 1,
    signals: 1,
  });
}

describe('completions are verified by a worker of the completion-verify queue', () => {
  it('records a completion whose replay completes the level; the verdict came from the queue', async () => {
    const { browser, studentId } = await student();
    const response = await browser.post<LevelCompletion>(
      API_PATHS.level.update(intro1.slug),
      completion(intro1.solution),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ last_status: 'complete', completed_at: expect.any(String) });
    expect(response.body).not.toHaveProperty('verification');
    expect(await completed(browser)).toBe(true);
    const job = await jobOf(studentId, intro1.solution);
    expect(job?.returnvalue).toEqual({ complete: true });
    // npm start's default: the levels process' own worker replayed it.
    expect(job?.processedBy).toBe(`${hostname()}-${process.pid}`);
  });

  it('refuses a forged completion with 422 and the replay’s reason from the worker', async () => {
    const { browser, studentId } = await student();
    const forged = 'from player import *\nmove_forward(1)\n';
    const response = await browser.post(API_PATHS.level.update(intro1.slug), completion(forged));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      statusCode: 422,
      message: expect.stringMatching(/^The program did not complete the level: /),
      error: 'Validation Error',
    });
    expect(await completed(browser)).toBe(false);
    expect((await jobOf(studentId, forged))?.returnvalue).toMatchObject({ complete: false });
  });
});

describe('a retried completion is recorded once', () => {
  it('the same completion sent again after its answer was lost: the same record, one row, one run, one event, one signal', async () => {
    const { browser, studentId } = await student();
    const url = API_PATHS.level.update(intro1.slug);
    const first = await browser.post<LevelCompletion>(url, completion(intro1.solution));
    expect(first.status).toBe(200);
    const retried = await browser.post<LevelCompletion>(url, completion(intro1.solution));
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);
    await expectRecordedOnce(studentId);
  });

  it('the same completion sent twice at once: both answered complete, recorded once', async () => {
    const { browser, studentId } = await student();
    const url = API_PATHS.level.update(intro1.slug);
    const both = await Promise.all([
      browser.post<LevelCompletion>(url, completion(intro1.solution, 77)),
      browser.post<LevelCompletion>(url, completion(intro1.solution, 77)),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.last_status)).toEqual(['complete', 'complete']);
    await expectRecordedOnce(studentId);
  });

  it('a new run (another seed) of a completed level is a new completion: told again', async () => {
    const { browser, studentId } = await student();
    const url = API_PATHS.level.update(intro1.slug);
    expect((await browser.post(url, completion(intro1.solution, 1))).status).toBe(200);
    expect((await browser.post(url, completion(intro1.solution, 2))).status).toBe(200);
    expect(await traces(studentId)).toMatchObject({ rows: 1, completeRuns: 2, receipts: 2, levelPlayed: 2 });
  });
});
