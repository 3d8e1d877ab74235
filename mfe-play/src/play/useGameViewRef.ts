import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameView } from '../game';

/**
 * The mounted game view, for the run flow and the dialogs, and a live text description of the
 * character and goals for screen readers (refreshed by `describeScene`).
 */
export function useGameViewRef() {
  const view = useRef<GameView | null>(null);
  const onView = useCallback((v: GameView | null) => {
    view.current = v;
  }, []);
  const getView = useCallback(() => view.current, []);
  const { t } = useTranslation();
  const [sceneText, setSceneText] = useState('');
  const describeScene = useCallback(
    () => setSceneText(view.current?.describe((key, values) => t(key, values ?? {})) ?? ''),
    [t],
  );
  return { getView, onView, sceneText, describeScene };
}
