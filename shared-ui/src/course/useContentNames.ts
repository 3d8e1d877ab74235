import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chapterNameKey, courseNameKey, levelNameKey } from './content-name-keys';

export interface ContentNames {
  course(courseId: string, english: string): string;
  chapter(courseId: string, chapterId: number, english: string): string;
  level(courseId: string, slug: string, english: string): string;
}

/**
 * Course, chapter and level names in the interface's language; the API's English name where the
 * locale files have none (a creative level's own name, a course added later).
 */
export function useContentNames(): ContentNames {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const named = (key: string | null, english: string) => (key && i18n.exists(key) ? t(key) : english);
    return {
      course: (courseId, english) => named(courseNameKey(courseId), english),
      chapter: (courseId, chapterId, english) => named(chapterNameKey(courseId, chapterId), english),
      level: (courseId, slug, english) => named(levelNameKey(courseId, slug), english),
    };
    // The language is what changes the answers (t may keep its identity across languages).
  }, [t, i18n, i18n.language]);
}
