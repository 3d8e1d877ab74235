import { createWorld } from '../world/create-world';
import { buildLevel } from '../testing/level-builder';
import { goal, pile, play, ROOM } from '../testing/play';
import { goalProgressAtStart } from './goal-book';

// ROOM starts the player on (3,3): plain collect goals take the items under the player.
const HERE: [number, number] = [3, 3];

const level = {
  rows: ROOM,
  items: pile('apple', 3, HERE),
  goals: [
    goal('collect', 'apple', { count: 3 }),
    goal('collect', 'carrot', { maxScore: 2, count: 5 }),
    goal('finish', 'finish'),
  ],
};

describe('goal progress at the start', () => {
  it('gives every goal zero of its maxScore, else its count, else 1', () => {
    expect(goalProgressAtStart(level.goals)).toEqual([
      { type: 'apple', action: 'collect', score: 0, maxScore: 3 },
      { type: 'carrot', action: 'collect', score: 0, maxScore: 2 },
      { type: 'finish', action: 'finish', score: 0, maxScore: 1 },
    ]);
  });

  it('is what a new world of the level reports before any command', () => {
    expect(createWorld(buildLevel(level)).goals()).toEqual(goalProgressAtStart(level.goals));
  });

  it('starts from a score the level sets, which collecting then raises', () => {
    const preset = [goal('collect', 'apple', { count: 3, score: 1 })];
    expect(goalProgressAtStart(preset)[0].score).toBe(1);
    const { world } = play({ ...level, goals: preset }, [['collect', 'apple']]);
    expect(world.goals()[0]).toEqual({ type: 'apple', action: 'collect', score: 2, maxScore: 3 });
  });
});
