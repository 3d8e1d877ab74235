import { OUT_OF_ATTEMPTS_MESSAGE } from '@pylands/contracts';
import { answered } from '../run/completion-refusal';

/** What a refused run start means for the page. */
export type RunStartProblem =
  { kind: 'out-of-attempts' } | { kind: 'locked' } | { kind: 'message'; text: string | null };

/**
 * 403 past the day's attempts opens the sign-up / upgrade dialog the levels use (doc 2 §8);
 * 402 is a closed chapter; anything else is shown as the server's words (null: a generic line).
 */
export function runStartProblem(error: unknown): RunStartProblem {
  if (!answered(error)) return { kind: 'message', text: null };
  if (error.status === 403 && (!error.detail || error.detail === OUT_OF_ATTEMPTS_MESSAGE))
    return { kind: 'out-of-attempts' };
  if (error.status === 402) return { kind: 'locked' };
  return { kind: 'message', text: error.detail ?? null };
}
