/** Spec constants (doc 2 §9). */
export const BASE_STEP_MS = 250;
export const SPEED_STEP_MS = { normal: 250, fast: 125, turbo: 62.5 } as const;
export const CHARACTER_FRAME_MS = 300;
export const FOOTSTEP_INTERVAL_MS = 150;
export const FOOTSTEP_OPACITY = 0.75;
/** How long a footstep stays visible before it has faded (not in the spec; short enough to read as a trail). */
export const FOOTSTEP_FADE_MS = 1600;
export const BUBBLE_BASE_MS = 2500;
export const BUBBLE_MS_PER_EXTRA_CHAR = 50;
export const BUBBLE_FREE_CHARS = 10;
export const BUBBLE_MAX_WIDTH_PX = 200;

/** Speech bubble time: 2500 ms plus 50 ms per character beyond the tenth. */
export function bubbleDurationMs(text: string): number {
  const length = Array.from(text).length;
  return BUBBLE_BASE_MS + BUBBLE_MS_PER_EXTRA_CHAR * Math.max(0, length - BUBBLE_FREE_CHARS);
}

/** Speed factor = base duration / chosen duration (doc 2 §9). */
export function speedFactor(stepMs: number): number {
  return BASE_STEP_MS / stepMs;
}
