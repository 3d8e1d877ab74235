import { bubbleDurationMs, speedFactor } from './timing';

describe('timing', () => {
  it('keeps a speech bubble 2500 ms plus 50 ms per character beyond the tenth', () => {
    expect(bubbleDurationMs('Hello')).toBe(2500);
    expect(bubbleDurationMs('0123456789')).toBe(2500);
    expect(bubbleDurationMs('Hello, little bunny!')).toBe(3000);
  });

  it('computes the speed factor as base duration over chosen duration', () => {
    expect(speedFactor(250)).toBe(1);
    expect(speedFactor(125)).toBe(2);
    expect(speedFactor(62.5)).toBe(4);
  });
});
