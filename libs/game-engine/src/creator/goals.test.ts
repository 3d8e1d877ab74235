import type { PlacedItem } from './draft';
import { generateGoals, withGeneratedGoals } from './goals';
import { runCommands } from '../run/run-commands';
import { buildLevel, program } from '../testing/level-builder';
import type { LevelGoal } from '../types';

let next = 0;
const item = (extra: Partial<PlacedItem> & Pick<PlacedItem, 'type'>): PlacedItem => ({
  id: `i${next++}`,
  sprite: extra.type,
  action: 'collect',
  position: { x: 1, y: 1 },
  ...extra,
});

describe('generateGoals', () => {
  it('makes one collect goal per plain item type, counting its items', () => {
    const goals = generateGoals([
      item({ type: 'apple', position: { x: 1, y: 1 } }),
      item({ type: 'egg', position: { x: 2, y: 1 } }),
      item({ type: 'apple', position: { x: 3, y: 1 } }),
    ]);
    expect(goals).toEqual([
      { type: 'apple', action: 'collect', count: 2, data: 'apple' },
      { type: 'egg', action: 'collect', count: 1, data: 'egg' },
    ]);
  });

  it('gives a speak marker a goal at its cell with its phrase, Hello when none was set', () => {
    const goals = generateGoals([
      item({ type: 'xmark', action: 'speak', position: { x: 4, y: 5 }, data: 'Good morning' }),
      item({ type: 'xmarkGold', action: 'speak', position: { x: 6, y: 2 } }),
    ]);
    expect(goals).toEqual([
      { type: 'xmark', action: 'speak', count: 1, position: [4, 5], data: 'Good morning' },
      { type: 'xmarkGold', action: 'speak', count: 1, position: [6, 2], data: 'Hello' },
    ]);
  });

  it('gives a build marker its structure, target and cost from the build dialog', () => {
    const [goal] = generateGoals([
      item({
        type: 'xmark',
        action: 'build',
        position: { x: 3, y: 3 },
        targetPosition: { x: 4, y: 3 },
        buildData: { buildType: 'bridge', displayName: 'Bridge', cost: { amount: 4, type: 'log' } },
      }),
    ]);
    expect(goal).toEqual({
      type: 'xmark',
      action: 'build',
      count: 1,
      position: [3, 3],
      data: 'bridge',
      targetPosition: [4, 3],
      cost: { amount: 4, type: 'log' },
    });
  });

  it('defaults a build target to the cell above and its cost to 4 planks', () => {
    const [goal] = generateGoals([item({ type: 'xmark', action: 'build', position: { x: 5, y: 7 } })]);
    expect(goal).toMatchObject({ targetPosition: [5, 6], cost: { amount: 4, type: 'plank' } });
  });

  it('leaves no goals for an empty map', () => {
    expect(generateGoals([])).toEqual([]);
  });
});

describe('withGeneratedGoals', () => {
  it('replaces stale goals with the ones the items ask for', () => {
    const draft = withGeneratedGoals({
      name: 'My Creative Level',
      slug: 'my-creative-level',
      course_id: 'python',
      mapPath: 'creative-01.json',
      codeTemplate: '',
      tutorial: '',
      start: [0, 0],
      items: [item({ type: 'carrot' })],
      levelGoals: [{ type: 'old', action: 'collect', count: 9 }],
      zoom: 50,
      is_public: false,
      school_visible: false,
    });
    expect(draft.levelGoals).toEqual([{ type: 'carrot', action: 'collect', count: 1, data: 'carrot' }]);
  });
});

describe('generated goals in the engine', () => {
  // Start at (2,4) facing up: two planks on the way, then a speak and a build marker at (2,1).
  const items: PlacedItem[] = [
    item({ type: 'plank', position: { x: 2, y: 3 } }),
    item({ type: 'plank', position: { x: 2, y: 2 } }),
    item({ type: 'xmark', action: 'speak', position: { x: 2, y: 1 }, data: 'Hi' }),
    item({
      type: 'xmark',
      action: 'build',
      position: { x: 2, y: 1 },
      buildData: { buildType: 'wood', displayName: 'Wood path', cost: { amount: 2, type: 'plank' } },
    }),
  ];
  const level = buildLevel({
    rows: ['.....', '.....', '.....', '.....', '..S..'],
    items: items.map((i) => ({ action: i.action, type: i.type, position: [i.position.x, i.position.y] })),
    goals: generateGoals(items) as LevelGoal[],
  });

  const solve = (phrase: string) =>
    runCommands(
      level,
      program(
        ['move_forward', 1],
        ['collect', 'plank'],
        ['move_forward', 1],
        ['collect', 'plank'],
        ['move_forward', 1],
        ['speak', phrase],
        ['build', 'wood'],
      ),
    );

  it('are met by a run that collects the items, speaks and builds at the markers', () => {
    expect(solve('Hi').completion).toEqual({ complete: true });
  });

  it('are not met when the run says another phrase', () => {
    expect(solve('Bye').completion.error?.key).toBe('speak.wrongPhrase');
  });
});
