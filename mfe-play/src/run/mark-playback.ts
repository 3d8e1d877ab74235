import type { GameView } from '../game';

/**
 * A performance mark carrying the view's own playback clock (kaplay's game time, in which every
 * step is animated) and the step duration it plays at: tests read how long a walk took on that
 * clock and at what speed, which a busy machine does not change the way it stretches wall time,
 * and whether the character glided or jumped (reduced motion).
 */
export function markPlayback(name: string, view: GameView | null): void {
  const state = view?.inspect();
  performance.mark(name, {
    detail: { clockMs: state?.clockMs ?? null, stepMs: state?.stepMs ?? null, motion: state?.motion ?? null },
  });
}
