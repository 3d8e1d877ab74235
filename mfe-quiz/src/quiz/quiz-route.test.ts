import type { CourseData } from '@pylands/contracts';
import { chapterIdFromRoute, quizExits } from './quiz-route';

const level = (slug: string) => ({ slug, name: slug, completed: false, locked: false });
const chapter = (id: number, slugs: string[]) => ({
  id,
  name: `Chapter ${id}`,
  level_data: slugs.map(level),
  quiz_exists: true,
  quiz_complete: false,
  class_locked: false,
});
const course: CourseData = {
  id: 'advanced-python',
  name: 'Advanced Python',
  chapters: [chapter(9, ['adv-1', 'adv-2']), chapter(10, []), chapter(11, ['adv-5'])],
};

describe('quiz route', () => {
  it('reads a chapter id, or chapter-{n} as the n-th chapter of the course', () => {
    expect(chapterIdFromRoute('10', course)).toBe(10);
    expect(chapterIdFromRoute('chapter-1', course)).toBe(9);
    expect(chapterIdFromRoute('chapter-3', course)).toBe(11);
    expect(chapterIdFromRoute('chapter-4', course)).toBeNull();
    expect(chapterIdFromRoute('chapter-1', null)).toBeNull();
    expect(chapterIdFromRoute('ten', course)).toBeNull();
  });

  it('leads back to the chapter’s last level and on to the next chapter that has levels', () => {
    expect(quizExits(course, 'advanced-python', 9)).toEqual({
      back: 'play/advanced-python/adv-2',
      nextChapter: 'play/advanced-python/adv-5',
    });
    expect(quizExits(course, 'advanced-python', 11).nextChapter).toBeNull();
    expect(quizExits(null, 'python', 1)).toEqual({ back: 'courses', nextChapter: null });
  });
});
