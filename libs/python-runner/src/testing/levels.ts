import type { Item, LevelDefinition } from '@pylands/game-engine';

/** An open 5×5 field with no walls inside; the start is the bottom-middle cell facing up. */
export function openField(constants: LevelDefinition['constants'] = [], items: Item[] = []): LevelDefinition {
  return {
    map: {
      width: 5,
      height: 5,
      tilewidth: 16,
      tileheight: 16,
      layers: [{ name: 'ground_tiles', type: 'tilelayer', width: 5, height: 5, data: new Array(25).fill(1) }],
      tilesets: [{ firstgid: 1, source: 'terrain.tsj' }],
    },
    start: [2, 4],
    zoom: 1,
    items,
    levelGoals: [],
    constants,
  };
}

/** The open field with a sign two cells ahead of the start (read it after one step). */
export function signField(text: string): LevelDefinition {
  return openField([], [{ action: 'read', type: 'sign', data: text, position: [2, 2] }]);
}

/**
 * The open field with a finish flag two cells ahead of the start: `move_forward(2)` wins it.
 * Extra goals (assign, compare) can be added.
 */
export function flagField(extraGoals: LevelDefinition['levelGoals'] = []): LevelDefinition {
  return {
    ...openField([], [{ action: 'finish', type: 'finish', position: [2, 2] }]),
    levelGoals: [{ type: 'finish', action: 'finish', count: 1 }, ...extraGoals],
  };
}
