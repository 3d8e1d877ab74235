import type { TiledMap } from '../types';
import { walkability, walkabilityAtBest, type PlacedWalkingObject } from './walkability';

const map: TiledMap = {
  width: 4,
  height: 3,
  tilewidth: 16,
  tileheight: 16,
  tilesets: [],
  layers: [
    {
      name: 'collisions',
      type: 'objectgroup',
      // Covers cells (1,0), (2,0) and (3,1).
      objects: [
        { x: 16, y: 0, width: 32, height: 16 },
        { x: 48, y: 16, width: 16, height: 16 },
      ],
    },
  ],
};

const object = (over: Partial<PlacedWalkingObject>): PlacedWalkingObject => ({
  action: 'open',
  type: 'door',
  position: [0, 2],
  present: true,
  ...over,
});

describe('walkability', () => {
  it('blocks collision rectangles and the outside of the map', () => {
    const walk = walkability(map, []);
    expect(walk([0, 0])).toBe(true);
    expect(walk([1, 0])).toBe(false);
    expect(walk([2, 0])).toBe(false);
    expect(walk([3, 1])).toBe(false);
    expect(walk([4, 0])).toBe(false);
    expect(walk([0, -1])).toBe(false);
  });

  it('lets an open door through a collision and stops at a closed one', () => {
    expect(walkability(map, [object({ position: [1, 0], state: 'open' })])([1, 0])).toBe(true);
    expect(walkability(map, [object({ position: [0, 2], state: 'closed' })])([0, 2])).toBe(false);
  });

  it('blocks rocks and unbuilt build targets; a built bridge is a path, a chicken house is not', () => {
    expect(walkability(map, [object({ action: 'push', type: 'rock', state: null })])([0, 2])).toBe(false);
    const bridge = object({ action: 'build', type: 'bridge', position: [3, 1], state: null });
    expect(walkability(map, [{ ...bridge, present: false }])([3, 1])).toBe(false);
    expect(walkability(map, [bridge])([3, 1])).toBe(true);
    const house = object({ action: 'build', type: 'chicken_house', position: [0, 1], state: null });
    expect(walkability(map, [house])([0, 1])).toBe(false);
  });

  it('ignores taken items', () => {
    expect(walkability(map, [object({ type: 'rock', state: null, present: false })])([0, 2])).toBe(true);
  });
});

describe('walkability at best', () => {
  it('walks through a closed door on a collision rectangle and over a rock', () => {
    const walk = walkabilityAtBest(map, [
      { action: 'open', type: 'door', position: [1, 0], data: 'closed' },
      { action: 'push', type: 'rock', position: [0, 2] },
    ]);
    expect(walk([1, 0])).toBe(true);
    expect(walk([0, 2])).toBe(true);
    expect(walk([2, 0])).toBe(false);
  });

  it('walks over a bridge still to build but never into a chicken house', () => {
    const walk = walkabilityAtBest(map, [
      { action: 'build', type: 'bridge', position: [3, 1] },
      { action: 'build', type: 'chicken_house', position: [0, 1] },
    ]);
    expect(walk([3, 1])).toBe(true);
    expect(walk([0, 1])).toBe(false);
  });
});
