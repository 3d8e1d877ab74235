import type { CaseReport } from './case-program';
import { caseText, englishCaseMessage, type CaseText } from './case-text';
import type {
  ChallengeCase,
  ChallengeCaseReason,
  ChallengeCaseResult,
  ChallengeShape,
} from './challenge-types';
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

/** "double(3)" (a function's call) or "eggs = 14" (a program's given values): what the case tried. */
function tried(shape: ChallengeShape, testCase: ChallengeCase): { call: string } | { given: string } | null {
  if (shape.kind === 'function')
    return { call: `${shape.name}(${(testCase.args ?? []).map(pythonRepr).join(', ')})` };
  const given = Object.entries(testCase.given ?? {});
  return given.length
    ? { given: given.map(([name, value]) => `${name} = ${pythonRepr(value)}`).join(', ') }
    : null;
}

/** A verdict with its words as a locale key and params, and in English (the server's answer). */
export function verdict(
  passed: boolean,
  reason: ChallengeCaseReason,
  text: CaseText,
  line?: number | null,
): ChallengeCaseResult {
  return { passed, reason, text, message: englishCaseMessage(text), ...(line !== undefined ? { line } : {}) };
}

/** The verdict on one case from what its program reported. */
export function judgeCase(
  number: number,
  shape: ChallengeShape,
  testCase: ChallengeCase,
  report: CaseReport,
): ChallengeCaseResult {
  const what = tried(shape, testCase);
  if (report.error) {
    const line = report.error.line;
    const name = `error${what ? 'In' : ''}${line ? 'OnLine' : ''}`;
    const params = { number, ...what, error: report.error.message, ...(line ? { line } : {}) };
    return verdict(false, 'error', caseText(name, params), line);
  }
  if (report.missing && shape.kind === 'function')
    return verdict(false, 'missing-function', caseText('missingFunction', { number, name: shape.name }));
  if ('returns' in testCase) {
    const got = report.json === undefined ? undefined : (JSON.parse(report.json) as unknown);
    if (got === undefined || !sameValue(got, testCase.returns)) {
      const expected = pythonRepr(testCase.returns);
      const params = { number, ...what, expected, got: report.repr ?? 'None' };
      return verdict(
        false,
        'wrong-return',
        caseText(report.repr === 'None' ? 'forgotReturn' : 'wrongReturn', params),
      );
    }
  }
  if (testCase.prints !== undefined) {
    const expected = normalizeOutput(testCase.prints);
    const got = normalizeOutput(report.printed ?? '');
    if (got !== expected) {
      const name = shape.kind === 'function' ? 'functionPrint' : what ? 'givenPrint' : 'programPrint';
      return verdict(false, 'wrong-output', caseText(name, { number, ...what, expected, got }));
    }
  }
  return verdict(true, 'passed', caseText('passed', { number }));
}
