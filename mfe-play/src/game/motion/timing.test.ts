import { actionPauseMs, bubbleDurationMs, speedFactor } from './timing';

describe('timing', () => {
  it('keeps a speech bubble 2500 ms plus 50 ms per character beyond the tenth', () => {
    expect(bubbleDurationMs('Hello')).toBe(2500);
    expect(bubbleDurationMs('0123456789')).toBe(2500);
    expect(bubbleDurationMs('Hello, little bunny!')).toBe(3000);
  });

  it('scales action pauses with the speed menu', () => {
    expect(speedFactor(125)).toBe(2);
    expect(actionPauseMs('collect', 250)).toBe(500);
    expect(actionPauseMs('collect', 62.5)).toBe(125);
    expect(actionPauseMs('water', 125)).toBe(1500);
  });
});
