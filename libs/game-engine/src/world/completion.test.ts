import { createWorld } from './create-world';
import { deepEqual } from './completion';
import { buildLevel } from '../testing/level-builder';
import { goal, ROOM } from '../testing/play';
import type { LevelGoal } from '../types';

const worldWith = (...goals: LevelGoal[]) => createWorld(buildLevel({ rows: ROOM, goals }));

describe('checkCompletion: assign goals (§5 "Variable goals")', () => {
  const assignCount = goal('assign', 'apple', { variable: 'apples', depends: { type: 'apple', count: 3 } });

  it('passes when the variable equals depends.count', () => {
    expect(worldWith(assignCount).checkCompletion({ apples: 3 })).toEqual({ complete: true });
  });

  it('fails with the assign message naming the variable when the number differs', () => {
    expect(worldWith(assignCount).checkCompletion({ apples: 2 })).toEqual({
      complete: false,
      error: {
        key: 'assign',
        params: { name: 'apples' },
        message: 'The value of apples is not equal to the variable value required in the level.',
      },
    });
  });

  it('fails when the variable is missing', () => {
    expect(worldWith(assignCount).checkCompletion({}).error?.key).toBe('assign');
  });

  it('compares text values with depends.type, case-insensitive', () => {
    const fruit = goal('assign', 'fruit', { variable: 'fruit', depends: { type: 'Apple', count: 1 } });
    expect(worldWith(fruit).checkCompletion({ fruit: 'aPPLE' }).complete).toBe(true);
    expect(worldWith(fruit).checkCompletion({ fruit: 'pear' }).error?.key).toBe('assign');
  });

  it('marks a met assign goal as scored', () => {
    const world = worldWith(assignCount);
    expect(world.goals()[0].score).toBe(0);
    world.checkCompletion({ apples: 3 });
    expect(world.goals()[0]).toEqual({ type: 'apple', action: 'assign', score: 1, maxScore: 1 });
  });
});

describe('checkCompletion: compare goals (§5 "Compare goals")', () => {
  const basket = goal('compare', 'basket', { variable: 'basket', expectedData: ['apple', { pear: 2 }] });

  it('passes when the named variable deep-equals expectedData', () => {
    expect(worldWith(basket).checkCompletion({ basket: ['apple', { pear: 2 }] }).complete).toBe(true);
  });

  it('fails with the compare message when it differs', () => {
    expect(worldWith(basket).checkCompletion({ basket: ['apple', { pear: 3 }] })).toEqual({
      complete: false,
      error: {
        key: 'compare',
        params: { name: 'basket' },
        message:
          'The value of basket is not equal to the expected value. Please check if you removed proper items.',
      },
    });
  });

  it('skips an undefined variable', () => {
    expect(worldWith(basket).checkCompletion({}).complete).toBe(true);
  });

  it('checks assign goals before compare goals', () => {
    const assign = goal('assign', 'n', { variable: 'n', depends: { type: 'n', count: 1 } });
    expect(worldWith(basket, assign).checkCompletion({ n: 0, basket: [] }).error?.key).toBe('assign');
  });
});

describe('checkCompletion: scored goals first', () => {
  it('does not check variables until every scored goal is at its maxScore', () => {
    const world = worldWith(
      goal('speak', 'speak', { data: 'Hi', position: [3, 3], count: 2 }),
      goal('assign', 'n', { variable: 'n', depends: { type: 'n', count: 1 } }),
    );
    expect(world.checkCompletion({ n: 0 })).toEqual({ complete: false });
    world.apply({ name: 'speak', args: ['Hi'], line: 1 });
    expect(world.checkCompletion({ n: 0 })).toEqual({ complete: false });
    world.apply({ name: 'speak', args: ['Hi'], line: 2 });
    expect(world.goals()[0]).toMatchObject({ score: 2, maxScore: 2 });
    expect(world.checkCompletion({ n: 0 }).error?.key).toBe('assign');
    expect(world.checkCompletion({ n: 1 }).complete).toBe(true);
  });

  it('takes maxScore from maxScore, else count, else 1, and score from score', () => {
    const world = worldWith(
      goal('collect', 'a', { maxScore: 5, count: 2 }),
      goal('collect', 'b', { count: 2, score: 1 }),
      goal('collect', 'c'),
    );
    expect(world.goals().map((g) => [g.score, g.maxScore])).toEqual([
      [0, 5],
      [1, 2],
      [0, 1],
    ]);
  });
});

describe('deepEqual', () => {
  it('compares nested lists and dicts by value', () => {
    expect(deepEqual({ a: [1, 2], b: null }, { b: null, a: [1, 2] })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual('1', 1)).toBe(false);
  });
});
