import type { CourseData } from '@pylands/contracts';

/**
 * The quiz a level's completion can offer: every student may take any chapter's quiz, offered at
 * the end of the chapter (issue 23), so only the last level of a chapter has one. Whether the
 * chapter has a quiz at all is the server's answer (the quiz call's 404), not known here.
 */
export function chapterQuizAt(
  course: CourseData | null,
  courseId: string,
  slug: string,
): { chapterId: number; path: string } | null {
  const chapter = course?.chapters.find((c) => c.level_data.some((l) => l.slug === slug));
  if (!chapter || chapter.level_data[chapter.level_data.length - 1]?.slug !== slug) return null;
  return { chapterId: chapter.id, path: `quiz/${courseId}/${chapter.id}/question/1` };
}
