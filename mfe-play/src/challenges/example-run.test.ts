import { caseText, verdict, type ChallengeCheckResult } from '@pylands/python-runner/browser';
import { errorLineOf, firstProblem, outcomesOf } from './example-run';
import { challengeTipRequest } from './challenge-tip';

const check: ChallengeCheckResult = {
  passed: false,
  passedCount: 1,
  cases: [
    verdict(true, 'passed', caseText('passed', { number: 1 })),
    verdict(
      false,
      'error',
      caseText('errorInOnLine', {
        number: 2,
        given: 'eggs = 6',
        line: 2,
        error: "NameError: name 'boxs' is not defined",
      }),
      2,
    ),
    verdict(false, 'not-run', caseText('notRun', { number: 3 })),
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
        cases: [
          verdict(
            false,
            'wrong-return',
            caseText('wrongReturn', { number: 1, call: 'double(3)', expected: '6', got: "'6'" }),
          ),
        ],
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
        cases: [verdict(true, 'passed', caseText('passed', { number: 1 }))],
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
