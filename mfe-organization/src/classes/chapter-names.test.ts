import type { CourseData } from '@pylands/contracts';
import { unlockedChapterNames } from './chapter-names';

const course = (id: string, chapters: [number, string][]): CourseData =>
  ({
    id,
    name: id,
    chapters: chapters.map(([chapterId, name]) => ({
      id: chapterId,
      name,
      level_data: [],
      quiz_exists: false,
      quiz_complete: false,
      class_locked: false,
    })),
  }) as unknown as CourseData;

const python = course('python', [
  [1, 'Introduction'],
  [2, 'Variables and Types'],
  [3, 'Loops'],
]);
const advanced = course('advanced-python', [
  [9, 'Generators'],
  [10, 'Advanced Functions'],
]);

describe('unlockedChapterNames', () => {
  it("names the chapters a class's 'x:id' entries open, in course order", () => {
    expect(unlockedChapterNames(['x:3', 'x:1', 'x:10'], [python, advanced])).toEqual([
      'Introduction',
      'Loops',
      'Advanced Functions',
    ]);
  });

  it('reads a number as a position in each course or an id, as the class rule does', () => {
    expect(unlockedChapterNames([2], [python, advanced])).toEqual([
      'Variables and Types',
      'Advanced Functions',
    ]);
    expect(unlockedChapterNames([9], [python, advanced])).toEqual(['Generators']);
  });

  it('names nothing for entries that match no chapter, and skips a course not loaded', () => {
    expect(unlockedChapterNames(['x:99'], [python, advanced])).toEqual([]);
    expect(unlockedChapterNames(['x:1'], [null, python])).toEqual(['Introduction']);
  });
});
