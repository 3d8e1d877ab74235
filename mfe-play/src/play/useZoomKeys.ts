import { useEffect, useRef } from 'react';
import { ZOOM_LEVELS, type GameView } from '../game';

/** PageUp/PageDown step the camera through 64, 96 and 128 px per tile (doc 2 §9). */
export function useZoomKeys(view: () => GameView | null): void {
  const index = useRef(0);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('.ace_editor')) return;
      e.preventDefault();
      const next = e.key === 'PageUp' ? index.current + 1 : index.current - 1;
      index.current = Math.max(0, Math.min(ZOOM_LEVELS.length - 1, next));
      view()?.setZoom(ZOOM_LEVELS[index.current]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view]);
}
