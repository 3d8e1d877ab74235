import { formatMessage, isMessageKey, MESSAGE_TEXTS } from './messages';

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

  it('uses the exact English the spec gives', () => {
    expect(MESSAGE_TEXTS['game.error']).toBe('Unexpected game error');
    expect(MESSAGE_TEXTS['open.error']).toBe('Unexpected game error 111');
    expect(MESSAGE_TEXTS['push.collision']).toBe('You can not push the object further in this direction.');
    expect(MESSAGE_TEXTS.assign).toBe(
      'The value of {name} is not equal to the variable value required in the level.',
    );
    expect(MESSAGE_TEXTS.compare).toBe(
      'The value of {name} is not equal to the expected value. Please check if you removed proper items.',
    );
  });

  it('move.wall is the spec sentence followed by guidance on move_forward and turning', () => {
    const [first, ...rest] = MESSAGE_TEXTS['move.wall'].split('. ');
    expect(`${first}.`).toBe('Wrong way, you bumped into a wall.');
    const guidance = rest.join('. ');
    expect(guidance).toContain('move_forward()');
    expect(guidance).toMatch(/turn_left\(\)|turn_right\(\)/);
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
    expect(formatMessage('compare')).toContain('{name}');
    expect(formatMessage('no.such.key')).toBe('Unexpected game error');
  });
});
