import { engineGoalsOf, engineItemsOf } from './placed-items';

describe('engineItemsOf: the creator’s placed items as the engine’s items', () => {
  it('keeps a collectable on its cell with its sprite', () => {
    expect(
      engineItemsOf([
        { id: 'a', sprite: 'apple', type: 'apple', action: 'collect', position: { x: 3, y: 4 } },
      ]),
    ).toEqual([{ action: 'collect', type: 'apple', sprite: 'apple', position: [3, 4] }]);
  });

  it('puts a build marker’s structure on its target cell, and a speak marker as its X mark style', () => {
    expect(
      engineItemsOf([
        {
          action: 'build',
          type: 'xmark',
          position: { x: 2, y: 5 },
          targetPosition: { x: 2, y: 4 },
          buildData: { buildType: 'bridge', displayName: 'Bridge', cost: { amount: 4, type: 'plank' } },
        },
        { action: 'speak', type: 'xmark', xmarkType: 'xmarkGold', position: { x: 6, y: 1 }, data: 'Hello' },
      ]),
    ).toEqual([
      { action: 'build', type: 'bridge', position: [2, 4] },
      { action: 'speak', type: 'xmarkGold', position: [6, 1] },
    ]);
  });

  it('passes items already in the engine’s form and drops items without a cell', () => {
    expect(
      engineItemsOf([
        { action: 'collect', type: 'log', position: [1, 1] },
        { action: 'collect', type: 'log', position: { x: 'a', y: 1 } },
        { action: 'collect', position: [2, 2] },
      ]),
    ).toEqual([{ action: 'collect', type: 'log', position: [1, 1] }]);
  });
});

describe('engineGoalsOf', () => {
  it('writes goal cells as [x, y] and keeps the rest of the goal', () => {
    expect(
      engineGoalsOf([
        {
          type: 'bridge',
          action: 'build',
          position: { x: 2, y: 5 },
          targetPosition: [2, 4],
          cost: { type: 'plank', amount: 4 },
        },
        { type: 'apple', action: 'collect', count: 2, position: 'nowhere' },
      ]),
    ).toEqual([
      {
        type: 'bridge',
        action: 'build',
        position: [2, 5],
        targetPosition: [2, 4],
        cost: { type: 'plank', amount: 4 },
      },
      { type: 'apple', action: 'collect', count: 2 },
    ]);
  });
});
