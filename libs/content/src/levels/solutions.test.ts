import fs from 'fs';
import path from 'path';
import type { Command, Item, LevelDefinition, World } from '@pylands/game-engine';
import { collisionCells, creativeLevels, getLevel, levelsInOrder } from '../index';
import type { LevelContent } from '../index';
import { SOLUTION_RUNS, WRONG_RUNS, type LevelRun } from '../testing/solution-runs';
import { findPython, traceSolution } from '../testing/trace-solution';

// The engine is built by another package; its simulation tests run once it exports createWorld.
const engineIndex = path.join(__dirname, '../../../game-engine/src/index.ts');
type CreateWorld = (level: LevelDefinition) => World;
const createWorld: CreateWorld | undefined = fs.existsSync(engineIndex)
  ? (require('@pylands/game-engine') as { createWorld?: CreateWorld }).createWorld
  : undefined;

// The course's levels in play order, then its Creative chapter's sandbox levels.
const levels = [...levelsInOrder('python'), ...creativeLevels('python')];
const withLine = (run: LevelRun): Command[] => run.commands.map((c, i) => ({ ...c, line: i + 1 }));

/**
 * A plain walk over the map's collision cells (not the engine): where the solution ends and
 * whether it ever stepped onto a wall, a rock, a closed gate or chest, or off the map. Opening a
 * gate or building a bridge in front of the character makes that cell a way through.
 */
function walk(level: LevelContent, commands: LevelRun['commands']) {
  const walls = collisionCells(level.map);
  const cellsOf = (test: (i: Item) => boolean) =>
    new Set(level.items.filter(test).map((i) => i.position.join(',')));
  const rocks = cellsOf((i) => i.type === 'rock');
  const closed = cellsOf((i) => /gate|door|chest|oven/.test(i.type) && i.data !== 'open');
  const opened = new Set<string>();
  let [x, y] = level.start;
  let [dx, dy] = [0, -1];
  for (const c of commands) {
    const ahead = `${x + dx},${y + dy}`;
    if (c.name === 'turn_left') [dx, dy] = [dy, -dx];
    if (c.name === 'turn_right') [dx, dy] = [-dy, dx];
    if (c.name === 'push' && rocks.delete(ahead)) rocks.add(`${x + 2 * dx},${y + 2 * dy}`);
    if (c.name === 'open' || c.name === 'build') opened.add(ahead);
    if (c.name === 'close') opened.delete(ahead);
    if (c.name === 'move_forward') {
      for (let i = 0; i < ((c.args[0] as number | undefined) ?? 1); i++) {
        [x, y] = [x + dx, y + dy];
        const key = `${x},${y}`;
        const outside = x < 0 || y < 0 || x >= level.map.width || y >= level.map.height;
        const shut = (walls.has(key) || closed.has(key)) && !opened.has(key);
        if (outside || rocks.has(key) || shut) return { bumped: true, at: [x, y] };
      }
    }
  }
  return { bumped: false, at: [x, y] };
}

it('has a hand-written run for every level of the python course, creative levels included', () => {
  expect(Object.keys(SOLUTION_RUNS).sort()).toEqual(levels.map((l) => l.slug).sort());
  expect(Object.keys(WRONG_RUNS).sort()).toEqual(levels.map((l) => l.slug).sort());
});

describe.each(levels.map((l) => [l.slug, l] as const))('%s reference solution', (slug, level) => {
  const run = SOLUTION_RUNS[slug];

  it('walks the map without bumping and ends on the finish', () => {
    const result = walk(level, run.commands);
    expect(result.bumped).toBe(false);
    expect(result.at).toEqual(level.items.find((i) => i.action === 'finish')!.position);
  });

  it('bumps when the last walk goes one step too far', () => {
    const commands = run.commands.map((c) => ({ ...c }));
    const last = [...commands].reverse().find((c) => c.name === 'move_forward')!;
    last.args = [(last.args[0] as number) + 1];
    expect(walk(level, commands).bumped).toBe(true);
  });

  (findPython() ? it : it.skip)('matches what solution.py calls and leaves in its variables', () => {
    const signs = level.items.filter((i) => i.action === 'read' && i.data).map((i) => i.data!);
    const trace = traceSolution(level.solution, level.solutionAnswers, signs);
    expect(trace.commands).toEqual(run.commands);
    expect(trace.variables).toEqual(run.variables);
  });

  it('fits within maxLinesOfCode and starts from the template', () => {
    const lines = level.solution.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    expect(lines.length).toBeLessThanOrEqual(level.maxLinesOfCode ?? Infinity);
    expect(level.solution.startsWith(level.codeTemplate)).toBe(true);
  });

  it('asks one popup answer per question call', () => {
    const questions = run.commands.filter((c) => c.name === 'question').length;
    expect(level.solutionAnswers ?? []).toHaveLength(questions);
  });

  (createWorld ? it : it.skip)('completes the level in the game engine', () => {
    const world = createWorld!(level);
    for (const command of withLine(run)) {
      const event = world.apply(command);
      expect([command.name, event.error]).toEqual([command.name, undefined]);
    }
    expect(world.checkCompletion(run.variables)).toEqual({ complete: true });
  });

  (createWorld ? it : it.skip)('is not complete one command before the end', () => {
    const world = createWorld!(level);
    for (const command of withLine(run).slice(0, -1)) world.apply(command);
    expect(world.checkCompletion(run.variables).complete).toBe(false);
  });

  describe.each(WRONG_RUNS[slug].map((w) => [w.why, w] as const))('a program that %s', (_, wrong) => {
    (createWorld ? it : it.skip)(`fails with ${wrong.key}`, () => {
      const world = createWorld!(level);
      let key: string | undefined;
      for (const command of withLine(wrong)) {
        key = world.apply(command).error?.key;
        if (key) break;
      }
      if (!key) {
        const result = world.checkCompletion(wrong.variables);
        expect(result.complete).toBe(false);
        key = result.error?.key ?? 'incomplete';
      }
      expect(key).toBe(wrong.key);
    });
  });
});

it('the play order of the python course puts intro-level4 right after intro-level3', () => {
  expect(getLevel('python', 'intro-level4')?.levelIndex).toBe(3);
});
