import { createWorld } from './create-world';
import { buildLevel } from '../testing/level-builder';
import { goal, item, ROOM } from '../testing/play';
import type { Command, LevelDefinition } from '../types';

const level = (): LevelDefinition =>
  buildLevel({
    rows: ROOM,
    items: [item('collect', 'apple', [3, 2]), item('finish', 'finish', [1, 1])],
    goals: [goal('collect', 'apple', { data: 'apple' }), goal('finish', 'finish')],
    constants: [{ name: 'SPEED', value: 3 }],
  });

const cmd = (name: Command['name'], args: unknown[] = [], line: number | null = 1): Command => ({
  name,
  args,
  line,
});

describe('createWorld', () => {
  it('starts at the level start facing up (0,-1)', () => {
    const world = createWorld(level());
    expect(world.player).toEqual({ x: 3, y: 3, rotationX: 0, rotationY: -1 });
    expect(world.events).toEqual([]);
    expect(world.goals()).toEqual([
      { type: 'apple', action: 'collect', score: 0, maxScore: 1 },
      { type: 'finish', action: 'finish', score: 0, maxScore: 1 },
    ]);
  });

  it('records every event with its line, from/to, path, changes, goals and inventory after it', () => {
    const world = createWorld(level());
    world.apply(cmd('move_forward', [1], 4));
    const event = world.apply(cmd('collect', ['apple'], 5));
    expect(event).toEqual({
      id: 2,
      command: 'collect',
      args: ['apple'],
      line: 5,
      from: { x: 3, y: 2, rotationX: 0, rotationY: -1 },
      to: { x: 3, y: 2, rotationX: 0, rotationY: -1 },
      path: [],
      changes: [{ itemIndex: 0, kind: 'removed', position: [3, 2], itemType: 'apple' }],
      goals: [
        { type: 'apple', action: 'collect', score: 1, maxScore: 1 },
        { type: 'finish', action: 'finish', score: 0, maxScore: 1 },
      ],
      inventory: [{ type: 'apple', count: 1 }],
    });
    expect(world.events.map((e) => e.line)).toEqual([4, 5]);
  });

  it('refuses further commands after an error event, with a clear Error', () => {
    const world = createWorld(level());
    const bump = world.apply(cmd('move_forward', [9]));
    expect(bump.error?.key).toBe('move.wall');
    expect(world.stoppedBy).toEqual(bump.error);
    expect(() => world.apply(cmd('turn_left'))).toThrow(/stopped after the error "move\.wall"/);
    expect(world.events).toHaveLength(1);
    expect(world.checkCompletion({})).toEqual({ complete: false, error: bump.error });
  });

  it('an unknown command is the default game error', () => {
    const world = createWorld(level());
    const event = world.apply({ name: 'fly' as Command['name'], args: [], line: 2 });
    expect(event.error).toEqual({ key: 'game.error', message: 'Unexpected game error' });
  });

  it('copies arguments so later changes by the caller do not alter events', () => {
    const world = createWorld(level());
    const args = [['apple']];
    world.apply(cmd('speak', args));
    (args[0] as string[]).push('pear');
    expect(world.events[0].args).toEqual([['apple']]);
  });

  it('completes only when every goal is met', () => {
    const world = createWorld(level());
    world.apply(cmd('move_forward'));
    world.apply(cmd('collect', ['apple']));
    expect(world.checkCompletion({}).complete).toBe(false);
    world.apply(cmd('move_forward'));
    world.apply(cmd('turn_left'));
    world.apply(cmd('move_forward', [2]));
    expect(world.goals().every((g) => g.score === g.maxScore)).toBe(true);
    expect(world.checkCompletion({})).toEqual({ complete: true });
  });

  it("gives the level's constants as copies", () => {
    const world = createWorld(level());
    const constants = world.constants();
    expect(constants).toEqual([{ name: 'SPEED', value: 3 }]);
    constants[0].value = 99;
    expect(world.constants()).toEqual([{ name: 'SPEED', value: 3 }]);
  });

  it('does not change the level definition it was given', () => {
    const definition = level();
    const before = JSON.stringify(definition);
    const world = createWorld(definition);
    world.apply(cmd('move_forward'));
    world.apply(cmd('collect', ['apple']));
    expect(JSON.stringify(definition)).toBe(before);
  });

  it('is deterministic: the same level and commands give the same events byte for byte', () => {
    const calls: Command[] = [
      cmd('move_forward', [1], 1),
      cmd('collect', ['apple'], 2),
      cmd('turn_left', [], 3),
      cmd('speak', ['hi'], 4),
      cmd('move_forward', [5], 5),
    ];
    const run = () => {
      const world = createWorld(level());
      for (const c of calls) world.apply(c);
      return JSON.stringify({
        events: world.events,
        objects: world.objects(),
        done: world.checkCompletion({}),
      });
    };
    const first = run();
    expect(first).toContain('move.wall');
    expect(run()).toBe(first);
  });
});
