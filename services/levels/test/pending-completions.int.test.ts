import { API_PATHS, UserType } from '@pylands/contracts';
import { RetryLaterException, type Identity } from '@pylands/common';
import { DataSource } from 'typeorm';
import { ProgressSignal, type ProgressChange } from '../src/achievements/progress-signal';
import { LevelUpdateService } from '../src/progress/level-update.service';
import { PENDING_PER_STUDENT } from '../src/verifier/pending-completions';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';
import { OwnRedis } from './verifier-processes';
import { intro1, intro1Completed, intro1Completion } from './completion-requests';

let redis: OwnRedis;
let stack: Stack;
const signalled: ProgressChange[] = [];

// A Redis of this file's own, stopped and started again (the other files' Redis stays up).
beforeAll(async () => {
  redis = await OwnRedis.start();
  stack = await startStack({
    redisUrl: redis.url,
    env: { REPLAY_POOL_SIZE: '1', VERIFIER_SWEEP_MS: '250', VERIFIER_ENQUEUE_TIMEOUT_MS: '500' },
  });
  stack.levels.get(ProgressSignal).on((change) => void signalled.push(change));
});

afterAll(async () => {
  await stack?.close();
  await redis?.down();
});

const FORGED = 'from player import *\nmove_forward(1)\n';
const completion = intro1Completion;
const completed = intro1Completed;

interface PendingRow {
  code: string;
  status: string;
  reason: string | null;
}

/**
 * A family's student, and the identity the HTTP guard would give its calls. Sessions are checked in
 * Redis (services/common), so with Redis down level/update is called on the service behind the
 * guard, with that identity.
 */
async function parentsStudent() {
  const browser = stack.browser();
  const { user, student } = await parentWithStudent(browser, { choose: true });
  const identity: Identity = {
    user_id: user.user_id,
    student_id: student.id,
    user_type: UserType.Parent,
    organization_id: null,
  };
  return { browser, student, identity };
}

it('Redis down: completions are kept pending in PostgreSQL and answered as saved and being checked; Redis back: verified, the good one recorded once, the forged one refused with its reason', async () => {
  const { browser, student, identity } = await parentsStudent();
  const updates = stack.levels.get(LevelUpdateService);
  const db = stack.levels.get(DataSource);
  const rows = (): Promise<PendingRow[]> =>
    db.query(
      `SELECT "code", "status", "reason" FROM "levels"."pending_completions" WHERE "student_id" = $1 ORDER BY "created_at"`,
      [student.id],
    );
  const count = async (table: string, where = '') =>
    Number(
      (
        await db.query(`SELECT count(*) AS n FROM "levels"."${table}" WHERE "student_id" = $1 ${where}`, [
          student.id,
        ])
      )[0].n,
    );

  await redis.down();
  const saved = await updates.forStudent(identity, intro1, completion(intro1.solution, 1));
  expect(saved).toMatchObject({ verification: 'pending', last_code_executed: intro1.solution });
  expect(saved.last_status).not.toBe('complete');
  // The child's client sends it again (a retry while still pending): still one pending completion.
  expect(await updates.forStudent(identity, intro1, completion(intro1.solution, 1))).toMatchObject({
    verification: 'pending',
  });
  expect(await updates.forStudent(identity, intro1, completion(FORGED, 2))).toMatchObject({
    verification: 'pending',
  });
  expect((await rows()).map((r) => [r.code, r.status])).toEqual([
    [intro1.solution, 'pending'],
    [FORGED, 'pending'],
  ]);
  expect(await count('level_completions', `AND "last_status" = 'complete'`)).toBe(0);

  await redis.up();
  const settled = await eventually(rows, (r) => r.every((row) => row.status !== 'pending'), 90_000);
  // The verified one is recorded (its pending row ends with it); the forged one keeps its reason.
  expect(settled).toEqual([
    {
      code: FORGED,
      status: 'refused',
      reason: expect.stringMatching(/^The program did not complete the level: /),
    },
  ]);
  // The new Redis lost the session hashes: auth/current (every page load's first call) restores them.
  expect((await browser.get(API_PATHS.auth.current)).status).toBe(200);
  expect(await completed(browser)).toBe(true);
  expect(await count('level_completions')).toBe(1);
  expect(await count('student_runs', `AND "status" = 'complete'`)).toBe(1);
  expect(await count('completion_receipts')).toBe(1);
  expect(signalled.filter((c) => c.student_id === student.id && c.kind === 'level')).toHaveLength(1);
}, 240_000);

it(`a student has at most ${PENDING_PER_STUDENT} completions pending: one more is refused with 503, the same one sent again is still kept`, async () => {
  const { browser, student, identity } = await parentsStudent();
  const updates = stack.levels.get(LevelUpdateService);
  await redis.down();
  try {
    // Each seed is another run, so another completion.
    for (let seed = 1; seed <= PENDING_PER_STUDENT; seed += 1)
      expect(await updates.forStudent(identity, intro1, completion(intro1.solution, seed))).toMatchObject({
        verification: 'pending',
      });
    const oneMore = updates.forStudent(
      identity,
      intro1,
      completion(intro1.solution, PENDING_PER_STUDENT + 1),
    );
    await expect(oneMore).rejects.toBeInstanceOf(RetryLaterException);
    await expect(oneMore).rejects.toMatchObject({
      status: 503,
      response: { message: 'The run could not be checked right now. Please try again in a moment.' },
    });
    expect(await updates.forStudent(identity, intro1, completion(intro1.solution, 1))).toMatchObject({
      verification: 'pending',
    });
  } finally {
    await redis.up();
  }
  // Redis back: the kept ones are verified and the level is complete.
  const db = stack.levels.get(DataSource);
  await eventually(
    async () =>
      Number(
        (
          await db.query(
            `SELECT count(*) AS n FROM "levels"."pending_completions" WHERE "student_id" = $1 AND "status" = 'pending'`,
            [student.id],
          )
        )[0].n,
      ),
    (n) => n === 0,
    90_000,
  );
  expect((await browser.get(API_PATHS.auth.current)).status).toBe(200);
  expect(await completed(browser)).toBe(true);
}, 180_000);
