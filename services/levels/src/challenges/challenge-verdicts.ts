import { CHALLENGE_EXAMPLE_COUNT, type ChallengeSubmitResponse } from '@pylands/contracts';
import {
  caseText,
  englishCaseMessage,
  type CaseText,
  type ChallengeCaseResult,
  type ChallengeCheckResult,
} from '@pylands/python-runner';

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
function hiddenText(number: number, result: ChallengeCaseResult): CaseText {
  switch (result.reason) {
    case 'passed':
      return caseText('passed', { number });
    case 'wrong-return':
      return caseText('hiddenWrongReturn', { number });
    case 'wrong-output':
      return caseText('hiddenWrongOutput', { number });
    case 'error': {
      const name = errorName(result.message);
      const params: Record<string, string | number> = { number };
      if (name) params.name = name;
      if (result.line) params.line = result.line;
      return caseText(`hidden${name ? 'Named' : ''}Error${result.line ? 'OnLine' : ''}`, params);
    }
    // These say nothing about the case: the checker's own words.
    default:
      return result.text;
  }
}

const verdictOf = (passed: boolean, text: CaseText) => ({
  passed,
  message: englishCaseMessage(text),
  key: text.key,
  params: text.params,
});

/**
 * The submit answer: the example cases (shown on the page already) keep the checker's full
 * message; the hidden ones are told without their contents.
 */
export function submitVerdicts(check: ChallengeCheckResult, firstSolve: boolean): ChallengeSubmitResponse {
  return {
    solved: check.passed,
    passed: check.passedCount,
    total: check.cases.length,
    cases: check.cases.map((result, i) =>
      verdictOf(result.passed, i < CHALLENGE_EXAMPLE_COUNT ? result.text : hiddenText(i + 1, result)),
    ),
    first_solve: firstSolve,
  };
}
