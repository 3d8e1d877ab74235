import { getLevel } from '@pylands/content';
import { localeTexts } from '@pylands/common';
import { levelTip } from './level-tutor';
import { inLanguage } from './tutor-text';

// The built-in tutor writes in the child's interface language, from the same locale files as the
// screens; English outside `inLanguage` and for a language it does not know.
const level = getLevel('python', 'intro-level1')!;
const P = 'from player import *\n\n';
const stoppedShort = {
  level,
  code: P,
  error: { message: null, key: null, line: null },
  position: level.start,
  facing: [0, -1] as [number, number],
};

describe('tips in the child language', () => {
  it.each(['de', 'ja', 'ar'])('writes a child’s tip in %s', (language) => {
    const tip = inLanguage(language, () => levelTip(stoppedShort, 1));
    expect(tip.text).toBe(localeTexts(language).t('tips.level.endedEarly'));
    expect(tip.text).not.toBe(levelTip(stoppedShort, 1).text);
    // Its teaching first tip too.
    const first = inLanguage(language, () => levelTip(stoppedShort, 0));
    expect(first.text).toContain(localeTexts(language).t('tips.level.whatNext'));
  });

  it('writes English without a language, and for one it does not know', () => {
    const english =
      'Your program ended before the level was finished. Read the goals in the guide and add the next step at the end.';
    expect(levelTip(stoppedShort, 1).text).toBe(english);
    expect(inLanguage('tlh', () => levelTip(stoppedShort, 1)).text).toBe(english);
  });

  it('names a rule broken in the child language too', () => {
    const tip = inLanguage('de', () =>
      levelTip(
        {
          ...stoppedShort,
          code: `${P}move_forward(9)\n`,
          error: { message: 'wall', key: 'place.data', line: 3 },
        },
        1,
      ),
    );
    const de = localeTexts('de');
    expect(tip.text).toBe(de.t('tips.level.ruleAt', { message: de.t('game.place.data'), line: 3 }));
    expect(tip.text).toContain(de.t('game.place.data'));
  });
});
