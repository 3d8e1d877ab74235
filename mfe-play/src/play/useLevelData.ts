import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LevelData } from '@pylands/contracts';
import { ApiError, levelApi, useContentNames, useSession } from '@pylands/shared-ui';

export type LevelLoad =
  | { status: 'loading' }
  /** `studentId`: whose code and progress `level` carries (the session's student when fetched). */
  | { status: 'ready'; level: LevelData; studentId: string | null }
  | { status: 'error'; error: unknown };

/**
 * Level data for the play screen; fetched again when the session's data version moves. Another
 * student chosen shows the loader until their own data arrives: a sibling's code never shows.
 */
export function useLevelData(courseId: string, levelSlug: string, userId?: string): LevelLoad {
  const version = useSession((s) => s.dataVersion);
  const sessionReady = useSession((s) => s.status === 'signed-in' || s.status === 'anonymous');
  const studentId = useSession((s) => s.user?.student_id ?? null);
  // The guide, hint and tutorial come in the interface's language where the level is translated.
  const language = useTranslation().i18n.language;
  const [state, setState] = useState<LevelLoad>({ status: 'loading' });
  useEffect(() => {
    if (!sessionReady) return;
    const controller = new AbortController();
    setState((s) =>
      s.status === 'ready' && s.level.slug === levelSlug && s.studentId === studentId
        ? s
        : { status: 'loading' },
    );
    levelApi
      .data(courseId, levelSlug, userId, { signal: controller.signal, language })
      .then((level) => setState({ status: 'ready', level, studentId }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [courseId, levelSlug, userId, version, sessionReady, studentId, language]);
  const names = useContentNames();
  // The level's and its chapter's names in the interface's language, like the sidebar's.
  return useMemo(
    () =>
      state.status === 'ready'
        ? {
            ...state,
            level: {
              ...state.level,
              name: names.level(courseId, state.level.slug, state.level.name),
              chapter_name: names.chapter(courseId, state.level.chapter_id, state.level.chapter_name),
            },
          }
        : state,
    [state, names, courseId],
  );
}

export function levelErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
