import { getLevel } from '@pylands/content';
import type { LevelFacts } from './level-facts';
import { variableTip, variableTipFor } from './variable-tip';

/** conditions-level4 checks that `lefts` holds 3 when the program ends. */
const level = getLevel('python', 'conditions-level4')!;
const P = 'from player import *\n\n';
const factsFor = (code: string): LevelFacts => ({
  level,
  code,
  error: { message: null, key: 'assign', line: null },
  position: level.start,
  facing: [0, -1],
});

describe('the tip for a variable the level checks', () => {
  it('a plain value is replaced by the one the level expects', () => {
    const tip = variableTip(factsFor(`${P}lefts = 2\nmove_forward(4)\n`), 'lefts');
    expect(tip.line_number).toBe(3);
    expect(tip.text).toBe(
      'Check lefts on line 3: when the program ends, lefts must hold a different value. Read the guide again.',
    );
    expect(tip.code_to_modify).toBe('lefts = 3');
  });

  it('a computed value is pointed at but not replaced', () => {
    const code = `${P}lefts = 0\nfor i in range(5):\n    lefts = lefts + 2\n`;
    const tip = variableTip(factsFor(code), 'lefts');
    expect(tip.line_number).toBe(5);
    expect(tip.resulted_code).toBe(code);
  });

  it('a missing variable is to be created after the last line', () => {
    const tip = variableTip(factsFor(`${P}move_forward(4)\n`), 'lefts');
    expect(tip.line_number).toBe(4);
    expect(tip.text).toBe(
      'The level checks a variable called lefts. Create it with lefts = ... and give it the right value.',
    );
  });

  it('the variable is read from the completion message', () => {
    expect(
      variableTipFor(
        factsFor(`${P}lefts = 2\n`),
        'The value of lefts is not equal to the variable value required in the level.',
      )?.code_to_modify,
    ).toBe('lefts = 3');
    expect(variableTipFor(factsFor(`${P}lefts = 2\n`), 'The level is not finished.')).toBeNull();
  });
});
