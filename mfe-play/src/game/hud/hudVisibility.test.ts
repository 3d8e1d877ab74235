import type { Item, LevelGoal } from '@pylands/game-engine';
import { showsHud } from './hudVisibility';

const apple = (x: number): Item => ({ action: 'collect', type: 'apple', position: [x, 0] });
const collect: LevelGoal = { type: 'apple', action: 'collect', count: 1 };

describe('showsHud', () => {
  it('shows when some goal is collect and some goal has a cost (spec rule)', () => {
    const build: LevelGoal = { type: 'bridge', action: 'build', cost: { type: 'log', amount: 4 } };
    expect(showsHud({ items: [apple(0)], levelGoals: [collect, build] })).toBe(true);
  });

  it('otherwise shows for collect goals only with more than one collect item', () => {
    expect(showsHud({ items: [apple(0)], levelGoals: [collect] })).toBe(false);
    expect(showsHud({ items: [apple(0), apple(1)], levelGoals: [collect] })).toBe(true);
  });

  it('never shows without a collect goal', () => {
    const build: LevelGoal = { type: 'bridge', action: 'build', cost: { type: 'log', amount: 4 } };
    expect(showsHud({ items: [apple(0), apple(1)], levelGoals: [build] })).toBe(false);
  });
});
