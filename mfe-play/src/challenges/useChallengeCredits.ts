import { useCallback, useEffect, useState } from 'react';
import type { ChallengeRunStart } from '@pylands/contracts';
import { CHALLENGE_CREDITS_REFRESH_EVENT, levelApi, useSession } from '@pylands/shared-ui';

export interface ChallengeCredits {
  /** Today's `challenge` attempts (null until read, or when the read failed). */
  used: number | null;
  /** The limit the last run start answered (null: unlimited); undefined until a run. */
  limit: number | null | undefined;
  refresh(): void;
  /** A run start answers the new counter and the limit. */
  counted(start: ChallengeRunStart): void;
}

/**
 * `credit/challenge`: read when the page opens, when the student changes, and when the session
 * says so (choosing a student on a challenge path refreshes only these credits, doc 1 §2).
 */
export function useChallengeCredits(): ChallengeCredits {
  const [used, setUsed] = useState<number | null>(null);
  const [limit, setLimit] = useState<number | null | undefined>(undefined);
  const status = useSession((s) => s.status);
  const studentId = useSession((s) => s.user?.student_id);
  const refresh = useCallback(() => {
    levelApi
      .credit('challenge')
      .then((record) => setUsed(record.counter))
      .catch(() => setUsed(null));
  }, []);
  useEffect(() => {
    setLimit(undefined);
    if (status === 'anonymous' || status === 'signed-in') refresh();
  }, [status, studentId, refresh]);
  useEffect(() => {
    window.addEventListener(CHALLENGE_CREDITS_REFRESH_EVENT, refresh);
    return () => window.removeEventListener(CHALLENGE_CREDITS_REFRESH_EVENT, refresh);
  }, [refresh]);
  const counted = useCallback((start: ChallengeRunStart) => {
    setUsed(start.counter);
    setLimit(start.limit);
  }, []);
  return { used, limit, refresh, counted };
}
