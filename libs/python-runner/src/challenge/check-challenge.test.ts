import { loadServerChallenges } from '@pylands/content';
import { useWarmRunner } from '../testing/warm-runner';
import { checkChallenge } from './check-challenge';
import type { ChallengeTests } from './challenge-types';

/**
 * The challenges' hidden tests through real Pyodide (one warm worker thread): every shipped
 * challenge is solved by its solution.py and not by its starter.py, and a child's mistakes get
 * messages that say what was expected and what came out.
 */
const runner = useWarmRunner();
const challenges = loadServerChallenges();

const double: ChallengeTests = {
  shape: { kind: 'function', name: 'double' },
  cases: [
    { args: [3], returns: 6 },
    { args: [0], returns: 0 },
  ],
};
const eggs: ChallengeTests = {
  shape: { kind: 'program', given: ['eggs'] },
  cases: [
    { given: { eggs: 14 }, prints: '2\n2' },
    { given: { eggs: 6 }, prints: '1\n0' },
  ],
};

it.each(challenges.map((c) => [c.slug, c] as const))('%s is solved by its solution.py', async (_slug, c) => {
  const result = await checkChallenge(runner(), c.solution, { shape: c.shape, cases: c.tests });
  expect(result.cases.filter((r) => !r.passed).map((r) => r.message)).toEqual([]);
  expect(result.passed).toBe(true);
});

it.each(challenges.map((c) => [c.slug, c] as const))(
  '%s is not solved by its starter.py',
  async (_slug, c) => {
    const result = await checkChallenge(runner(), c.starter, { shape: c.shape, cases: c.tests });
    expect(result.passed).toBe(false);
    expect(result.passedCount).toBeLessThan(c.tests.length);
  },
);

it('passes a right function and says so per test', async () => {
  const result = await checkChallenge(runner(), 'def double(n):\n    return n + n\n', double);
  expect(result).toMatchObject({
    passed: true,
    passedCount: 2,
    cases: [
      { passed: true, reason: 'passed', message: 'Test 1 passed!' },
      { passed: true, reason: 'passed', message: 'Test 2 passed!' },
    ],
  });
});

it('tells a wrong return value with what was expected and what came back', async () => {
  const result = await checkChallenge(runner(), 'def double(n):\n    return n + 1\n', double);
  expect(result.passed).toBe(false);
  expect(result.passedCount).toBe(0);
  expect(result.cases[0]).toMatchObject({
    passed: false,
    reason: 'wrong-return',
    message: 'Test 1: double(3) should give back 6, but your function gave back 4.',
    // The words again as a locale key and params, for the page in the child's language.
    text: {
      key: 'challenges.case.wrongReturn',
      params: { number: 1, call: 'double(3)', expected: '6', got: '4' },
    },
  });
});

it('tells a function that prints instead of returning', async () => {
  const result = await checkChallenge(runner(), 'def double(n):\n    print(n * 2)\n', double);
  expect(result.cases[0].message).toBe(
    'Test 1: double(3) should give back 6, but your function gave back None (did you forget return?).',
  );
});

it('tells a text where a number was expected', async () => {
  const result = await checkChallenge(runner(), 'def double(n):\n    return str(n * 2)\n', double);
  expect(result.cases[0].message).toBe(
    "Test 1: double(3) should give back 6, but your function gave back '6'.",
  );
});

it('tells wrong printed output with both texts', async () => {
  const result = await checkChallenge(runner(), 'print(eggs / 6)\n', eggs);
  expect(result.cases[0]).toMatchObject({
    passed: false,
    reason: 'wrong-output',
    message: 'Test 1: with eggs = 14, your program should print:\n2\n2\nbut it printed:\n2.3333333333333335',
  });
});

it('tells a program that prints nothing', async () => {
  const result = await checkChallenge(runner(), '# nothing yet\n', eggs);
  expect(result.cases[1].message).toBe(
    'Test 2: with eggs = 6, your program should print:\n1\n0\nbut it printed: nothing.',
  );
});

it('ignores spaces at line ends and a last empty line', async () => {
  const result = await checkChallenge(runner(), 'print(eggs // 6, " ")\nprint(eggs % 6)\nprint()\n', eggs);
  expect(result.passed).toBe(true);
});

it('tells a Python error with its line', async () => {
  const result = await checkChallenge(runner(), 'boxes = eggs // 6\nprint(boxs)\n', eggs);
  expect(result.cases[0]).toMatchObject({
    passed: false,
    reason: 'error',
    line: 2,
    message:
      "Test 1 (with eggs = 14): your code stopped with an error on line 2: NameError: name 'boxs' is not defined",
  });
});

it('tells a syntax error with its line', async () => {
  const result = await checkChallenge(runner(), 'def double(n)\n    return n * 2\n', double);
  expect(result.cases[0]).toMatchObject({ passed: false, reason: 'error', line: 1 });
  expect(result.cases[0].message).toMatch(
    /^Test 1 \(double\(3\)\): your code stopped with an error on line 1: SyntaxError/,
  );
});

it('tells a missing function', async () => {
  const result = await checkChallenge(runner(), 'def twice(n):\n    return n * 2\n', double);
  expect(result.cases[0]).toMatchObject({
    passed: false,
    reason: 'missing-function',
    message: 'Test 1: there is no function called double. Did you change its name?',
  });
});

it('runs the code anew for each case, so no variable of one case leaks into the next', async () => {
  const counter: ChallengeTests = {
    shape: { kind: 'function', name: 'count' },
    cases: [
      { args: [], returns: 1 },
      { args: [], returns: 1 },
    ],
  };
  // A global counter starts again at 0: each case runs the code anew in a fresh namespace.
  const code = 'n = 0\ndef count():\n    global n\n    n = n + 1\n    return n\n';
  expect((await checkChallenge(runner(), code, counter)).passed).toBe(true);
});

it('stops an endless loop at the time-out and does not run the other tests', async () => {
  const result = await checkChallenge(runner(), 'def double(n):\n    while True:\n        pass\n', double, {
    timeoutMs: 1000,
  });
  expect(result.passed).toBe(false);
  expect(result.cases).toMatchObject([
    {
      passed: false,
      reason: 'timeout',
      message: 'Test 1: your code ran for more than 1 second. Is there a loop that never ends?',
    },
    { passed: false, reason: 'not-run', message: 'Test 2 was not run: fix the test above first.' },
  ]);
});
