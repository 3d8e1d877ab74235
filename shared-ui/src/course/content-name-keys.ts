/**
 * Locale keys of the course content's names (the API answers them in English, as the content
 * files have them): a course's label, a chapter's name by its id, a level's name by its slug.
 */
interface CourseKeys {
  label: string;
  creative: string | null;
  /** `<chapter prefix><n>` names the course's n-th chapter. */
  chapterPrefix: string;
  /** Chapter ids are unique across courses: python 1–8 (0 is Creative), advanced-python 9–14. */
  firstChapterId: number;
}

const COURSE_KEYS: Readonly<Record<string, CourseKeys>> = {
  python: {
    label: 'course.python.label',
    creative: 'course.python.creative',
    chapterPrefix: 'course.python.chapter',
    firstChapterId: 1,
  },
  'advanced-python': {
    label: 'course.advanced.label',
    creative: null,
    chapterPrefix: 'course.advanced.chapter',
    firstChapterId: 9,
  },
};

export function courseNameKey(courseId: string): string | null {
  return COURSE_KEYS[courseId]?.label ?? null;
}

export function chapterNameKey(courseId: string, chapterId: number): string | null {
  const keys = COURSE_KEYS[courseId];
  if (!keys) return null;
  if (chapterId === 0) return keys.creative;
  return `${keys.chapterPrefix}${chapterId - keys.firstChapterId + 1}`;
}

export function levelNameKey(courseId: string, slug: string): string {
  return `level.${courseId}.${slug}`;
}
