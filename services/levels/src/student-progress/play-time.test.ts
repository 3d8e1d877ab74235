import { playMinutes } from './play-time';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

describe('playMinutes', () => {
  it('is zero without runs', () => {
    expect(playMinutes([])).toBe(0);
  });

  it('counts one minute for a single run', () => {
    expect(playMinutes([at(0)])).toBe(1);
  });

  it('counts the time between close runs, in any order, plus a minute at the end', () => {
    expect(playMinutes([at(9), at(0), at(4)])).toBe(10);
  });

  it('does not count a long pause between two stretches of play', () => {
    expect(playMinutes([at(0), at(3), at(40), at(42)])).toBe(3 + 1 + 2 + 1);
  });
});
