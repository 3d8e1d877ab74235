import type { Chapter, CourseData, CurrentUser } from '@pylands/contracts';
import { chapterUnlocked } from '@pylands/game-engine';

type ClassDetails = NonNullable<CurrentUser['class_details']>;

export type NextReason =
  | 'NONE'
  | 'NO_LEVEL_DATA'
  | 'NO_SKIP_RESTRICTION'
  | 'LEVEL_LOCKED'
  | 'NO_MORE_CHAPTERS'
  | 'END_OF_CONTENT'
  | 'QUIZ_REQUIRED';

export type PreviousReason =
  'NONE' | 'NO_LEVEL_DATA' | 'FIRST_LEVEL' | 'NO_PREV_CHAPTER' | 'LEVEL_LOCKED' | 'NO_PREV_LEVEL';

export interface LevelTarget {
  slug: string;
  name: string;
}

export interface NextStep {
  reason: NextReason;
  /** The level the button goes to (reason NONE). */
  level?: LevelTarget;
  /** QUIZ_REQUIRED: the button reads 'Take the Quiz' and goes here (path without the language). */
  quizPath?: string;
}

export interface PreviousStep {
  reason: PreviousReason;
  level?: LevelTarget;
}

export interface NavigationContext {
  course: CourseData | null;
  courseId: string;
  slug: string;
  /** The class of an organization student, when there is one. */
  classDetails: ClassDetails | null;
  isStudent: boolean;
}

function locate(course: CourseData, slug: string): { chapterIndex: number; levelIndex: number } | null {
  for (let chapterIndex = 0; chapterIndex < course.chapters.length; chapterIndex += 1) {
    const levelIndex = course.chapters[chapterIndex]!.level_data.findIndex((l) => l.slug === slug);
    if (levelIndex !== -1) return { chapterIndex, levelIndex };
  }
  return null;
}

function usesUnlockedList(classDetails: ClassDetails | null): classDetails is ClassDetails {
  return (
    !!classDetails &&
    Array.isArray(classDetails.unlocked_chapters) &&
    classDetails.unlocked_chapters.length > 0
  );
}

function isOpen(chapter: Chapter, index: number, classDetails: ClassDetails | null): boolean {
  return usesUnlockedList(classDetails)
    ? chapterUnlocked(chapter.id, index, classDetails.unlocked_chapters)
    : true;
}

const target = (level: { slug: string; name: string }): LevelTarget => ({
  slug: level.slug,
  name: level.name,
});

/** Where Next goes and, when it cannot, why (doc 1 §4, doc 2 §4). */
export function nextStep({ course, courseId, slug, classDetails, isStudent }: NavigationContext): NextStep {
  if (!course) return { reason: 'NO_LEVEL_DATA' };
  const here = locate(course, slug);
  if (!here) return { reason: 'NO_LEVEL_DATA' };
  const chapter = course.chapters[here.chapterIndex]!;
  const lastInChapter = here.levelIndex === chapter.level_data.length - 1;

  if (lastInChapter && isStudent && classDetails?.quiz && chapter.quiz_exists && !chapter.quiz_complete)
    return {
      reason: 'QUIZ_REQUIRED',
      quizPath: `quiz/${courseId}/${chapter.id ?? `chapter-${here.chapterIndex + 1}`}/question/1`,
    };
  if (lastInChapter && classDetails?.no_skip) {
    // The finished level counts as done here: this is the level being played.
    const others = chapter.level_data.filter((l) => l.slug !== slug);
    const done = others.every((l) => l.completed) && (!chapter.quiz_exists || chapter.quiz_complete);
    if (!done) return { reason: 'NO_SKIP_RESTRICTION' };
  }

  let next: { slug: string; name: string; locked: boolean } | undefined;
  if (!lastInChapter) {
    next = chapter.level_data[here.levelIndex + 1];
  } else {
    const rest = course.chapters.slice(here.chapterIndex + 1);
    const openChapters = rest.filter(
      (c, i) => isOpen(c, here.chapterIndex + 1 + i, classDetails) && c.level_data.length > 0,
    );
    if (openChapters.length === 0) {
      const moreExist = rest.some((c) => c.level_data.length > 0);
      return { reason: moreExist && usesUnlockedList(classDetails) ? 'NO_MORE_CHAPTERS' : 'END_OF_CONTENT' };
    }
    next = openChapters[0]!.level_data[0];
  }
  if (!next) return { reason: 'END_OF_CONTENT' };
  if (next.locked) return { reason: 'LEVEL_LOCKED', level: target(next) };
  return { reason: 'NONE', level: target(next) };
}

/** Where Previous goes and, when it cannot, why. */
export function previousStep({ course, slug, classDetails }: NavigationContext): PreviousStep {
  if (!course) return { reason: 'NO_LEVEL_DATA' };
  const here = locate(course, slug);
  if (!here) return { reason: 'NO_LEVEL_DATA' };
  const chapter = course.chapters[here.chapterIndex]!;
  if (here.levelIndex > 0) {
    const previous = chapter.level_data[here.levelIndex - 1]!;
    return previous.locked
      ? { reason: 'LEVEL_LOCKED', level: target(previous) }
      : { reason: 'NONE', level: target(previous) };
  }
  const earlier = course.chapters.slice(0, here.chapterIndex).map((c, i) => ({ c, i }));
  const withLevels = earlier.filter(({ c }) => c.level_data.length > 0);
  if (withLevels.length === 0) return { reason: 'FIRST_LEVEL' };
  const open = withLevels.filter(({ c, i }) => isOpen(c, i, classDetails));
  if (open.length === 0) return { reason: 'NO_PREV_CHAPTER' };
  const { c: previousChapter } = open[open.length - 1]!;
  const previous = previousChapter.level_data[previousChapter.level_data.length - 1];
  if (!previous) return { reason: 'NO_PREV_LEVEL' };
  return previous.locked
    ? { reason: 'LEVEL_LOCKED', level: target(previous) }
    : { reason: 'NONE', level: target(previous) };
}
