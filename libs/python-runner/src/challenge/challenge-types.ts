import type { RunRequest, RunResult } from '../protocol/run-types';
import type { CaseText } from './case-text';

/**
 * The runner's own view of a challenge's checks (issue 23). @pylands/content's challenge files
 * have this shape; the runner does not depend on content, so the browser bundle stays small.
 */
export type ChallengeShape = { kind: 'function'; name: string } | { kind: 'program'; given: string[] };

/** One hidden test: the `given` variables or the function's `args`, and what must come out. */
export interface ChallengeCase {
  given?: Record<string, unknown>;
  args?: unknown[];
  /** The value the function must return (compared as JSON; numbers within 1e-9). */
  returns?: unknown;
  /** The text the program must print (spaces at line ends and blank lines at the end ignored). */
  prints?: string;
}

export interface ChallengeTests {
  shape: ChallengeShape;
  cases: ChallengeCase[];
}

/** Why a case passed or failed, for a page that words it in the child's language. */
export type ChallengeCaseReason =
  | 'passed'
  | 'wrong-return'
  | 'wrong-output'
  | 'error'
  | 'missing-function'
  | 'timeout'
  | 'stopped'
  | 'not-run';

export interface ChallengeCaseResult {
  passed: boolean;
  reason: ChallengeCaseReason;
  /** The words as a locale key and params: pages show them in the child's language. */
  text: CaseText;
  /** Child-friendly English (from en.json): what was expected and what came out. */
  message: string;
  /** The learner's line of a Python error, 1-based. */
  line?: number | null;
}

export interface ChallengeCheckResult {
  /** Every case passed: the challenge is solved. */
  passed: boolean;
  passedCount: number;
  cases: ChallengeCaseResult[];
}

/** Anything that runs a program: a browser or Node Runner, or the server's RunnerPool. */
export interface ChallengeRunner {
  run(request: RunRequest): Promise<RunResult>;
}

export interface ChallengeCheckOptions {
  /** Per case; the runner's RUN_TIMEOUT_MS by default. */
  timeoutMs?: number;
}
