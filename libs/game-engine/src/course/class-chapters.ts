/** An entry of a class's unlocked_chapters: a chapter's position (from 1) or id, or 'x:<id>'. */
export type UnlockedChapter = number | string;

/** The parts of a class's details that decide which chapters its students may open. */
export interface ClassChapterRules {
  unlocked_chapters?: readonly UnlockedChapter[];
  no_skip?: boolean;
}

/** The parts of a course-data chapter these rules read (the contract's Chapter fits). */
export interface ChapterProgress {
  id: number;
  level_data: readonly { completed: boolean }[];
  quiz_exists: boolean;
  quiz_complete: boolean;
  class_locked?: boolean;
}

/** A number is a chapter's position or id, 'x:id' an id. */
export function chapterUnlocked(
  chapterId: number,
  index: number,
  unlocked: readonly UnlockedChapter[],
): boolean {
  return unlocked.some((entry) =>
    typeof entry === 'number' ? entry === index + 1 || entry === chapterId : entry === `x:${chapterId}`,
  );
}

/** An empty unlocked list leaves every chapter open. */
export function classLocksChapter(
  chapterId: number,
  index: number,
  unlocked: readonly UnlockedChapter[] | undefined,
): boolean {
  return !!unlocked && unlocked.length > 0 && !chapterUnlocked(chapterId, index, unlocked);
}

export function chapterComplete(chapter: ChapterProgress): boolean {
  return chapter.level_data.every((l) => l.completed) && (!chapter.quiz_exists || chapter.quiz_complete);
}

/**
 * The chapters a class has unlocked (no_skip aside): what a class student's progress counts
 * ("2 of 13", not "2 of 49"). Everyone else: all chapters but the class-locked ones.
 */
export function unlockedChapters<C extends Pick<ChapterProgress, 'id' | 'class_locked'>>(
  chapters: readonly C[],
  classDetails: ClassChapterRules | null,
): C[] {
  if (!classDetails) return chapters.filter((c) => !c.class_locked);
  return chapters.filter((c, i) => !classLocksChapter(c.id, i, classDetails.unlocked_chapters));
}

/**
 * Class users see their unlocked chapters, and with no_skip only up to the first incomplete one;
 * everyone else sees all chapters but the class-locked ones (spec doc 1 §2). The sidebar shows
 * these and the levels service serves and records levels of these only.
 */
export function visibleChapters<C extends ChapterProgress>(
  chapters: readonly C[],
  classDetails: ClassChapterRules | null,
): C[] {
  const unlocked = unlockedChapters(chapters, classDetails);
  if (!classDetails?.no_skip) return unlocked;
  const firstIncomplete = unlocked.findIndex((c) => !chapterComplete(c));
  return firstIncomplete === -1 ? unlocked : unlocked.slice(0, firstIncomplete + 1);
}
