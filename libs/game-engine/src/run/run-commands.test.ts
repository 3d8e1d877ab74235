import { runCommands, mergeConstants } from './run-commands';
import { buildLevel, program } from '../testing/level-builder';
import { goal, item, ROOM } from '../testing/play';

const level = buildLevel({
  rows: ROOM,
  items: [item('finish', 'finish', [3, 1])],
  goals: [goal('finish', 'finish'), goal('compare', 'total', { variable: 'total', expectedData: 6 })],
  constants: [
    { name: 'PRICE', value: 2 },
    { name: 'FRUITS', value: ['apple'] },
  ],
});

describe('runCommands', () => {
  it('replays a run and checks completion against the variables', () => {
    const outcome = runCommands(level, program(['move_forward', 2]), { variables: { total: 6 } });
    expect(outcome.completion).toEqual({ complete: true });
    expect(outcome.events).toHaveLength(1);
  });

  it('stops at the first error and reports it as the completion error', () => {
    const outcome = runCommands(level, program(['turn_left'], ['move_forward', 9], ['turn_right']));
    expect(outcome.events.map((e) => e.command)).toEqual(['turn_left', 'move_forward']);
    expect(outcome.completion.error?.key).toBe('move.wall');
  });

  it('returns updatedConstants: the level constants with the program updates applied', () => {
    const outcome = runCommands(level, [], {
      updatedConstants: [{ name: 'FRUITS', value: ['apple', 'pear'] }],
    });
    expect(outcome.updatedConstants).toEqual([
      { name: 'PRICE', value: 2 },
      { name: 'FRUITS', value: ['apple', 'pear'] },
    ]);
    expect(outcome.world.constants()).toEqual(level.constants);
  });

  it('is deterministic across runs', () => {
    const calls = program(['move_forward'], ['speak', 'hello'], ['move_forward'], ['move_forward']);
    expect(JSON.stringify(runCommands(level, calls).events)).toBe(
      JSON.stringify(runCommands(level, calls).events),
    );
  });
});

describe('mergeConstants', () => {
  it('adds new names at the end', () => {
    expect(mergeConstants([{ name: 'A', value: 1 }], [{ name: 'B', value: 2 }])).toEqual([
      { name: 'A', value: 1 },
      { name: 'B', value: 2 },
    ]);
  });
});
