import { RUN_TIMEOUT_MS } from '../protocol/limits';
import type { RunResult } from '../protocol/run-types';
import { CASE_RESULT_VARIABLE, caseProgram, type CaseReport } from './case-program';
import { CHALLENGE_LEVEL } from './challenge-level';
import type {
  ChallengeCaseResult,
  ChallengeCheckOptions,
  ChallengeCheckResult,
  ChallengeRunner,
  ChallengeTests,
} from './challenge-types';
import { caseText } from './case-text';
import { judgeCase, verdict } from './judge-case';

/** A run that did not end on its own: the time-out or the Stop button. */
function unfinished(number: number, result: RunResult, timeoutMs: number): ChallengeCaseResult | undefined {
  if (result.timedOut)
    return verdict(false, 'timeout', caseText('timeout', { number, count: timeoutMs / 1000 }));
  if (result.stopped) return verdict(false, 'stopped', caseText('stopped', { number }));
  return undefined;
}

/**
 * Runs `code` against each hidden test case, one run per case with the runner's time-out, in the
 * browser's worker or on the server (any Runner, or the server's RunnerPool). After a time-out
 * or a stop, the other cases are not run: the worker is being replaced, and the child has a loop
 * to fix first.
 */
export async function checkChallenge(
  runner: ChallengeRunner,
  code: string,
  tests: ChallengeTests,
  options: ChallengeCheckOptions = {},
): Promise<ChallengeCheckResult> {
  const timeoutMs = options.timeoutMs ?? RUN_TIMEOUT_MS;
  const cases: ChallengeCaseResult[] = [];
  let halted = false;
  for (const [i, testCase] of tests.cases.entries()) {
    const number = i + 1;
    if (halted) {
      cases.push(verdict(false, 'not-run', caseText('notRun', { number })));
      continue;
    }
    const result = await runner.run({
      code: caseProgram(code, tests.shape, testCase),
      level: CHALLENGE_LEVEL,
      timeoutMs,
      seed: 1,
    });
    const stopped = unfinished(number, result, timeoutMs);
    if (stopped) {
      halted = true;
      cases.push(stopped);
      continue;
    }
    const report = result.variables[CASE_RESULT_VARIABLE] as CaseReport | undefined;
    // No report: the program broke out of the case's own checks (it cannot by mistake).
    cases.push(
      report
        ? judgeCase(number, tests.shape, testCase, report)
        : verdict(false, 'error', caseText('crashed', { number })),
    );
  }
  const passedCount = cases.filter((c) => c.passed).length;
  return { passed: passedCount === cases.length && cases.length > 0, passedCount, cases };
}
