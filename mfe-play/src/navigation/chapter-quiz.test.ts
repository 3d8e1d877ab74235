import type { CourseData } from '@pylands/contracts';
import { chapterQuizAt } from './chapter-quiz';

const chapter = (id: number, slugs: string[]) => ({
  id,
  name: `Chapter ${id}`,
  level_data: slugs.map((slug) => ({ slug, name: slug, completed: false, locked: false })),
  quiz_exists: false,
  quiz_complete: false,
  class_locked: false,
});
const course: CourseData = {
  id: 'python',
  name: 'Beginner Python',
  chapters: [chapter(1, ['intro-level1', 'intro-level2']), chapter(2, ['loops-1', 'loops-2'])],
};

describe('the chapter quiz offered when a level is won', () => {
  it('is offered at the last level of each chapter, for that chapter', () => {
    expect(chapterQuizAt(course, 'python', 'intro-level2')).toEqual({
      chapterId: 1,
      path: 'quiz/python/1/question/1',
    });
    expect(chapterQuizAt(course, 'python', 'loops-2')?.path).toBe('quiz/python/2/question/1');
  });

  it('is not offered in the middle of a chapter, on an unknown level or before the course loads', () => {
    expect(chapterQuizAt(course, 'python', 'intro-level1')).toBeNull();
    expect(chapterQuizAt(course, 'python', 'creative')).toBeNull();
    expect(chapterQuizAt(null, 'python', 'intro-level2')).toBeNull();
  });
});
