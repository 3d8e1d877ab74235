import type { LevelContent } from '@pylands/content';
import type { TiledMap } from '@pylands/game-engine';
import { reachableCells, unreachableGoals } from './goal-reach';

/** 5×1 corridor: a wall rectangle over (2,0) cuts it in two; the player starts at (0,0). */
const map: TiledMap = {
  width: 5,
  height: 1,
  tilewidth: 16,
  tileheight: 16,
  tilesets: [],
  layers: [{ name: 'collisions', type: 'objectgroup', objects: [{ x: 32, y: 0, width: 16, height: 16 }] }],
};

type Reach = Pick<LevelContent, 'map' | 'items' | 'start' | 'levelGoals'>;
const level = (over: Partial<Reach>): Reach => ({ map, start: [0, 0], items: [], levelGoals: [], ...over });

describe('goal reach', () => {
  it('stops at a wall', () => {
    expect([...reachableCells(level({}))].sort()).toEqual(['0,0', '1,0']);
    expect(
      unreachableGoals(level({ levelGoals: [{ action: 'speak', type: 'xmark', position: [3, 0] }] })),
    ).toEqual(['goal 1 (speak xmark): 3,0 cannot be reached']);
  });

  it('passes a gate in the wall, which the run can open', () => {
    const gate = { action: 'open', type: 'gate', position: [2, 0] as [number, number], data: 'closed' };
    expect(reachableCells(level({ items: [gate] })).has('4,0')).toBe(true);
    expect(
      unreachableGoals(
        level({
          items: [gate, { action: 'finish', type: 'finish', position: [4, 0] }],
          levelGoals: [{ action: 'finish', type: 'finish' }],
        }),
      ),
    ).toEqual([]);
  });

  it('counts only the items that can be reached', () => {
    const apple = (x: number) => ({ action: 'collect', type: 'apple', position: [x, 0] as [number, number] });
    expect(
      unreachableGoals(
        level({ items: [apple(1), apple(3)], levelGoals: [{ action: 'collect', type: 'apple', count: 2 }] }),
      ),
    ).toEqual(['goal 1 (collect apple): only 1 of 2 apple can be reached']);
  });

  it('wants a target next to the standing cell', () => {
    expect(
      unreachableGoals(
        level({ levelGoals: [{ action: 'open', type: 'chest', position: [0, 0], targetPosition: [3, 0] }] }),
      ),
    ).toEqual(['goal 1 (open chest): target 3,0 is not next to 0,0']);
  });
});
