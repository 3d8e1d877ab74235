import { CHALLENGE_EXAMPLE_COUNT, type ChallengeSubmitResponse } from '@pylands/contracts';
import type { ChallengeCaseResult, ChallengeCheckResult } from '@pylands/python-runner';

/** Python's own exception names: a name the program made up could spell out a hidden input. */
const PYTHON_ERRORS = new Set([
  'ArithmeticError',
  'AssertionError',
  'AttributeError',
  'EOFError',
  'Exception',
  'ImportError',
  'IndentationError',
  'IndexError',
  'KeyError',
  'LookupError',
  'MemoryError',
  'ModuleNotFoundError',
  'NameError',
  'NotImplementedError',
  'OverflowError',
  'RecursionError',
  'RuntimeError',
  'StopIteration',
  'SyntaxError',
  'TabError',
  'TypeError',
  'UnboundLocalError',
  'ValueError',
  'ZeroDivisionError',
]);

/** "NameError" from "…: your code stopped with an error on line 2: NameError: name 'x' …", if it is Python's. */
function errorName(message: string): string | null {
  const detail = /stopped with an error(?: on line \d+)?: (\w+)/.exec(message);
  return detail && PYTHON_ERRORS.has(detail[1]) ? detail[1] : null;
}

/**
 * One hidden case in a child's words without its inputs, the expected answer or what the program
 * printed for it (all of which would let a program be written for the tests instead of the task).
 */
function hiddenVerdict(number: number, result: ChallengeCaseResult): string {
  const test = `Test ${number}`;
  switch (result.reason) {
    case 'passed':
      return `${test} passed!`;
    case 'wrong-return':
      return `${test}: your function gave back a different answer than expected. Does it work for other numbers and words than the examples?`;
    case 'wrong-output':
      return `${test}: your program printed something different than expected. Does it work for other values than the examples?`;
    case 'error': {
      const name = errorName(result.message);
      const where = result.line ? ` on line ${result.line}` : '';
      const what = name ? `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}` : 'an error';
      return `${test}: your code stopped with ${what}${where}.`;
    }
    // These say nothing about the case: the checker's own words.
    default:
      return result.message;
  }
}

/**
 * The submit answer: the example cases (shown on the page already) keep the checker's full
 * message; the hidden ones are told without their contents.
 */
export function submitVerdicts(check: ChallengeCheckResult, firstSolve: boolean): ChallengeSubmitResponse {
  return {
    solved: check.passed,
    passed: check.passedCount,
    total: check.cases.length,
    cases: check.cases.map((result, i) => ({
      passed: result.passed,
      message: i < CHALLENGE_EXAMPLE_COUNT ? result.message : hiddenVerdict(i + 1, result),
    })),
    first_solve: firstSolve,
  };
}
