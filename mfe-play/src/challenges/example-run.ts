import type { ChallengeView } from '@pylands/contracts';
import {
  CASE_RESULT_VARIABLE,
  checkChallenge,
  type CaseReport,
  type CaseText,
  type ChallengeCaseReason,
  type ChallengeCheckResult,
  type ChallengeRunner,
} from '@pylands/python-runner/browser';

/** One example after a Run: the verdict in a child's words and what the code did. */
export interface ExampleOutcome {
  passed: boolean;
  reason: ChallengeCaseReason;
  message: string;
  /** The same words as a locale key and params, for the child's language. */
  text?: CaseText;
  /** What the code printed for this example (null: it was not run). */
  printed: string | null;
  /** A function's return value as Python writes it (null: none, or a program challenge). */
  gaveBack: string | null;
  /** The learner's line of a Python error. */
  line: number | null;
}

export interface ExamplesRun {
  passed: boolean;
  passedCount: number;
  examples: ExampleOutcome[];
}

/** The check's verdicts beside what each case's program reported (a case not run has no report). */
export function outcomesOf(check: ChallengeCheckResult, reports: (CaseReport | undefined)[]): ExamplesRun {
  return {
    passed: check.passed,
    passedCount: check.passedCount,
    examples: check.cases.map((verdict, i) => {
      const report = reports[i];
      return {
        passed: verdict.passed,
        reason: verdict.reason,
        message: verdict.message,
        text: verdict.text,
        printed: report ? (report.printed ?? '') : null,
        gaveBack: report?.repr ?? null,
        line: verdict.line ?? report?.error?.line ?? null,
      };
    }),
  };
}

/**
 * Runs the examples in the browser's worker with the challenge's own check (the same one the
 * server runs on the hidden cases), keeping what each case printed to show it.
 */
export async function runExamples(
  runner: ChallengeRunner,
  code: string,
  challenge: Pick<ChallengeView, 'shape' | 'examples'>,
): Promise<ExamplesRun> {
  const reports: (CaseReport | undefined)[] = [];
  const recording: ChallengeRunner = {
    run: async (request) => {
      const result = await runner.run(request);
      reports.push(result.variables[CASE_RESULT_VARIABLE] as CaseReport | undefined);
      return result;
    },
  };
  const check = await checkChallenge(recording, code, { shape: challenge.shape, cases: challenge.examples });
  return outcomesOf(check, reports);
}

/** The line to mark in the editor: the first example's Python error. */
export function errorLineOf(run: ExamplesRun | null): number | null {
  return run?.examples.find((e) => !e.passed && e.line !== null)?.line ?? null;
}

/** What the assistant is told went wrong: the first failing example's message. */
export function firstProblem(run: ExamplesRun | null): string | null {
  return run?.examples.find((e) => !e.passed)?.message ?? null;
}
