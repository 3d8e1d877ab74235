import type { CourseData, CurrentUser } from '@pylands/contracts';
import en from '../../../shared-ui/locales/en.json';
import { nextStep, previousStep, type NavigationContext } from './level-navigation';

type ClassDetails = NonNullable<CurrentUser['class_details']>;
const level = (slug: string, completed = false, locked = false) => ({
  slug,
  name: slug.toUpperCase(),
  completed,
  locked,
});

function course(): CourseData {
  return {
    id: 'python',
    name: 'Beginner Python',
    chapters: [
      {
        id: 1,
        name: 'One',
        level_data: [level('a1', true), level('a2')],
        quiz_exists: true,
        quiz_complete: false,
        class_locked: false,
      },
      {
        id: 2,
        name: 'Two',
        level_data: [level('b1'), level('b2', false, true)],
        quiz_exists: false,
        quiz_complete: false,
        class_locked: false,
      },
      {
        id: 3,
        name: 'Three',
        level_data: [level('c1')],
        quiz_exists: false,
        quiz_complete: false,
        class_locked: false,
      },
      { id: 4, name: 'Empty', level_data: [], quiz_exists: false, quiz_complete: false, class_locked: false },
    ],
  };
}

const ctx = (
  slug: string,
  classDetails: ClassDetails | null = null,
  isStudent = true,
): NavigationContext => ({
  course: course(),
  courseId: 'python',
  slug,
  classDetails,
  isStudent,
});
const klass = (over: Partial<ClassDetails>): ClassDetails => ({
  name: 'Class 5B',
  unlocked_chapters: [],
  no_skip: false,
  quiz: false,
  ...over,
});

describe('next level (rule by rule)', () => {
  it('NONE: the next level of the chapter', () => {
    expect(nextStep(ctx('a1'))).toEqual({ reason: 'NONE', level: { slug: 'a2', name: 'A2' } });
  });
  it('NONE: falls through to the first level of the next chapter', () => {
    expect(nextStep(ctx('a2')).level?.slug).toBe('b1');
  });
  it('LEVEL_LOCKED: the target is locked', () => {
    expect(nextStep(ctx('b1')).reason).toBe('LEVEL_LOCKED');
  });
  it('END_OF_CONTENT: no level after this one', () => {
    expect(nextStep(ctx('c1')).reason).toBe('END_OF_CONTENT');
  });
  it('NO_LEVEL_DATA: no course data or an unknown level', () => {
    expect(nextStep({ ...ctx('a1'), course: null }).reason).toBe('NO_LEVEL_DATA');
    expect(nextStep(ctx('zz')).reason).toBe('NO_LEVEL_DATA');
  });
  it('QUIZ_REQUIRED: a class student on the last level of a chapter whose quiz is not done', () => {
    const step = nextStep(ctx('a2', klass({ quiz: true })));
    expect(step).toEqual({ reason: 'QUIZ_REQUIRED', quizPath: 'quiz/python/1/question/1' });
    expect(nextStep(ctx('a2', klass({ quiz: true }), false)).reason).toBe('NONE');
  });
  it('NO_SKIP_RESTRICTION: no_skip and the chapter (or its quiz) is not done', () => {
    expect(nextStep(ctx('a2', klass({ no_skip: true }))).reason).toBe('NO_SKIP_RESTRICTION');
  });
  it('jumps to the first level of the next unlocked chapter', () => {
    expect(nextStep(ctx('a2', klass({ unlocked_chapters: [1, 3] }))).level?.slug).toBe('c1');
  });
  it('NO_MORE_CHAPTERS: the unlocked chapter list ends while the course goes on', () => {
    expect(nextStep(ctx('a2', klass({ unlocked_chapters: [1] }))).reason).toBe('NO_MORE_CHAPTERS');
  });
  it('has the spec tooltip for each reason', () => {
    expect(en['play.next.END_OF_CONTENT']).toBe('You have reached the end of available content');
    expect(en['play.next.QUIZ_REQUIRED']).toBe('Take the quiz to proceed to the next chapter');
    expect(en['play.next.NO_SKIP_RESTRICTION']).toBe(
      'Complete all levels in this chapter before proceeding to the next one',
    );
    expect(en['play.next.NO_MORE_CHAPTERS']).toBe('No more chapters available in your learning path');
    expect(en['play.next.LEVEL_LOCKED']).toBe(
      'Next level is locked. You may need to upgrade your subscription.',
    );
    expect(en['play.next.NO_LEVEL_DATA']).toBe('Next level is not available');
  });
});

describe('previous level (rule by rule)', () => {
  it('FIRST_LEVEL: chapter 0, level 0', () => {
    expect(previousStep(ctx('a1')).reason).toBe('FIRST_LEVEL');
    expect(en['play.previous.FIRST_LEVEL']).toBe('This is the first level of the course');
    expect(en['play.previous.NO_PREV_CHAPTER']).toBe(
      'Previous chapter is not available in your learning path',
    );
    expect(en['play.previous.NO_PREV_LEVEL']).toBe('No previous level available');
  });
  it('NONE: the previous level, or the last level of the previous chapter', () => {
    expect(previousStep(ctx('a2')).level?.slug).toBe('a1');
    expect(previousStep(ctx('b1')).level?.slug).toBe('a2');
  });
  it('LEVEL_LOCKED: the previous level is locked', () => {
    expect(previousStep(ctx('c1')).reason).toBe('LEVEL_LOCKED');
  });
  it('NO_PREV_CHAPTER: the previous chapters are not in the learning path', () => {
    expect(previousStep(ctx('c1', klass({ unlocked_chapters: [3] }))).reason).toBe('NO_PREV_CHAPTER');
  });
  it('NO_LEVEL_DATA without course data', () => {
    expect(previousStep({ ...ctx('a1'), course: null }).reason).toBe('NO_LEVEL_DATA');
  });
});
