import { getLevel } from '@pylands/content';
import { levelDefinitionOf, runCommands, type CommandName } from '@pylands/game-engine';
import { actionsOf, divergenceOf, turnsBetween } from './run-actions';

const level = levelDefinitionOf(getLevel('python', 'intro-level2')!);
const eventsOf = (...calls: [CommandName, ...unknown[]][]) =>
  runCommands(
    level,
    calls.map(([name, ...args], i) => ({ name, args, line: i + 3 })),
  ).events;

describe('a run as the tutor sees it', () => {
  it('turns that bring the character back to where it faced leave no action', () => {
    const actions = actionsOf(
      eventsOf(['move_forward', 1], ['turn_left'], ['turn_right'], ['move_forward', 1]),
    );
    expect(actions.map((a) => a.kind)).toEqual(['step', 'step']);
  });

  it('a wall bumped after some steps is one step per cell and a blocked action', () => {
    const actions = actionsOf(eventsOf(['move_forward', 5]));
    expect(actions.map((a) => a.kind)).toEqual(['step', 'step', 'step', 'blocked']);
  });

  it('the first difference from the reference run is the first wrong turn', () => {
    const solution = eventsOf(['move_forward', 3], ['turn_right'], ['move_forward', 4]);
    const learner = eventsOf(['move_forward', 3], ['turn_left'], ['move_forward', 4]);
    const { k, mine, next } = divergenceOf(learner, solution);
    expect(k).toBe(3);
    expect(mine?.kind === 'face' && mine.event.line).toBe(4);
    expect(next?.kind).toBe('face');
  });
});

describe('the turns from one facing to another (the engine turns them)', () => {
  it.each([
    { from: [0, -1], to: [1, 0], turns: ['turn_right()'] },
    { from: [0, -1], to: [-1, 0], turns: ['turn_left()'] },
    { from: [1, 0], to: [0, 1], turns: ['turn_right()'] },
    { from: [0, -1], to: [0, 1], turns: ['turn_right()', 'turn_right()'] },
    { from: [0, 1], to: [0, 1], turns: [] },
  ] as { from: [number, number]; to: [number, number]; turns: string[] }[])(
    '$from to $to: $turns',
    ({ from, to, turns }) => {
      expect(turnsBetween(from, to)).toEqual(turns);
    },
  );
});
