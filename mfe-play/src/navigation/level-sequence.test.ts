import type { CourseData } from '@pylands/contracts';
import { levelSequence } from './level-sequence';

const level = (slug: string, completed = false) => ({ slug, name: slug, completed, locked: false });
const course: CourseData = {
  id: 'python',
  name: 'Beginner Python',
  chapters: [
    {
      id: 1,
      name: 'One',
      level_data: [level('a', true), level('b')],
      quiz_exists: false,
      quiz_complete: false,
      class_locked: false,
    },
    { id: 2, name: 'Two', level_data: [], quiz_exists: false, quiz_complete: false, class_locked: false },
    {
      id: 3,
      name: 'Three',
      level_data: [level('c')],
      quiz_exists: false,
      quiz_complete: false,
      class_locked: false,
    },
  ],
};

describe('levelSequence', () => {
  it('lists every level in course order with its chapter and position', () => {
    expect(levelSequence(course).map((l) => [l.slug, l.chapterIndex, l.levelIndex, l.completed])).toEqual([
      ['a', 0, 0, true],
      ['b', 0, 1, false],
      ['c', 2, 0, false],
    ]);
  });
});
