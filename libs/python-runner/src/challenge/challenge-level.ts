import type { LevelDefinition } from '@pylands/game-engine';

/**
 * The runner always plays a level; a challenge is plain Python, so it gets an empty 1×1 field
 * with no goals, items or constants (the program never calls the player module).
 */
export const CHALLENGE_LEVEL: LevelDefinition = {
  map: {
    width: 1,
    height: 1,
    tilewidth: 16,
    tileheight: 16,
    layers: [{ name: 'ground_tiles', type: 'tilelayer', width: 1, height: 1, data: [1] }],
    tilesets: [{ firstgid: 1, source: 'terrain.tsj' }],
  },
  start: [0, 0],
  zoom: 1,
  items: [],
  levelGoals: [],
  constants: [],
};
