import type { CourseData } from '@pylands/contracts';

/**
 * The chapter id of a quiz route: a number, or `chapter-{n}` (the n-th chapter of the course, the
 * link a chapter without an id gets, 000 §8). Null: not a chapter of this course.
 */
export function chapterIdFromRoute(param: string | undefined, course: CourseData | null): number | null {
  if (param && /^\d+$/.test(param)) return Number(param);
  const position = /^chapter-(\d+)$/.exec(param ?? '');
  if (!position || !course) return null;
  return course.chapters[Number(position[1]) - 1]?.id ?? null;
}

/** `quiz/{course}/{chapter}/question/{n}` without the language. */
export function questionPath(courseId: string, chapterId: number, n: number): string {
  return `quiz/${courseId}/${chapterId}/question/${n}`;
}

/**
 * Where the score screen leads: back to the chapter's last level (where the quiz was offered) and,
 * once passed, to the next chapter's first level. Null where the course data does not say.
 */
export function quizExits(
  course: CourseData | null,
  courseId: string,
  chapterId: number,
): { back: string; nextChapter: string | null } {
  const chapters = course?.chapters ?? [];
  const index = chapters.findIndex((c) => c.id === chapterId);
  const levels = chapters[index]?.level_data ?? [];
  const last = levels[levels.length - 1];
  const following = index === -1 ? undefined : chapters.slice(index + 1).find((c) => c.level_data.length > 0);
  return {
    back: last ? `play/${courseId}/${last.slug}` : 'courses',
    nextChapter: following ? `play/${courseId}/${following.level_data[0].slug}` : null,
  };
}
