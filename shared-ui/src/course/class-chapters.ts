import type { Chapter, CurrentUser } from '@pylands/contracts';

type ClassDetails = NonNullable<CurrentUser['class_details']>;

export function chapterUnlocked(
  chapter: Chapter,
  index: number,
  unlocked: ClassDetails['unlocked_chapters'],
): boolean {
  return unlocked.some((entry) =>
    typeof entry === 'number' ? entry === index + 1 || entry === chapter.id : entry === `x:${chapter.id}`,
  );
}

export function chapterComplete(chapter: Chapter): boolean {
  return chapter.level_data.every((l) => l.completed) && (!chapter.quiz_exists || chapter.quiz_complete);
}

/**
 * Class users see their unlocked chapters, and with no_skip only up to the first incomplete one;
 * everyone else sees all chapters but the class-locked ones (spec doc 1 §2).
 */
export function visibleChapters(chapters: readonly Chapter[], classDetails: ClassDetails | null): Chapter[] {
  if (!classDetails) return chapters.filter((c) => !c.class_locked);
  const unlocked = classDetails.unlocked_chapters?.length
    ? chapters.filter((c, i) => chapterUnlocked(c, i, classDetails.unlocked_chapters))
    : [...chapters];
  if (!classDetails.no_skip) return unlocked;
  const firstIncomplete = unlocked.findIndex((c) => !chapterComplete(c));
  return firstIncomplete === -1 ? unlocked : unlocked.slice(0, firstIncomplete + 1);
}
