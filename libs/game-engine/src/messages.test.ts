import { formatMessage, isMessageKey, MESSAGE_KEYS, MESSAGE_TEXTS } from './messages';
import en from '../../../shared-ui/locales/en.json';
import { createWorld } from './world/create-world';
import { buildLevel } from './testing/level-builder';
import { goal, item, play, ROOM } from './testing/play';
import type { CommandName } from './types';

/** Every message key named in document 2, §8 (plus the build and water cost-type keys). */
const SPEC_KEYS = [
  'move.wall',
  'push.position',
  'push.collision',
  'xmark.position',
  'build.position',
  'build.data',
  'build.log',
  'build.plank',
  'build.grain',
  'build.stone',
  'close.position',
  'open.position',
  'collect.object.data',
  'collect.object.position',
  'collect.water.data',
  'collect.water.position',
  'water.position',
  'water.canteen',
  'place.data',
  'place.position',
  'place.number',
  'place.string',
  'place.collect',
  'plant.object',
  'plant.position',
  'plant.number',
  'plant.string',
  'plant.collect',
  'combine.position',
  'combine.collect',
  'display.position',
  'display.wrongMessage',
  'question.position',
  'question.wrongMessage',
  'question.data',
  'read.position',
  'speak.position',
  'speak.wrongPhrase',
  'speak.data',
  'write.position',
  'write.wrongMessage',
  'write.data',
  'assign',
  'compare',
];

describe('MESSAGE_TEXTS', () => {
  it.each(SPEC_KEYS)('has a sentence for %s', (key) => {
    expect(isMessageKey(key)).toBe(true);
    const text = (MESSAGE_TEXTS as Record<string, string>)[key];
    expect(text).toMatch(/^[A-Za-z].*[.!?]$/);
    expect(text.length).toBeGreaterThan(15);
  });

  it('a command the engine does not know ends the run with the spec default game error', () => {
    const world = createWorld(buildLevel({ rows: ROOM, goals: [] }));
    const event = world.apply({ name: 'fly' as CommandName, args: [], line: 1 });
    expect(event.error).toEqual({ key: 'game.error', message: 'Unexpected game error' });
  });

  it('opening something that is not a door, gate, chest or oven ends with the spec open error', () => {
    const { last } = play(
      {
        rows: ROOM,
        items: [item('open', 'crate', [3, 2])],
        goals: [goal('open', 'crate', { data: 'crate', position: [3, 3], targetPosition: [3, 2] })],
      },
      [['open', 'crate']],
    );
    expect(last.error).toEqual({ key: 'open.error', message: 'Unexpected game error 111' });
  });

  it('move.wall is the spec sentence followed by guidance on move_forward and turning', () => {
    const [first, ...rest] = MESSAGE_TEXTS['move.wall'].split('. ');
    expect(`${first}.`).toBe('Wrong way, you bumped into a wall.');
    const guidance = rest.join('. ');
    expect(guidance).toContain('move_forward()');
    expect(guidance).toMatch(/turn_left\(\)|turn_right\(\)/);
  });

  it('takes every text from en.json as game.<key>, with i18next placeholders', () => {
    const locale = en as Record<string, string>;
    for (const key of MESSAGE_KEYS) {
      expect(locale[`game.${key}`]).toBe(MESSAGE_TEXTS[key]);
      expect(MESSAGE_TEXTS[key]).not.toMatch(/(^|[^{])\{\w+\}/);
    }
    expect(MESSAGE_TEXTS['build.log']).toContain('{{amount}}');
  });

  it('has no two keys with the same text (each tells the child something different)', () => {
    const texts = Object.values(MESSAGE_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage('assign', { name: 'apples' })).toBe(
      'The value of apples is not equal to the variable value required in the level.',
    );
    expect(formatMessage('build.log', { amount: 4 })).toBe(
      'You need 4 logs to build this. Collect more logs first.',
    );
  });

  it('leaves unknown placeholders as they are and gives the default text for unknown keys', () => {
    expect(formatMessage('compare')).toContain('{{name}}');
    expect(formatMessage('no.such.key')).toBe('Unexpected game error');
  });
});
