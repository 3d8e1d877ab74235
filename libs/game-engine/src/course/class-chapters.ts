/** An entry of a class's unlocked_chapters: a chapter's position (from 1) or id, or 'x:<id>'. */
export type UnlockedChapter = number | string;

/** The parts of a class's details that decide which chapters its students may open. */
export interface ClassChapterRules {
  unlocked_chapters?: readonly UnlockedChapter[];
  no_skip?: boolean;
  /** Quizzes on: a chapter's quiz must be passed before the chapters after it open (issue 23). */
  quiz?: boolean;
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

/** Why a class keeps a chapter closed to its student; null: open. */
export type ChapterClosedReason = 'class_locked' | 'no_skip' | 'quiz' | null;

/** A chapter whose quiz exists and is not passed yet (quiz_exists is set only for classes with quizzes on). */
export function quizOpen(chapter: Pick<ChapterProgress, 'quiz_exists' | 'quiz_complete'>): boolean {
  return chapter.quiz_exists && !chapter.quiz_complete;
}

/**
 * What holds back the chapters after `chapter` for a class student: with no_skip an incomplete
 * chapter (its levels, and its quiz), with quizzes on a quiz not yet passed. Levels come before
 * the quiz in a chapter, so unfinished levels are the reason given first.
 */
function blocksLater(chapter: ChapterProgress, classDetails: ClassChapterRules): ChapterClosedReason {
  if (classDetails.no_skip && !chapter.level_data.every((l) => l.completed)) return 'no_skip';
  if (classDetails.quiz && quizOpen(chapter)) return 'quiz';
  if (classDetails.no_skip && !chapterComplete(chapter)) return 'no_skip';
  return null;
}

/** The position in `unlocked` of the first chapter that closes the ones after it; -1: none does. */
function firstBlocking<C extends ChapterProgress>(
  unlocked: readonly C[],
  classDetails: ClassChapterRules,
): number {
  return unlocked.findIndex((c) => blocksLater(c, classDetails) !== null);
}

/**
 * Class users see their unlocked chapters, with no_skip only up to the first incomplete one, and
 * with quizzes on only up to the first chapter whose quiz they have not passed; everyone else sees
 * all chapters but the class-locked ones (spec doc 1 §2, 000 §4). The sidebar shows these and the
 * levels service serves and records levels of these only.
 */
export function visibleChapters<C extends ChapterProgress>(
  chapters: readonly C[],
  classDetails: ClassChapterRules | null,
): C[] {
  const unlocked = unlockedChapters(chapters, classDetails);
  if (!classDetails) return unlocked;
  const blocking = firstBlocking(unlocked, classDetails);
  return blocking === -1 ? unlocked : unlocked.slice(0, blocking + 1);
}

/** Why the class keeps the chapter with this id closed (null: open; visibleChapters holds it). */
export function chapterClosedReason(
  chapters: readonly ChapterProgress[],
  classDetails: ClassChapterRules | null,
  chapterId: number,
): ChapterClosedReason {
  const unlocked = unlockedChapters(chapters, classDetails);
  const position = unlocked.findIndex((c) => c.id === chapterId);
  if (position === -1) return 'class_locked';
  if (!classDetails) return null;
  const blocking = firstBlocking(unlocked, classDetails);
  return blocking === -1 || position <= blocking ? null : blocksLater(unlocked[blocking], classDetails);
}
