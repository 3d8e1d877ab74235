import { useEffect, useState } from 'react';
import { quizApi, useCourseData } from '@pylands/shared-ui';
import { chapterQuizAt } from '../navigation/chapter-quiz';

/**
 * The path of the chapter quiz to offer when this level is won, or null: asked of the quiz call
 * as soon as the last level of a chapter opens (a 404, no quiz, or any failure: no offer).
 */
export function useChapterQuizOffer(courseId: string, slug: string, enabled: boolean): string | null {
  const course = useCourseData(courseId);
  const target = enabled ? chapterQuizAt(course.data, courseId, slug) : null;
  const chapterId = target?.chapterId ?? null;
  const [offer, setOffer] = useState<{ key: string; path: string | null } | null>(null);
  const key = `${courseId}/${chapterId}`;
  useEffect(() => {
    if (chapterId === null) return;
    const controller = new AbortController();
    quizApi
      .view(courseId, chapterId, { signal: controller.signal })
      .then(() => setOffer({ key, path: `quiz/${courseId}/${chapterId}/question/1` }))
      .catch(() => {
        if (!controller.signal.aborted) setOffer({ key, path: null });
      });
    return () => controller.abort();
  }, [courseId, chapterId, key]);
  return chapterId !== null && offer?.key === key ? offer.path : null;
}
