import type { ChallengeCheckResult } from '@pylands/python-runner/browser';
import { errorLineOf, firstProblem, outcomesOf } from './example-run';
import { challengeTipRequest } from './challenge-tip';

const check: ChallengeCheckResult = {
  passed: false,
  passedCount: 1,
  cases: [
    { passed: true, reason: 'passed', message: 'Test 1 passed!' },
    {
      passed: false,
      reason: 'error',
      line: 2,
      message:
        "Test 2 (with eggs = 6): your code stopped with an error on line 2: NameError: name 'boxs' is not defined",
    },
    { passed: false, reason: 'not-run', message: 'Test 3 was not run: fix the test above first.' },
  ],
};

describe('outcomesOf', () => {
  const run = outcomesOf(check, [{ printed: '2\n2\n' }, { printed: '', error: { message: 'x', line: 2 } }]);

  it('shows what each example printed beside its verdict', () => {
    expect(run.examples.map((e) => [e.passed, e.printed])).toEqual([
      [true, '2\n2\n'],
      [false, ''],
      [false, null],
    ]);
    expect(run.passedCount).toBe(1);
  });

  it('marks the line of the first Python error and tells the first problem', () => {
    expect(errorLineOf(run)).toBe(2);
    expect(firstProblem(run)).toContain("name 'boxs' is not defined");
  });

  it('gives back the return value as Python writes it', () => {
    const functionRun = outcomesOf(
      {
        passed: false,
        passedCount: 0,
        cases: [{ passed: false, reason: 'wrong-return', message: 'Test 1: double(3) should give back 6' }],
      },
      [{ printed: '', repr: "'6'", json: '"6"' }],
    );
    expect(functionRun.examples[0]).toMatchObject({ gaveBack: "'6'", line: null });
  });

  it('has no problem and no line once every example passes', () => {
    const passing = outcomesOf(
      {
        passed: true,
        passedCount: 1,
        cases: [{ passed: true, reason: 'passed', message: 'Test 1 passed!' }],
      },
      [{ printed: 'hi' }],
    );
    expect(firstProblem(passing)).toBeNull();
    expect(errorLineOf(passing)).toBeNull();
  });
});

describe('challengeTipRequest', () => {
  it('sends the description, the code as last_prompt, no solution, and the problem', () => {
    expect(challengeTipRequest('Print the eggs', 'print(eggs)', 'Test 1: wrong')).toEqual({
      description: 'Print the eggs',
      solution: '',
      last_prompt: 'print(eggs)',
      error_message: 'Test 1: wrong',
    });
  });

  it('says there was no error when the examples passed', () => {
    expect(challengeTipRequest('d', 'c', null).error_message).toBeNull();
  });
});
