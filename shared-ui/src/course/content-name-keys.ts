/**
 * Locale keys of the course content's names (the API answers them in English, as the content
 * files have them): a course's label, a chapter's name by its id, a level's name by its slug.
 */
const COURSE_PREFIX: Readonly<Record<string, string>> = {
  python: 'course.python',
  'advanced-python': 'course.advanced',
};

/** Chapter ids are unique across courses: python 1–8 (0 is Creative), advanced-python 9–14. */
const FIRST_CHAPTER_ID: Readonly<Record<string, number>> = { python: 1, 'advanced-python': 9 };

export function courseNameKey(courseId: string): string | null {
  return COURSE_PREFIX[courseId] ? `${COURSE_PREFIX[courseId]}.label` : null;
}

export function chapterNameKey(courseId: string, chapterId: number): string | null {
  const prefix = COURSE_PREFIX[courseId];
  if (!prefix) return null;
  if (chapterId === 0) return `${prefix}.creative`;
  return `${prefix}.chapter${chapterId - FIRST_CHAPTER_ID[courseId] + 1}`;
}

export function levelNameKey(courseId: string, slug: string): string {
  return `level.${courseId}.${slug}`;
}
