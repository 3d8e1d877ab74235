import { useCallback, useEffect, useState } from 'react';
import type { ChallengeList } from '@pylands/contracts';
import { challengeApi, useSession } from '@pylands/shared-ui';

export type ListLoad =
  { status: 'loading' } | { status: 'ready'; list: ChallengeList } | { status: 'error'; error: unknown };

/** GET level/challenges, again when the chosen student changes (their checks are different). */
export function useChallengeList(): { load: ListLoad; retry(): void } {
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const studentId = useSession((s) => s.user?.student_id ?? null);
  const sessionKnown = useSession((s) => s.status === 'anonymous' || s.status === 'signed-in');
  useEffect(() => {
    if (!sessionKnown) return;
    const controller = new AbortController();
    challengeApi.list({ signal: controller.signal }).then(
      (list) => !controller.signal.aborted && setLoad({ status: 'ready', list }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [studentId, sessionKnown, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, retry };
}
