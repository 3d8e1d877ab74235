import { creativeLevels, levelsInOrder, listCourses } from '../index';
import type { LevelContent } from '../index';
import { collisionCells } from '@pylands/game-engine';
import { validateLevel } from './validate-level';

const courseLevels = listCourses().flatMap((c) => levelsInOrder(c.id));
const sandboxLevels = listCourses().flatMap((c) => creativeLevels(c.id));
const allLevels = [...courseLevels, ...sandboxLevels];
const copy = (level: LevelContent): LevelContent => JSON.parse(JSON.stringify(level)) as LevelContent;
const intro1 = allLevels.find((l) => l.slug === 'intro-level1')!;

describe('every shipped level', () => {
  it.each(allLevels.map((l) => [l.slug, l] as const))(
    '%s has a sound map, start, items and goals',
    (_, level) => {
      expect(validateLevel(level)).toEqual([]);
    },
  );

  // As large as the level's idea needs (the camera follows), within what a child can take in.
  it.each(courseLevels.map((l) => [l.slug, l] as const))('%s is between 8×6 and 40×30 cells', (_, level) => {
    expect(level.map.width).toBeGreaterThanOrEqual(8);
    expect(level.map.height).toBeGreaterThanOrEqual(6);
    expect(level.map.width).toBeLessThanOrEqual(40);
    expect(level.map.height).toBeLessThanOrEqual(30);
  });

  // Sandboxes may be roomier (the creator's default field is 16×12) but stay mostly open grass.
  it.each(sandboxLevels.map((l) => [l.slug, l] as const))(
    '%s is an open sandbox of at most 16×12 with a finish',
    (_, level) => {
      expect(level.map.width).toBeLessThanOrEqual(16);
      expect(level.map.height).toBeLessThanOrEqual(12);
      expect(collisionCells(level.map).size).toBeLessThan((level.map.width * level.map.height) / 3);
      expect(level.items.some((i) => i.action === 'finish')).toBe(true);
    },
  );
});

describe('validateLevel', () => {
  it('reports a missing layer', () => {
    const level = copy(intro1);
    level.map.layers = level.map.layers.filter((l) => l.name !== 'top_layer');
    expect(validateLevel(level)).toContain('missing tile layer top_layer');
  });

  it('reports layer data of the wrong length and unknown gids', () => {
    const level = copy(intro1);
    level.map.layers[0].data = [...level.map.layers[0].data!, 1];
    level.map.layers[1].data![0] = 99999;
    const problems = validateLevel(level);
    expect(problems.some((p) => p.startsWith('layer ground_tiles has'))).toBe(true);
    expect(problems.some((p) => p.includes('gids missing') && p.includes('99999'))).toBe(true);
  });

  it('reports a start on a wall, items outside the map and missing sprites', () => {
    const level = copy(intro1);
    level.start = [0, 0];
    level.items.push({ action: 'collect', type: 'unicorn', position: [50, 2] });
    const problems = validateLevel(level);
    expect(problems).toContain('start at 0,0 is on a wall');
    expect(problems).toContain('item 1 (unicorn) at 50,2 is outside the map');
    expect(problems).toContain('item 1 sprite unicorn.png not found');
  });

  it('lets a structure to build stand on a wall but no other item', () => {
    const level = copy(intro1);
    const wall = [...collisionCells(level.map)][0].split(',').map(Number) as [number, number];
    level.items.push({ action: 'build', type: 'bridge', position: wall });
    expect(validateLevel(level)).toEqual([]);
    level.items.push({ action: 'collect', type: 'apple', position: wall });
    expect(validateLevel(level)).toContain(`item 2 (apple) at ${wall.join(',')} is on a wall`);
  });

  it('reports goals that need more items than the level has', () => {
    const level = copy(intro1);
    level.levelGoals.push({ type: 'apple', action: 'collect', count: 2 });
    expect(validateLevel(level)).toContain('goal collect apple needs 2 items, the level has 0');
  });
});
