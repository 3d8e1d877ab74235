import type { RunResult } from '@pylands/python-runner/browser';
import { ApiError, creativeApi } from '@pylands/shared-ui';

/** What the server said about the creator's solving run in Preview. */
export type ProofOutcome = { status: 'proven' } | { status: 'refused'; message: string | null };

/**
 * Sends the creator's winning run of their own level as its proof (`level/creative/{slug}/proof`):
 * the server replays it with the same engine and seed; 422 names the goal it found unmet.
 */
export async function sendProof(
  slug: string,
  courseId: string,
  code: string,
  result: Pick<RunResult, 'seed' | 'answers'>,
): Promise<ProofOutcome> {
  try {
    await creativeApi.proof(slug, courseId, { code, seed: result.seed, answers: result.answers });
    return { status: 'proven' };
  } catch (error) {
    console.error('The proof was not stored', error);
    return { status: 'refused', message: error instanceof ApiError ? (error.detail ?? null) : null };
  }
}
