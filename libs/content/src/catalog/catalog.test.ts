import { getCourse, getLevel, levelsInOrder, listCourses } from '../index';

describe('course catalogue', () => {
  it('lists the two courses with the spec names and first levels, python first', () => {
    expect(listCourses().map((c) => [c.id, c.name, c.firstLevel])).toEqual([
      ['python', 'Beginner Python', 'intro-level1'],
      ['advanced-python', 'Advanced Python', 'generators-level1'],
    ]);
  });

  it('gives each course its chapters in order with ids unique across courses', () => {
    expect(getCourse('python')?.chapters.map((c) => c.name)).toEqual([
      'Variables and Types',
      'Basic Operators',
      'Loops',
      'Lists',
      'Conditions',
      'Functions',
      'Dictionaries',
      'Classes',
    ]);
    expect(getCourse('advanced-python')?.chapters.map((c) => c.name)).toEqual([
      'Generators',
      'Advanced Functions',
      'Advanced Lists',
      'Async/Await Functions',
      'Advanced Classes',
      'Decorators',
    ]);
    const ids = listCourses().flatMap((c) => c.chapters.map((ch) => ch.id));
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('loads a level with its texts, template, position in the chapter and engine data', () => {
    const level = getLevel('python', 'intro-level2');
    expect(level).toBeDefined();
    expect(level).toMatchObject({
      slug: 'intro-level2',
      chapterId: 1,
      chapterName: 'Variables and Types',
      levelIndex: 1,
    });
    expect(level!.codeTemplate.startsWith('from player import *\n\n')).toBe(true);
    expect(level!.guide).toContain('turn_right()');
    expect(level!.hint.length).toBeGreaterThan(10);
    expect(level!.solution).toContain('turn_right()');
    expect(level!.map.layers.length).toBe(7);
    expect(level!.constants).toEqual([]);
  });

  it('plays the first course level first and numbers levels from zero within a chapter', () => {
    const levels = levelsInOrder('python');
    expect(levels[0].slug).toBe(getCourse('python')!.firstLevel);
    expect(levels.slice(0, 3).map((l) => [l.slug, l.levelIndex])).toEqual([
      ['intro-level1', 0],
      ['intro-level2', 1],
      ['intro-level3', 2],
    ]);
  });

  it('returns undefined for unknown courses and levels', () => {
    expect(getCourse('nope')).toBeUndefined();
    expect(getLevel('python', 'nope')).toBeUndefined();
    expect(getLevel('advanced-python', 'intro-level1')).toBeUndefined();
  });
});
