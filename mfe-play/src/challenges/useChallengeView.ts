import { useCallback, useEffect, useState } from 'react';
import type { ChallengeList, ChallengeSummary, ChallengeView } from '@pylands/contracts';
import { challengeApi } from '@pylands/shared-ui';
import { answered } from '../run/completion-refusal';

export type ViewLoad =
  | { status: 'loading' }
  | { status: 'ready'; view: ChallengeView; list: ChallengeList | null }
  /** 402: its chapter is not open; the list's row still names it. */
  | { status: 'locked'; summary: ChallengeSummary | null }
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
    // The list adds the next link (and a locked challenge's name): the page works without it.
    const list = challengeApi.list({ signal: controller.signal }).catch(() => null);
    challengeApi.challenge(slug, { signal: controller.signal }).then(
      async (view) => {
        const challenges = await list;
        if (!controller.signal.aborted) setLoad({ status: 'ready', view, list: challenges });
      },
      async (error: unknown) => {
        const locked = answered(error) && error.status === 402;
        const summary = locked ? ((await list)?.challenges.find((c) => c.slug === slug) ?? null) : null;
        if (controller.signal.aborted) return;
        setLoad(locked ? { status: 'locked', summary } : { status: 'error', error });
      },
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
