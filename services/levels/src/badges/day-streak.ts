const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest run of consecutive calendar days among `YYYY-MM-DD` dates (any order, repeats allowed). */
export function longestDayStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].map((day) => Date.parse(`${day}T00:00:00Z`)).sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    run = i > 0 && sorted[i] - sorted[i - 1] === DAY_MS ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}
