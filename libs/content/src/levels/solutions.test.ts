import fs from 'fs';
import path from 'path';
import type { Command, LevelDefinition, World } from '@pylands/game-engine';
import { collisionCells, getLevel } from '../index';

/**
 * Each level's reference solution as the command list the Python runner would produce, written by
 * hand (the runner is tested elsewhere); the test also checks the list matches solution.py.
 */
const SOLUTIONS: Record<string, Omit<Command, 'line'>[]> = {
  'intro-level1': [{ name: 'move_forward', args: [4] }],
  'intro-level2': [
    { name: 'move_forward', args: [3] },
    { name: 'turn_right', args: [] },
    { name: 'move_forward', args: [4] },
    { name: 'turn_right', args: [] },
    { name: 'move_forward', args: [3] },
  ],
  'intro-level3': [
    { name: 'move_forward', args: [2] },
    { name: 'collect', args: ['apple'] },
    { name: 'move_forward', args: [2] },
    { name: 'collect', args: ['apple'] },
    { name: 'turn_right', args: [] },
    { name: 'move_forward', args: [3] },
  ],
};

/** The calls in a straight-line solution file, with their line numbers. */
function callsIn(source: string): Command[] {
  return source.split('\n').flatMap((text, i) => {
    const m = /^(\w+)\((.*)\)\s*$/.exec(text.trim());
    if (!m) return [];
    const args = m[2] ? (JSON.parse(`[${m[2]}]`) as unknown[]) : [];
    return [{ name: m[1] as Command['name'], args, line: i + 1 }];
  });
}

// The engine is built by another package; its simulation tests run once it exports createWorld.
const engineIndex = path.join(__dirname, '../../../game-engine/src/index.ts');
type CreateWorld = (level: LevelDefinition) => World;
const createWorld: CreateWorld | undefined = fs.existsSync(engineIndex)
  ? (require('@pylands/game-engine') as { createWorld?: CreateWorld }).createWorld
  : undefined;

/**
 * A plain walk over the map's collision cells (not the engine): where the solution ends, what it
 * picked up and whether it ever stepped onto a wall or off the map.
 */
function walk(level: LevelDefinition, commands: Omit<Command, 'line'>[]) {
  const walls = collisionCells(level.map);
  let [x, y] = level.start;
  let [dx, dy] = [0, -1];
  const collected: string[] = [];
  for (const c of commands) {
    if (c.name === 'turn_left') [dx, dy] = [dy, -dx];
    if (c.name === 'turn_right') [dx, dy] = [-dy, dx];
    if (c.name === 'move_forward') {
      for (let i = 0; i < ((c.args[0] as number | undefined) ?? 1); i++) {
        [x, y] = [x + dx, y + dy];
        const outside = x < 0 || y < 0 || x >= level.map.width || y >= level.map.height;
        if (outside || walls.has(`${x},${y}`)) return { bumped: true, at: [x, y], collected };
      }
    }
    if (c.name === 'collect') {
      const item = level.items.find(
        (it) => it.action === 'collect' && it.position[0] === x && it.position[1] === y,
      );
      if (item?.type === c.args[0]) collected.push(item.type);
    }
  }
  return { bumped: false, at: [x, y], collected };
}

describe.each(Object.keys(SOLUTIONS))('%s reference solution', (slug) => {
  const level = getLevel('python', slug)!;

  it('walks the path without bumping, collects every collect goal and ends on the finish', () => {
    const result = walk(level, SOLUTIONS[slug]);
    expect(result.bumped).toBe(false);
    const finish = level.items.find((i) => i.action === 'finish')!;
    expect(result.at).toEqual(finish.position);
    for (const goal of level.levelGoals.filter((g) => g.action === 'collect')) {
      expect(result.collected.filter((t) => t === goal.type).length).toBe(goal.count ?? 1);
    }
  });

  it('bumps when the last walk goes one step too far', () => {
    const commands = SOLUTIONS[slug].map((c) => ({ ...c }));
    const last = commands[commands.length - 1];
    last.args = [(last.args[0] as number) + 1];
    expect(walk(level, commands).bumped).toBe(true);
  });

  it('matches the commands of solution.py', () => {
    expect(callsIn(level.solution).map(({ name, args }) => ({ name, args }))).toEqual(SOLUTIONS[slug]);
  });

  it('fits within maxLinesOfCode', () => {
    const lines = level.solution.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    expect(lines.length).toBeLessThanOrEqual(level.maxLinesOfCode ?? Infinity);
  });

  (createWorld ? it : it.skip)('completes the level in the game engine', () => {
    const world = createWorld!(level);
    for (const command of callsIn(level.solution)) {
      const event = world.apply(command);
      expect(event.error).toBeUndefined();
    }
    expect(world.checkCompletion({}).complete).toBe(true);
  });

  (createWorld ? it : it.skip)('is not complete before the last command, and a wrong turn bumps', () => {
    const calls = callsIn(level.solution);
    const partial = createWorld!(level);
    for (const command of calls.slice(0, -1)) partial.apply(command);
    expect(partial.checkCompletion({}).complete).toBe(false);

    // Turning left at the start and walking leaves the path: the walls make that bump.
    const wrong = createWorld!(level);
    wrong.apply({ name: 'turn_left', args: [], line: 1 });
    const bump = wrong.apply({ name: 'move_forward', args: [3], line: 2 });
    expect(bump.error?.key).toBe('move.wall');
  });
});
