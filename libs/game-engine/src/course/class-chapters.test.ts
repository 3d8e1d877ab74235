import {
  chapterClosedReason,
  chapterUnlocked,
  classLocksChapter,
  unlockedChapters,
  visibleChapters,
  type ChapterProgress,
} from './class-chapters';

function chapter(id: number, completed: boolean[], extra: Partial<ChapterProgress> = {}): ChapterProgress {
  return {
    id,
    level_data: completed.map((done) => ({ completed: done })),
    quiz_exists: false,
    quiz_complete: false,
    class_locked: false,
    ...extra,
  };
}

const ids = (chapters: ChapterProgress[]) => chapters.map((c) => c.id);

describe('chapterUnlocked', () => {
  it('reads a number as a position (from 1) or an id, and x:<id> as an id only', () => {
    expect(chapterUnlocked(7, 0, [1])).toBe(true);
    expect(chapterUnlocked(7, 3, [7])).toBe(true);
    expect(chapterUnlocked(7, 3, ['x:7'])).toBe(true);
    expect(chapterUnlocked(7, 0, ['x:1'])).toBe(false);
    expect(chapterUnlocked(7, 3, [2, 'x:8'])).toBe(false);
  });
});

describe('classLocksChapter', () => {
  it('locks nothing when the class lists no chapters', () => {
    expect(classLocksChapter(3, 2, [])).toBe(false);
    expect(classLocksChapter(3, 2, undefined)).toBe(false);
    expect(classLocksChapter(3, 2, [1])).toBe(true);
  });
});

describe('visibleChapters', () => {
  const course = [
    chapter(1, [true, true]),
    chapter(2, [true, false]),
    chapter(3, [false]),
    chapter(4, [false]),
  ];

  it('hides class-locked chapters from users outside a class', () => {
    const marked = course.map((c) => (c.id === 3 ? { ...c, class_locked: true } : c));
    expect(ids(visibleChapters(marked, null))).toEqual([1, 2, 4]);
  });

  it('shows a class only its unlocked chapters, all of them without a list', () => {
    expect(ids(visibleChapters(course, { unlocked_chapters: [1, 'x:4'], no_skip: false }))).toEqual([1, 4]);
    expect(ids(visibleChapters(course, { unlocked_chapters: [], no_skip: false }))).toEqual([1, 2, 3, 4]);
  });

  it('with no_skip stops at the first incomplete unlocked chapter', () => {
    expect(ids(visibleChapters(course, { unlocked_chapters: [], no_skip: true }))).toEqual([1, 2]);
    expect(ids(visibleChapters(course, { unlocked_chapters: [1, 3, 4], no_skip: true }))).toEqual([1, 3]);
  });

  it('with no_skip counts a chapter with an unfinished quiz as incomplete', () => {
    const quizzed = [chapter(1, [true], { quiz_exists: true, quiz_complete: false }), chapter(2, [false])];
    expect(ids(visibleChapters(quizzed, { no_skip: true }))).toEqual([1]);
  });
});

describe('unlockedChapters', () => {
  const course = [chapter(1, [true]), chapter(2, [false]), chapter(3, [false])];

  it('counts every chapter the class unlocked, even those no_skip still hides', () => {
    expect(ids(unlockedChapters(course, { unlocked_chapters: [1, 'x:3'], no_skip: true }))).toEqual([1, 3]);
    expect(ids(visibleChapters(course, { unlocked_chapters: [1, 'x:3'], no_skip: true }))).toEqual([1, 3]);
    expect(ids(unlockedChapters(course, { unlocked_chapters: [2, 3], no_skip: true }))).toEqual([2, 3]);
    expect(ids(visibleChapters(course, { unlocked_chapters: [2, 3], no_skip: true }))).toEqual([2]);
  });

  it('outside a class leaves out only class-locked chapters', () => {
    const marked = course.map((c) => (c.id === 2 ? { ...c, class_locked: true } : c));
    expect(ids(unlockedChapters(marked, null))).toEqual([1, 3]);
  });
});

describe('the quiz gate (classes with quizzes on)', () => {
  const quiz = (passed: boolean) => ({ quiz_exists: true, quiz_complete: passed });
  const course = [
    chapter(1, [true, true], quiz(false)),
    chapter(2, [false], quiz(false)),
    chapter(3, [false], quiz(false)),
  ];

  it('closes the chapters after the first quiz not passed, and opens the next once it is passed', () => {
    expect(ids(visibleChapters(course, { quiz: true }))).toEqual([1]);
    const passedOne = course.map((c) => (c.id === 1 ? { ...c, quiz_complete: true } : c));
    // Chapter 2's levels are not done, but only its quiz gates chapter 3.
    expect(ids(visibleChapters(passedOne, { quiz: true }))).toEqual([1, 2]);
    expect(chapterClosedReason(course, { quiz: true }, 2)).toBe('quiz');
    expect(chapterClosedReason(passedOne, { quiz: true }, 2)).toBeNull();
    expect(chapterClosedReason(passedOne, { quiz: true }, 3)).toBe('quiz');
  });

  it('does not gate a class with quizzes off, nor chapters without a quiz', () => {
    expect(ids(visibleChapters(course, { quiz: false }))).toEqual([1, 2, 3]);
    const noQuizzes = course.map((c) => ({ ...c, quiz_exists: false }));
    expect(ids(visibleChapters(noQuizzes, { quiz: true }))).toEqual([1, 2, 3]);
  });

  it('gates within the unlocked chapters only', () => {
    expect(ids(visibleChapters(course, { quiz: true, unlocked_chapters: [2, 3] }))).toEqual([2]);
    expect(chapterClosedReason(course, { quiz: true, unlocked_chapters: [2, 3] }, 1)).toBe('class_locked');
    expect(chapterClosedReason(course, { quiz: true, unlocked_chapters: [2, 3] }, 3)).toBe('quiz');
  });

  it('with no_skip names unfinished levels before the quiz', () => {
    const unfinished = [chapter(1, [true, false], quiz(false)), chapter(2, [false], quiz(false))];
    expect(chapterClosedReason(unfinished, { quiz: true, no_skip: true }, 2)).toBe('no_skip');
    expect(chapterClosedReason(course, { quiz: true, no_skip: true }, 2)).toBe('quiz');
    expect(chapterClosedReason(course, { quiz: false, no_skip: true }, 2)).toBe('no_skip');
  });
});
