import type { CourseData } from '@pylands/contracts';
import { allLevelsComplete, nextLevel, previousLevel } from './level-sequence';

const level = (slug: string, completed = false) => ({ slug, name: slug, completed, locked: false });
const course: CourseData = {
  id: 'python',
  name: 'Beginner Python',
  chapters: [
    {
      id: 1,
      name: 'Variables and Types',
      level_data: [level('a', true), level('b')],
      quiz_exists: false,
      quiz_complete: false,
      class_locked: false,
    },
    {
      id: 2,
      name: 'Basic Operators',
      level_data: [],
      quiz_exists: false,
      quiz_complete: false,
      class_locked: false,
    },
    {
      id: 3,
      name: 'Loops',
      level_data: [level('c')],
      quiz_exists: false,
      quiz_complete: false,
      class_locked: false,
    },
  ],
} as CourseData;

describe('level sequence', () => {
  it('goes to the next level, falling through empty chapters to the next one', () => {
    expect(nextLevel(course, 'a')?.slug).toBe('b');
    expect(nextLevel(course, 'b')?.slug).toBe('c');
    expect(nextLevel(course, 'c')).toBeNull();
  });
  it('goes back to the last level of the previous chapter', () => {
    expect(previousLevel(course, 'c')?.slug).toBe('b');
    expect(previousLevel(course, 'a')).toBeNull();
  });
  it('knows when every level is complete', () => {
    expect(allLevelsComplete(course)).toBe(false);
  });
});
