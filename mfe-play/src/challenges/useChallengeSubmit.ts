import { useCallback, useState } from 'react';
import type { ChallengeSubmitResponse } from '@pylands/contracts';
import { ApiError, challengeApi } from '@pylands/shared-ui';

export type SubmitState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; verdict: ChallengeSubmitResponse }
  | { status: 'failed'; message: string | null };

/**
 * Submit: the server runs every hidden case; its verdict is the only one that marks a solve.
 * `onAnswered` hears the code the server checked (and now keeps as last_code).
 */
export function useChallengeSubmit(slug: string, onSolved: () => void, onAnswered: (code: string) => void) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const submit = useCallback(
    async (code: string) => {
      setState({ status: 'checking' });
      try {
        const verdict = await challengeApi.submit(slug, code);
        setState({ status: 'done', verdict });
        onAnswered(code);
        if (verdict.solved) onSolved();
      } catch (error) {
        setState({ status: 'failed', message: error instanceof ApiError ? (error.detail ?? null) : null });
      }
    },
    [slug, onSolved, onAnswered],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, submit, reset };
}
