import { loadServerChallenge } from '@pylands/content';
import {
  API_PATHS,
  CHALLENGE_CODE_MAX_LENGTH,
  CHALLENGE_CODE_TOO_LONG_MESSAGE,
  CHALLENGE_PATHS,
  challengeSubmitResponseSchema,
  LEVEL_LOCKED_MESSAGE,
  type ChallengeList,
  type ChallengeSubmitResponse,
  type ChallengeView,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { ProgressSignal, type ProgressChange } from '../src/achievements/progress-signal';
import { ReplayService } from '../src/replay/replay.service';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';
import { Visitor } from './visitor';

// Submissions are checked by the server on its replay pool (real Pyodide): only a full pass of
// every hidden case records a solve, for the session's chosen student only.
let stack: Stack;
let signals: ProgressChange[];
// Every case of a submission runs in a fresh sandboxed Pyodide: slow on a busy test machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  // One worker: the cases run one after another anyway.
  process.env.REPLAY_POOL_SIZE = '1';
  stack = await startStack();
  delete process.env.REPLAY_POOL_SIZE;
  signals = [];
  stack.levels.get(ProgressSignal).on((change) => {
    signals.push(change);
  });
});

afterAll(async () => {
  await stack?.close();
});

const hello = loadServerChallenge('animal-hello')!;
const eggs = loadServerChallenge('egg-boxes')!;
const sheep = loadServerChallenge('counting-sheep')!;

const rows = async (studentId: string) =>
  (await stack.levels
    .get(DataSource)
    .query(
      `SELECT challenge_slug, solved_at, last_code FROM levels.challenge_solves WHERE student_id = $1 ORDER BY challenge_slug`,
      [studentId],
    )) as { challenge_slug: string; solved_at: Date | null; last_code: string }[];

const submit = (
  browser: { post: (url: string, body?: unknown) => Promise<{ status: number; body: unknown }> },
  slug: string,
  body: unknown,
) =>
  browser.post(CHALLENGE_PATHS.submit(slug), body) as Promise<{
    status: number;
    body: ChallengeSubmitResponse;
  }>;

describe("a student's submission", () => {
  it('records a right program as solved once, keeps its code, and tells ProgressSignal', async () => {
    const kid = stack.browser();
    const { student } = await parentWithStudent(kid, { choose: true });
    const first = await submit(kid, hello.slug, { code: hello.solution });
    expect(first.status).toBe(200);
    expect(challengeSubmitResponseSchema.strict().parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({ solved: true, first_solve: true, total: hello.tests.length });
    expect(first.body.passed).toBe(hello.tests.length);
    expect(first.body.cases.every((c) => c.passed)).toBe(true);
    expect(signals).toContainEqual({
      kind: 'challenge',
      student_id: student.id,
      challenge_slug: hello.slug,
      solved_count: 1,
    });
    const [row] = await rows(student.id);
    const solvedAt = row.solved_at;
    expect(solvedAt).not.toBeNull();

    // Solved again: not a first solve, solved_at unchanged.
    const again = await submit(kid, hello.slug, { code: `${hello.solution}\n# again\n` });
    expect(again.body).toMatchObject({ solved: true, first_solve: false });
    // A later wrong program is answered as wrong, but never unsolves it.
    const wrong = await submit(kid, hello.slug, { code: 'print(animal)\n' });
    expect(wrong.body).toMatchObject({ solved: false, first_solve: false });
    expect(await rows(student.id)).toEqual([
      { challenge_slug: hello.slug, solved_at: solvedAt, last_code: 'print(animal)\n' },
    ]);

    const list = (await kid.get<ChallengeList>(CHALLENGE_PATHS.list)).body;
    expect(list.solved_count).toBe(1);
    expect(list.challenges.filter((c) => c.solved).map((c) => c.slug)).toEqual([hello.slug]);
    const view = (await kid.get<ChallengeView>(CHALLENGE_PATHS.challenge(hello.slug))).body;
    expect(view).toMatchObject({ solved: true, last_code: 'print(animal)\n' });
  });

  it('cannot be forged: a wrong program sent with "solved" is not solved, and nothing else marks a solve', async () => {
    const kid = stack.browser();
    const { student } = await parentWithStudent(kid, { choose: true });
    const before = signals.length;
    const forged = await submit(kid, eggs.slug, {
      code: 'print(2)\nprint(2)\n',
      solved: true,
      passed: 5,
      first_solve: true,
      solved_at: new Date().toISOString(),
    });
    expect(forged.status).toBe(200);
    // The program knows the description's example only: case 1 passes, the hidden ones do not.
    expect(forged.body.solved).toBe(false);
    expect(forged.body.cases[0].passed).toBe(true);
    expect(forged.body.passed).toBeLessThan(eggs.tests.length);
    // Reading and running start with the same claims record no solve either.
    await kid.get(`${CHALLENGE_PATHS.challenge(eggs.slug)}?solved=true`);
    await kid.request('POST', CHALLENGE_PATHS.run(eggs.slug), {
      body: { solved: true, code: eggs.solution },
    });
    expect(await rows(student.id)).toEqual([
      { challenge_slug: eggs.slug, solved_at: null, last_code: 'print(2)\nprint(2)\n' },
    ]);
    expect(
      signals.slice(before).filter((s) => s.kind === 'challenge' && s.student_id === student.id),
    ).toEqual([]);
    const list = (await kid.get<ChallengeList>(CHALLENGE_PATHS.list)).body;
    expect(list.solved_count).toBe(0);
  });

  it('tells hidden cases without their inputs or expected output, and the examples in full', async () => {
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    const printed = await submit(kid, hello.slug, { code: 'print(animal)\n' });
    expect(printed.body.cases[0].message).toBe(
      "Test 1: with animal = 'cow', your program should print:\nThe cow says hello!\nbut it printed:\ncow",
    );
    const crashed = await submit(kid, hello.slug, { code: 'x = 1\nprint(int(animal))\n' });
    expect(crashed.body.cases[2]).toEqual({
      passed: false,
      message: 'Test 3: your code stopped with the error ValueError on line 2.',
      // The same words for the page to show in the child's language.
      key: 'challenges.case.hiddenNamedErrorOnLine',
      params: { number: 3, name: 'ValueError', line: 2 },
    });
    for (const answer of [printed.body, crashed.body]) {
      const hidden = JSON.stringify(answer.cases.slice(2));
      for (const testCase of hello.tests.slice(2)) {
        if (testCase.given!.animal) expect(hidden).not.toContain(String(testCase.given!.animal));
        expect(hidden).not.toContain(testCase.prints!);
      }
    }
    expect(printed.body.cases[2].message).toMatch(/^Test 3: your program printed something different/);
  });

  it('tells a syntax error with its line', async () => {
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    const answer = await submit(kid, hello.slug, { code: 'print("The", animal\n' });
    expect(answer.body.solved).toBe(false);
    expect(answer.body.cases[0].message).toMatch(/^Test 1 .*SyntaxError/s);
    expect(answer.body.cases[2].message).toBe(
      'Test 3: your code stopped with the error SyntaxError on line 1.',
    );
  });

  it("stops an endless loop at the runner's time-out and runs no more cases", async () => {
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    const answer = await submit(kid, hello.slug, { code: 'while True:\n    pass\n' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ solved: false, passed: 0 });
    expect(answer.body.cases[0].message).toBe(
      'Test 1: your code ran for more than 5 seconds. Is there a loop that never ends?',
    );
    expect(answer.body.cases.slice(1).map((c) => c.message)).toEqual(
      hello.tests.slice(1).map((_, i) => `Test ${i + 2} was not run: fix the test above first.`),
    );
  });

  it('refuses a program that is too long with 422 and the message', async () => {
    const kid = stack.browser();
    const { student } = await parentWithStudent(kid, { choose: true });
    const answer = await submit(kid, hello.slug, { code: '#'.repeat(CHALLENGE_CODE_MAX_LENGTH + 1) });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: CHALLENGE_CODE_TOO_LONG_MESSAGE });
    expect((await submit(kid, hello.slug, {})).status).toBe(422);
    expect(await rows(student.id)).toEqual([]);
  });

  it('refuses a locked challenge with 402 without running it; an entitled student may solve it', async () => {
    const kid = stack.browser();
    const { student, email } = await parentWithStudent(kid, { choose: true });
    const locked = await submit(kid, sheep.slug, { code: sheep.solution });
    expect({
      status: locked.status,
      message: (locked.body as unknown as { message: string }).message,
    }).toEqual({
      status: 402,
      message: LEVEL_LOCKED_MESSAGE,
    });
    expect(await rows(student.id)).toEqual([]);
    await stack.setPaid(email);
    expect((await submit(kid, sheep.slug, { code: sheep.solution })).body).toMatchObject({ solved: true });
  });

  it('is erased with the student when the parent deletes them', async () => {
    const kid = stack.browser();
    const { student, email } = await parentWithStudent(kid, { choose: true });
    await submit(kid, hello.slug, { code: hello.solution });
    expect(await rows(student.id)).toHaveLength(1);
    const parent = stack.browser();
    await parent.post(API_PATHS.auth.login, { email, password: 'correct horse' });
    expect((await parent.request('DELETE', API_PATHS.profile.student(student.id))).status).toBe(200);
    const left = await eventually(
      () => rows(student.id),
      (found) => found.length === 0,
    );
    expect(left).toEqual([]);
  });
});

describe('the shared replay pool', () => {
  const LOOP = 'while True:\n    pass\n';

  it('checks one submission at a time per student (429), and answers 503 when no check may wait', async () => {
    const replica = await stack.replica({
      REPLAY_ISOLATION: 'thread',
      REPLAY_POOL_SIZE: '1',
      REPLAY_QUEUE_LIMIT: '0',
    });
    const pool = replica.get(ReplayService);
    await eventually(
      async () => pool.poolState(),
      (state) => state.idle === 1,
      60_000,
    );
    const looper = stack.browser();
    await parentWithStudent(looper, { choose: true });
    const onReplica = stack.browserOn(replica, looper.session);
    const looping = submit(onReplica, hello.slug, { code: LOOP });
    await eventually(
      async () => pool.poolState(),
      (state) => state.running === 1,
      30_000,
    );
    const twice = await onReplica.post(CHALLENGE_PATHS.submit(hello.slug), { code: hello.solution });
    expect(twice.status).toBe(429);
    expect(twice.body).toMatchObject({
      message: 'Your code is already being checked. Please try again in a moment.',
    });

    const other = stack.browser();
    const { student } = await parentWithStudent(other, { choose: true });
    const refused = await stack.browserOn(replica, other.session).post(CHALLENGE_PATHS.submit(hello.slug), {
      code: hello.solution,
    });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(await rows(student.id)).toEqual([]);
    expect((await looping).body).toMatchObject({ solved: false, passed: 0 });
  });
});

describe("a visitor's submission", () => {
  it('gets verdicts and records nothing', async () => {
    const count = async () =>
      Number(
        (await stack.levels.get(DataSource).query(`SELECT count(*) AS n FROM levels.challenge_solves`))[0].n,
      );
    const before = await count();
    const visitor = new Visitor(stack.levels);
    const right = await visitor.post<ChallengeSubmitResponse>(CHALLENGE_PATHS.submit(hello.slug), {
      code: hello.solution,
    });
    expect(right.body).toMatchObject({ solved: true, first_solve: false, passed: hello.tests.length });
    const wrong = await visitor.post<ChallengeSubmitResponse>(CHALLENGE_PATHS.submit(hello.slug), {
      code: 'print("hello")\n',
    });
    expect(wrong.body).toMatchObject({ solved: false, passed: 0 });
    expect(await count()).toBe(before);
  });
});
