import { useEffect } from 'react';
import type { Chapter } from '@pylands/contracts';
import { warmChapter } from '../offline/warm-chapter';

/** Once the start is over, the service worker keeps this chapter's levels for offline play. */
export function useChapterWarmup(courseId: string, chapter: Chapter | undefined, studentId: string | null) {
  const chapterSlugs = chapter?.level_data.map((l) => l.slug).join(',');
  useEffect(() => {
    if (chapterSlugs) void warmChapter(courseId, chapterSlugs.split(','), studentId);
  }, [courseId, chapterSlugs, studentId]);
}
