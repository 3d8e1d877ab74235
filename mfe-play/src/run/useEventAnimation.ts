import { useCallback, useRef, useState } from 'react';
import type { GameEvent } from '@pylands/game-engine';
import type { GameView } from '../game';
import { markPlayback } from './mark-playback';

/**
 * Animates a run's events on the game view, highlighting each one's line. Events arrive in
 * chunks (those before a popup, then the rest): each is animated once.
 */
export function useEventAnimation(gameView: () => GameView | null, stepMs: number, onSettled?: () => void) {
  const [activeLine, setActiveLine] = useState<number | null>(null);
  /** Events of the current run already animated (the ones before an open popup). */
  const animated = useRef(0);

  const animate = useCallback(
    async (events: readonly GameEvent[], signal?: AbortSignal) => {
      const firstChunk = animated.current === 0;
      const fresh = events.slice(animated.current);
      animated.current = events.length;
      if (fresh.length === 0) return;
      await gameView()?.play(fresh, {
        stepMs,
        signal,
        onEvent: (event: GameEvent, index: number) => {
          if (firstChunk && index === 0) markPlayback('pylands:first-frame', gameView());
          setActiveLine(event.line);
          onSettled?.();
        },
      });
    },
    [gameView, stepMs, onSettled],
  );

  /** A new run starts animating from its first event. */
  const restart = useCallback(() => {
    animated.current = 0;
  }, []);

  return { activeLine, setActiveLine, animate, restart };
}
