/** Runs further apart than this are two stretches of play: the time between is not counted. */
export const RUN_GAP_LIMIT_MS = 10 * 60_000;
/** Each stretch of play counts this much after its last run (reading the result, the next guide). */
export const STRETCH_TAIL_MS = 60_000;

/**
 * Minutes of play estimated from the moments a child's runs started or completed (sorted or not):
 * the time between runs less than RUN_GAP_LIMIT_MS apart, plus STRETCH_TAIL_MS per stretch. The
 * play screen sends no heartbeat, so runs are the activity levels sees.
 */
export function playMinutes(moments: readonly Date[]): number {
  const times = moments.map((m) => m.getTime()).sort((a, b) => a - b);
  let total = 0;
  for (let i = 0; i < times.length; i += 1) {
    const gap = i + 1 < times.length ? times[i + 1] - times[i] : Infinity;
    total += gap < RUN_GAP_LIMIT_MS ? gap : STRETCH_TAIL_MS;
  }
  return Math.round(total / 60_000);
}
