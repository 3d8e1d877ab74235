import type { CaseReport } from './case-program';
import type { ChallengeCase, ChallengeCaseResult, ChallengeShape } from './challenge-types';
import { pythonRepr } from './python-repr';

/** Printed text as compared: spaces at line ends and blank lines at the end do not count. */
export function normalizeOutput(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();
}

/** JSON values alike, numbers within a hair (0.1 + 0.2 is 0.3 for a child). */
export function sameValue(got: unknown, expected: unknown): boolean {
  if (typeof got === 'number' && typeof expected === 'number')
    return Math.abs(got - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
  if (Array.isArray(got) || Array.isArray(expected))
    return (
      Array.isArray(got) &&
      Array.isArray(expected) &&
      got.length === expected.length &&
      got.every((item, i) => sameValue(item, expected[i]))
    );
  if (got && expected && typeof got === 'object' && typeof expected === 'object') {
    const keys = Object.keys(expected as object);
    return (
      Object.keys(got as object).length === keys.length &&
      keys.every((key) => key in (got as object) && sameValue((got as never)[key], (expected as never)[key]))
    );
  }
  return got === expected;
}

/** "double(3)" or "with eggs = 14": what the case tried, in Python. */
function tried(shape: ChallengeShape, testCase: ChallengeCase): string {
  if (shape.kind === 'function') return `${shape.name}(${(testCase.args ?? []).map(pythonRepr).join(', ')})`;
  const given = Object.entries(testCase.given ?? {});
  return given.length
    ? `with ${given.map(([name, value]) => `${name} = ${pythonRepr(value)}`).join(', ')}`
    : '';
}

function shown(text: string): string {
  return text ? `\n${text}\n` : ' nothing.';
}

/** The verdict on one case from what its program reported. */
export function judgeCase(
  number: number,
  shape: ChallengeShape,
  testCase: ChallengeCase,
  report: CaseReport,
): ChallengeCaseResult {
  const test = `Test ${number}`;
  const what = tried(shape, testCase);
  if (report.error)
    return {
      passed: false,
      reason: 'error',
      line: report.error.line,
      message:
        `${test}${what ? ` (${what})` : ''}: your code stopped with an error` +
        `${report.error.line ? ` on line ${report.error.line}` : ''}: ${report.error.message}`,
    };
  if (report.missing && shape.kind === 'function')
    return {
      passed: false,
      reason: 'missing-function',
      message: `${test}: there is no function called ${shape.name}. Did you change its name?`,
    };
  if ('returns' in testCase) {
    const got = report.json === undefined ? undefined : (JSON.parse(report.json) as unknown);
    if (got === undefined || !sameValue(got, testCase.returns)) {
      const gave = report.repr === 'None' ? 'None (did you forget return?)' : (report.repr ?? 'None');
      return {
        passed: false,
        reason: 'wrong-return',
        message: `${test}: ${what} should give back ${pythonRepr(testCase.returns)}, but your function gave back ${gave}.`,
      };
    }
  }
  if (testCase.prints !== undefined) {
    const expected = normalizeOutput(testCase.prints);
    const got = normalizeOutput(report.printed ?? '');
    if (got !== expected) {
      const who =
        shape.kind === 'function'
          ? `${what} should print`
          : `${what ? `${what}, ` : ''}your program should print`;
      return {
        passed: false,
        reason: 'wrong-output',
        message: `${test}: ${who}:${shown(expected)}but it printed:${shown(got)}`.trimEnd(),
      };
    }
  }
  return { passed: true, reason: 'passed', message: `${test} passed!` };
}
