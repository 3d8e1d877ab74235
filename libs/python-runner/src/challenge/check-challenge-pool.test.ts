import { loadServerChallenge } from '@pylands/content';
import { RunnerPool } from '../node/runner-pool';
import { checkChallenge } from './check-challenge';

/**
 * The server verifies a submission again before it counts (issue 23): the same check runs on the
 * services' RunnerPool (sandboxed processes, a fresh worker per run), not only on one worker.
 */
let pool: RunnerPool;
beforeAll(async () => {
  pool = new RunnerPool({ size: 1 });
  await pool.ready();
});
afterAll(() => pool.close());

const challenge = loadServerChallenge('egg-boxes')!;
const tests = { shape: challenge.shape, cases: challenge.tests };

it('accepts the reference solution on the server pool', async () => {
  const result = await checkChallenge(pool, challenge.solution, tests);
  expect(result.passed).toBe(true);
  expect(result.passedCount).toBe(challenge.tests.length);
});

it('refuses a program that only knows the example from the description', async () => {
  const result = await checkChallenge(pool, 'print(2)\nprint(2)\n', tests);
  expect(result.passed).toBe(false);
  expect(result.cases[0].passed).toBe(true);
  expect(result.cases[1]).toMatchObject({ passed: false, reason: 'wrong-output' });
});
