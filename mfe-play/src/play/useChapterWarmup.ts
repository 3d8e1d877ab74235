import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chapter } from '@pylands/contracts';
import { warmChapter } from '../offline/warm-chapter';

/** Once the start is over, the service worker keeps this chapter's levels for offline play. */
export function useChapterWarmup(courseId: string, chapter: Chapter | undefined, studentId: string | null) {
  const chapterSlugs = chapter?.level_data.map((l) => l.slug).join(',');
  // The addresses the play screen reads in this language (the guides are translated).
  const language = useTranslation().i18n.language;
  useEffect(() => {
    if (chapterSlugs) void warmChapter(courseId, chapterSlugs.split(','), studentId, language);
  }, [courseId, chapterSlugs, studentId, language]);
}
