import type { Command } from '@pylands/game-engine';

type Call = Omit<Command, 'line'>;

/** A run of a level: the commands the Python runner would hand the engine, and the final variables. */
export interface LevelRun {
  commands: Call[];
  variables: Record<string, unknown>;
}

/**
 * A wrong program and how it must end: a rule error's message key, the assign/compare key from the
 * completion check, or 'incomplete' when it just stops short of the goals.
 */
export interface WrongRun extends LevelRun {
  why: string;
  key: string;
}

const c = (name: Command['name'], ...args: unknown[]): Call => ({ name, args });
const move = (steps: number) => c('move_forward', steps);
const left = c('turn_left');
const right = c('turn_right');
const times = (n: number, calls: Call[]): Call[] => Array.from({ length: n }, () => calls).flat();

/**
 * Each level's reference solution written out by hand as the runner would produce it (the tests
 * also check these against solution.py run in CPython with a recording player module).
 */
export const SOLUTION_RUNS: Record<string, LevelRun> = {
  creative: {
    commands: [
      move(2),
      c('collect', 'star'),
      move(2),
      right,
      move(3),
      c('collect', 'star'),
      move(2),
      right,
      move(2),
      c('collect', 'star'),
      move(2),
    ],
    variables: {},
  },
  'creative-01': { commands: [move(8), right, move(3)], variables: {} },
  'intro-level1': { commands: [move(4)], variables: {} },
  'intro-level2': { commands: [move(3), right, move(4), right, move(3)], variables: {} },
  'intro-level3': {
    commands: [move(2), c('collect', 'apple'), move(2), c('collect', 'apple'), right, move(3)],
    variables: {},
  },
  'intro-level4': {
    commands: [move(3), right, move(3), left, move(3), right, move(3)],
    variables: { steps: 3 },
  },
  'intro-level5': {
    commands: [move(4), right, move(3), c('speak', 'Hello'), move(2)],
    variables: { greeting: 'Hello' },
  },
  'intro-level6': {
    commands: [move(1), right, move(2), left, move(3), right, move(4)],
    variables: { steps: 4 },
  },
  'intro-level7': {
    commands: [move(2), c('collect', 'apple'), move(2), c('collect', 'apple'), left, move(4)],
    variables: { fruit: 'apple', apples: 2 },
  },
  'operators-level1': {
    commands: [move(4), c('push'), move(1), right, move(4), c('push'), move(1), left, move(2)],
    variables: { steps: 4 },
  },
  'loops-level1': {
    commands: [...times(4, [move(1), c('collect', 'log')]), c('build', 'bridge'), move(3)],
    variables: { i: 3 },
  },
  'loops-level2': {
    commands: [move(4), right, ...times(5, [move(1), c('collect', 'coin')]), move(1)],
    variables: { coins: 5 },
  },
  'lists-level1': {
    commands: [
      move(2),
      c('collect', 'grape'),
      move(2),
      c('collect', 'empty_jar'),
      right,
      move(2),
      c('combine', ['grape', 'empty_jar']),
      move(3),
    ],
    variables: { ingredients: ['grape', 'empty_jar'], item: 'empty_jar' },
  },
  'conditions-level1': {
    commands: [
      move(3),
      c('question', 'Is the gate closed?', true),
      c('open', 'gate'),
      move(2),
      left,
      left,
      c('close', 'gate'),
      left,
      move(2),
    ],
    variables: {},
  },
  'conditions-level2': {
    commands: [move(3), c('read'), left, move(2), c('open', 'chest')],
    variables: { sign: 'left' },
  },
  'functions-level1': {
    commands: [...times(3, [move(2), c('collect', 'canteen'), left, c('water', 'tray'), right]), move(1)],
    variables: {},
  },
  'functions-level2': {
    commands: [
      move(2),
      right,
      c('display', 'Apples for sale'),
      left,
      move(3),
      right,
      c('display', 'Lost: one carrot'),
      left,
      move(2),
    ],
    variables: {},
  },
  'dictionaries-level1': {
    commands: [
      ...times(3, [move(1), c('collect', 'carrot')]),
      right,
      c('plant', { carrot: 3 }, 'carrot'),
      left,
      move(2),
    ],
    variables: { basket: { carrot: 3 }, i: 2 },
  },
  'dictionaries-level2': {
    commands: [
      move(1),
      c('collect', 'apple'),
      move(1),
      c('collect', 'apple'),
      move(1),
      c('collect', 'lemon'),
      left,
      c('place', { apple: 2, lemon: 1 }, 'apple'),
      right,
      right,
      c('place', { apple: 2, lemon: 1 }, 'lemon'),
      left,
      move(2),
    ],
    variables: { basket: { apple: 2, lemon: 1 }, fruit: 'lemon' },
  },
  'classes-level1': {
    commands: [move(5), c('write', 'Hello Tom'), right, move(3)],
    variables: {},
  },
};

/** Programs a child might write that must not complete the level, with the message they get. */
export const WRONG_RUNS: Record<string, WrongRun[]> = {
  creative: [
    {
      why: 'reaches the flag with only one star',
      commands: [move(2), c('collect', 'star'), move(2), right, move(5), right, move(4)],
      variables: {},
      key: 'incomplete',
    },
    {
      why: 'collects a star where there is none',
      commands: [move(3), c('collect', 'star')],
      variables: {},
      key: 'collect.object.position',
    },
  ],
  'creative-01': [
    { why: 'walks on into the pond', commands: [move(8), right, move(4)], variables: {}, key: 'move.wall' },
    {
      why: 'explores but never reaches the flag',
      commands: [move(4), left, move(3)],
      variables: {},
      key: 'incomplete',
    },
  ],
  'intro-level1': [{ why: 'walks past the flag', commands: [move(5)], variables: {}, key: 'move.wall' }],
  'intro-level2': [
    { why: 'turns the wrong way', commands: [move(3), left, move(2)], variables: {}, key: 'move.wall' },
  ],
  'intro-level3': [
    {
      why: 'collects where there is no apple',
      commands: [move(1), c('collect', 'apple')],
      variables: {},
      key: 'collect.object.position',
    },
  ],
  'intro-level4': [
    {
      why: 'walks 4 steps at the end instead of steps',
      commands: [move(3), right, move(3), left, move(3), right, move(4)],
      variables: { steps: 3 },
      key: 'move.wall',
    },
    {
      why: 'walks with numbers but keeps the wrong value in steps',
      commands: SOLUTION_RUNS['intro-level4'].commands,
      variables: { steps: 2 },
      key: 'assign',
    },
  ],
  'intro-level5': [
    {
      why: 'says the wrong word',
      commands: [move(4), right, move(3), c('speak', 'Bye')],
      variables: { greeting: 'Bye' },
      key: 'speak.wrongPhrase',
    },
    {
      why: 'speaks before reaching the X mark',
      commands: [move(4), c('speak', 'Hello')],
      variables: { greeting: 'Hello' },
      key: 'xmark.position',
    },
  ],
  'intro-level6': [
    {
      why: 'forgets the last steps = steps + 1',
      commands: [move(1), right, move(2), left, move(3), right, move(3)],
      variables: { steps: 3 },
      key: 'incomplete',
    },
  ],
  'intro-level7': [
    {
      why: 'counts only one apple',
      commands: SOLUTION_RUNS['intro-level7'].commands,
      variables: { fruit: 'apple', apples: 1 },
      key: 'compare',
    },
  ],
  'operators-level1': [
    { why: 'walks into the rock', commands: [move(5)], variables: {}, key: 'move.wall' },
    {
      why: 'pushes with no rock in front',
      commands: [move(3), c('push')],
      variables: {},
      key: 'push.position',
    },
  ],
  'loops-level1': [
    {
      why: 'builds with only 3 logs',
      commands: [...times(3, [move(1), c('collect', 'log')]), move(1), c('build', 'bridge')],
      variables: {},
      key: 'build.log',
    },
    {
      why: 'walks into the river before building',
      commands: [...times(4, [move(1), c('collect', 'log')]), move(1)],
      variables: {},
      key: 'move.wall',
    },
  ],
  'loops-level2': [
    {
      why: 'stops the loop one coin early',
      commands: [move(4), right, ...times(4, [move(1), c('collect', 'coin')])],
      variables: { coins: 4 },
      key: 'incomplete',
    },
  ],
  'lists-level1': [
    {
      why: 'combines without the jar in the list',
      commands: [
        move(2),
        c('collect', 'grape'),
        move(2),
        c('collect', 'empty_jar'),
        right,
        move(2),
        c('combine', ['grape']),
      ],
      variables: {},
      key: 'combine.data',
    },
  ],
  'conditions-level1': [
    {
      why: 'answers No, so the gate stays closed',
      commands: [move(3), c('question', 'Is the gate closed?', false), move(2)],
      variables: {},
      key: 'move.wall',
    },
  ],
  'conditions-level2': [
    {
      why: 'turns right without reading the sign',
      commands: [move(3), right, move(2), c('open', 'chest')],
      variables: {},
      key: 'open.position',
    },
  ],
  'functions-level1': [
    {
      why: 'waters without picking up the canteen',
      commands: [move(2), left, c('water', 'tray')],
      variables: {},
      key: 'water.canteen',
    },
  ],
  'functions-level2': [
    {
      why: 'puts the wrong notice on the first board',
      commands: [move(2), right, c('display', 'Apples')],
      variables: {},
      key: 'display.wrongMessage',
    },
  ],
  'dictionaries-level1': [
    {
      why: 'plants with a count that does not match the bag',
      commands: [...times(3, [move(1), c('collect', 'carrot')]), right, c('plant', { carrot: 2 }, 'carrot')],
      variables: {},
      key: 'plant.number',
    },
  ],
  'dictionaries-level2': [
    {
      why: 'puts the apples on the lemon stall',
      commands: [
        move(1),
        c('collect', 'apple'),
        move(1),
        c('collect', 'apple'),
        move(1),
        right,
        c('place', { apple: 2 }, 'apple'),
      ],
      variables: {},
      key: 'place.string',
    },
  ],
  'classes-level1': [
    {
      why: 'writes the message without the name',
      commands: [move(5), c('write', 'Hello ')],
      variables: {},
      key: 'write.wrongMessage',
    },
  ],
};
