import { readSpeed, stepMsFor } from './speed';

describe('game speed', () => {
  it('maps Normal, Fast and Turbo to 250, 125 and 62.5 ms per step', () => {
    expect(stepMsFor('normal')).toBe(250);
    expect(stepMsFor('fast')).toBe(125);
    expect(stepMsFor('turbo')).toBe(62.5);
  });
  it('reads the remembered speed and ignores anything unknown', () => {
    expect(readSpeed({ getItem: () => 'turbo' })).toBe('turbo');
    expect(readSpeed({ getItem: () => 'warp' })).toBe('normal');
    expect(readSpeed(null)).toBe('normal');
  });
});
