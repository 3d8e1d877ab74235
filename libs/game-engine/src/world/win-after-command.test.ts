import { createWorld } from './create-world';
import { buildLevel, program } from '../testing/level-builder';
import { goal, item, ROOM } from '../testing/play';
import { runCommands } from '../run/run-commands';
import type { LevelGoal } from '../types';

// The player starts at (3,3) facing up; the finish flag is two cells ahead.
const levelWith = (...goals: LevelGoal[]) =>
  buildLevel({ rows: ROOM, items: [item('finish', 'finish', [3, 1])], goals });
const finish = goal('finish', 'finish');

describe('winAfterCommand (§4: the level is won the moment its goals are met)', () => {
  it('wins at the command that meets the last scored goal', () => {
    const world = createWorld(levelWith(finish));
    world.apply({ name: 'move_forward', args: [1], line: 1 });
    expect(world.winAfterCommand(() => ({}))).toBe(false);
    world.apply({ name: 'move_forward', args: [1], line: 2 });
    expect(world.winAfterCommand(() => ({}))).toBe(true);
    expect(world.won).toBe(true);
    expect(world.checkCompletion({})).toEqual({ complete: true });
  });

  it('refuses every command after the win, so nothing later can fail the level', () => {
    const world = createWorld(levelWith(finish));
    world.apply({ name: 'move_forward', args: [2], line: 1 });
    world.winAfterCommand(() => ({}));
    expect(() => world.apply({ name: 'move_forward', args: [10], line: 2 })).toThrow(/level is complete/);
    expect(world.events).toHaveLength(1);
  });

  it('checks variable goals against the variables at that moment, and only then reads them', () => {
    const world = createWorld(
      levelWith(
        finish,
        goal('assign', 'apple', { variable: 'apples', depends: { type: 'apple', count: 3 } }),
      ),
    );
    const read = jest.fn(() => ({ apples: 3 }));
    world.apply({ name: 'move_forward', args: [1], line: 1 });
    expect(world.winAfterCommand(read)).toBe(false);
    expect(read).not.toHaveBeenCalled();
    world.apply({ name: 'move_forward', args: [1], line: 2 });
    expect(world.winAfterCommand(read)).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps playing when the goals are met but a variable is not yet right', () => {
    const world = createWorld(
      levelWith(finish, goal('compare', 'total', { variable: 'total', expectedData: 6 })),
    );
    world.apply({ name: 'move_forward', args: [2], line: 1 });
    expect(world.winAfterCommand(() => ({ total: 5 }))).toBe(false);
    world.apply({ name: 'turn_left', args: [], line: 2 });
    expect(world.winAfterCommand(() => ({ total: 6 }))).toBe(true);
  });

  it('never wins mid-run on a level without scored goals (creative levels, variable-only levels)', () => {
    const world = createWorld(buildLevel({ rows: ROOM, goals: [] }));
    world.apply({ name: 'move_forward', args: [1], line: 1 });
    expect(world.winAfterCommand(() => ({}))).toBe(false);
    expect(world.won).toBe(false);
  });

  it('does not win after a broken rule', () => {
    const world = createWorld(levelWith(finish));
    world.apply({ name: 'turn_left', args: [], line: 1 });
    world.apply({ name: 'move_forward', args: [9], line: 2 });
    expect(world.winAfterCommand(() => ({}))).toBe(false);
  });
});

describe('runCommands applies the same rule', () => {
  it('completes a run whose later commands would break a rule', () => {
    const outcome = runCommands(levelWith(finish), program(['move_forward', 2], ['move_forward', 10]));
    expect(outcome.completion).toEqual({ complete: true });
    expect(outcome.events.map((e) => e.line)).toEqual([1]);
  });

  it('still fails a run that breaks a rule before the goal', () => {
    const outcome = runCommands(
      levelWith(finish),
      program(['turn_left'], ['move_forward', 9], ['turn_right'], ['move_forward', 2]),
    );
    expect(outcome.completion.error?.key).toBe('move.wall');
  });
});
