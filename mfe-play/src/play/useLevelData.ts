import { useEffect, useState } from 'react';
import type { LevelData } from '@pylands/contracts';
import { api, ApiError, useSession } from '@pylands/shared-ui';

export type LevelLoad =
  { status: 'loading' } | { status: 'ready'; level: LevelData } | { status: 'error'; error: unknown };

/** Level data for the play screen; fetched again when the session's data version moves. */
export function useLevelData(courseId: string, levelSlug: string, userId?: string): LevelLoad {
  const version = useSession((s) => s.dataVersion);
  const sessionReady = useSession((s) => s.status === 'signed-in' || s.status === 'anonymous');
  const [state, setState] = useState<LevelLoad>({ status: 'loading' });
  useEffect(() => {
    if (!sessionReady) return;
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' && s.level.slug === levelSlug ? s : { status: 'loading' }));
    api
      .get<LevelData>(`level/data/${encodeURIComponent(courseId)}/${encodeURIComponent(levelSlug)}`, {
        query: { user_id: userId },
        signal: controller.signal,
      })
      .then((level) => setState({ status: 'ready', level }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [courseId, levelSlug, userId, version, sessionReady]);
  return state;
}

export function levelErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
