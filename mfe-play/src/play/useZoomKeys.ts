import { useEffect } from 'react';
import type { GameView } from '../game';
import { stepZoom } from '../game/camera/zoom';

/**
 * PageUp/PageDown step the camera through 64, 96 and 128 px per tile (doc 2 §9), from whatever
 * zoom the wheel or a pinch left, within the level's zoom range.
 */
export function useZoomKeys(view: () => GameView | null, levelZoom: number): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('.ace_editor')) return;
      const v = view();
      if (!v) return;
      e.preventDefault();
      v.setZoom(stepZoom(v.inspect().zoom, e.key === 'PageUp' ? 'in' : 'out', levelZoom));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, levelZoom]);
}
