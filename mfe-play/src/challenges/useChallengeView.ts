import { useCallback, useEffect, useState } from 'react';
import type { ChallengeList, ChallengeView } from '@pylands/contracts';
import { challengeApi } from '@pylands/shared-ui';

export type ViewLoad =
  | { status: 'loading' }
  | { status: 'ready'; view: ChallengeView; list: ChallengeList | null }
  | { status: 'error'; error: unknown };

/**
 * One challenge and the list (for "Next challenge"), read once per slug. Not again when a student
 * is chosen on this page: then only the credits refresh (doc 1 §2) and the child's code stays.
 */
export function useChallengeView(slug: string): { load: ViewLoad; retry(): void; markSolved(): void } {
  const [load, setLoad] = useState<ViewLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    Promise.all([
      challengeApi.challenge(slug, { signal: controller.signal }),
      // The list only adds the next link: the page works without it.
      challengeApi.list({ signal: controller.signal }).catch(() => null),
    ]).then(
      ([view, list]) => !controller.signal.aborted && setLoad({ status: 'ready', view, list }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [slug, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // After a verified solve the page shows the check without asking again.
  const markSolved = useCallback(
    () =>
      setLoad((current) =>
        current.status === 'ready'
          ? {
              ...current,
              view: { ...current.view, solved: true },
              list: current.list && {
                ...current.list,
                challenges: current.list.challenges.map((c) =>
                  c.slug === slug ? { ...c, solved: true } : c,
                ),
              },
            }
          : current,
      ),
    [slug],
  );
  return { load, retry, markSolved };
}
