import { getCourse } from '../catalog/catalog';
import type { LevelContent } from '../catalog/content-types';
import { levelTextsIn } from './level-texts';

/** The issue's languages for the first two Beginner chapters' guides, hints and tutorials. */
const GUIDE_LANGUAGES = ['es', 'fr', 'de', 'pt', 'zh', 'ar', 'hi'];

const fences = (markdown: string) => markdown.match(/```[\s\S]*?```/g) ?? [];

describe('levelTextsIn', () => {
  const level = {
    guide: 'Walk.',
    hint: 'Two steps.',
    tutorial: 'Numbers.',
    translations: { es: { guide: 'Camina.', hint: 'Dos pasos.' } },
  };

  it('gives each text in the language, and the English one where that text is not translated', () => {
    expect(levelTextsIn(level, 'es')).toEqual({
      guide: 'Camina.',
      hint: 'Dos pasos.',
      tutorial: 'Numbers.',
      language: 'es',
    });
  });

  it('says the guide is English for a language without a translation', () => {
    expect(levelTextsIn(level, 'ja')).toEqual({
      guide: 'Walk.',
      hint: 'Two steps.',
      tutorial: 'Numbers.',
      language: 'en',
    });
  });
});

describe('Beginner chapters 1 and 2 in the guide languages', () => {
  const levels: LevelContent[] = getCourse('python')!
    .chapters.slice(0, 2)
    .flatMap((c) => c.levels);

  it.each(GUIDE_LANGUAGES)('%s has every guide, hint and tutorial, with the same code', (language) => {
    const problems: string[] = [];
    for (const level of levels) {
      const texts = level.translations?.[language];
      if (!texts?.guide || !texts.hint)
        problems.push(`${level.slug}: guide.${language}.md or hint.${language}.md missing`);
      if (level.tutorial && !texts?.tutorial) problems.push(`${level.slug}: tutorial.${language}.md missing`);
      // Code examples are Python the child may copy: they stay exactly the English guide's.
      if (texts?.guide && JSON.stringify(fences(texts.guide)) !== JSON.stringify(fences(level.guide)))
        problems.push(`${level.slug}: guide.${language}.md code blocks differ from guide.md`);
      if (
        texts?.tutorial &&
        JSON.stringify(fences(texts.tutorial)) !== JSON.stringify(fences(level.tutorial ?? ''))
      )
        problems.push(`${level.slug}: tutorial.${language}.md code blocks differ from tutorial.md`);
      for (const text of Object.values(texts ?? {}))
        if (text === level.guide || text === level.hint || text === level.tutorial)
          problems.push(`${level.slug}: a ${language} text is still the English one`);
    }
    expect(problems).toEqual([]);
  });
});
