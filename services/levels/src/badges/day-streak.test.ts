import { longestDayStreak } from './day-streak';

describe('longestDayStreak', () => {
  it('counts consecutive UTC days across a month end, ignoring repeats and order', () => {
    expect(
      longestDayStreak(['2026-11-02', '2026-10-31', '2026-11-01', '2026-11-01', '2026-10-30', '2026-11-05']),
    ).toBe(4);
  });

  it('is 0 without days and 1 for days with gaps between them', () => {
    expect(longestDayStreak([])).toBe(0);
    expect(longestDayStreak(['2026-01-01', '2026-01-03', '2026-01-05'])).toBe(1);
  });
});
