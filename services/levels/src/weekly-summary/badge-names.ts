import type { CourseContent } from '@pylands/content';

/** English badge names for the weekly email (the badge pages translate by kind themselves). */
export function weeklyBadgeName(kind: string, chapterName: string | null): string {
  switch (kind) {
    case 'chapter':
      return chapterName ? `Chapter complete: ${chapterName}` : 'Chapter complete';
    case 'quiz':
      return chapterName ? `Quiz passed: ${chapterName}` : 'Quiz passed';
    case 'first-challenge':
      return 'First challenge solved';
    case 'five-challenges':
      return 'Five challenges solved';
    case 'streak-7':
      return '7-day streak';
    case 'first-creative':
      return 'First creative level shared';
    default:
      return kind;
  }
}

export function chapterNameOf(course: CourseContent | undefined, chapterId: number | null): string | null {
  if (!course || chapterId === null) return null;
  return course.chapters.find((chapter) => chapter.id === chapterId)?.name ?? null;
}
