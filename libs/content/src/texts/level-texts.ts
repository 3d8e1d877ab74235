import type { LevelContent } from '../catalog/content-types';

export interface LevelTextsIn {
  guide: string;
  hint: string;
  tutorial?: string;
  /** The language the guide is written in: the one asked for, or 'en' where it is not translated yet. */
  language: string;
}

/** A level's guide, hint and tutorial in a language, each falling back to English on its own. */
export function levelTextsIn(
  level: Pick<LevelContent, 'guide' | 'hint' | 'tutorial' | 'translations'>,
  language: string,
): LevelTextsIn {
  const translated = level.translations?.[language];
  const tutorial = translated?.tutorial ?? level.tutorial;
  return {
    guide: translated?.guide ?? level.guide,
    hint: translated?.hint ?? level.hint,
    ...(tutorial !== undefined ? { tutorial } : {}),
    language: translated?.guide !== undefined ? language : 'en',
  };
}
