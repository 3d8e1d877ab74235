import { creativeLevels, getCourse, getLevel, levelsInOrder, listCourses } from '../index';

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

  it('keeps the Creative chapter (id 0) of python apart from the eight chapters it plays in order', () => {
    const python = getCourse('python')!;
    expect(python.creativeChapter).toMatchObject({ id: 0, name: 'Creative' });
    expect(creativeLevels('python').map((l) => l.slug)).toEqual(['creative', 'creative-01']);
    expect(python.chapters).toHaveLength(8);
    expect(levelsInOrder('python').some((l) => l.chapterId === 0)).toBe(false);
    expect(getCourse('advanced-python')!.creativeChapter).toBeUndefined();
    expect(creativeLevels('advanced-python')).toEqual([]);
  });

  it('finds the creative levels by slug as chapter 0, Creative', () => {
    expect(getLevel('python', 'creative')).toMatchObject({
      chapterId: 0,
      chapterName: 'Creative',
      levelIndex: 0,
    });
    expect(getLevel('python', 'creative-01')).toMatchObject({
      slug: 'creative-01',
      chapterId: 0,
      chapterName: 'Creative',
      levelIndex: 1,
      courseId: 'python',
    });
    expect(getLevel('advanced-python', 'creative-01')).toBeUndefined();
  });

  it('gives the creator’s default map creative-01 a 16×12 open field whose only goal is the finish', () => {
    const level = getLevel('python', 'creative-01')!;
    expect([level.map.width, level.map.height]).toEqual([16, 12]);
    expect(level.levelGoals.map((g) => g.action)).toEqual(['finish']);
    expect(level.codeTemplate).toBe('from player import *\n\n');
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

  it('gives every beginner chapter at least one level, intro-level4 to 7 in Variables and Types', () => {
    const chapters = getCourse('python')!.chapters;
    expect(chapters.every((c) => c.levels.length > 0)).toBe(true);
    expect(chapters[0].levels.map((l) => l.slug)).toEqual([
      'intro-level1',
      'intro-level2',
      'intro-level3',
      'intro-level4',
      'intro-level5',
      'intro-level6',
      'intro-level7',
    ]);
    expect(chapters.slice(1).map((c) => c.levels[0].slug)).toEqual([
      'operators-level1',
      'loops-level1',
      'lists-level1',
      'conditions-level1',
      'functions-level1',
      'dictionaries-level1',
      'classes-level1',
    ]);
  });

  it('marks exactly intro-level5, 6 and 7 as needing login', () => {
    const all = listCourses().flatMap((c) => levelsInOrder(c.id));
    expect(all.filter((l) => l.requiresLogin).map((l) => l.slug)).toEqual([
      'intro-level5',
      'intro-level6',
      'intro-level7',
    ]);
    expect(getLevel('python', 'intro-level4')).not.toHaveProperty('requiresLogin');
  });

  it('carries the popup answers a reference solution needs', () => {
    expect(getLevel('python', 'conditions-level1')!.solutionAnswers).toEqual([true]);
    expect(getLevel('python', 'intro-level1')).not.toHaveProperty('solutionAnswers');
  });

  it('gives every level a guide with one Python example, a hint and a tutorial', () => {
    for (const level of [...levelsInOrder('python'), ...creativeLevels('python')]) {
      expect([level.slug, level.guide.startsWith(`# ${level.name}`)]).toEqual([level.slug, true]);
      expect([level.slug, level.guide.includes('```python')]).toEqual([level.slug, true]);
      expect(level.hint.length).toBeGreaterThan(20);
      expect(level.tutorial?.startsWith('## ')).toBe(true);
      // Starting code may follow (a variable to change, a loop to finish), but never solves it.
      expect([level.slug, level.codeTemplate.startsWith('from player import *\n')]).toEqual([
        level.slug,
        true,
      ]);
    }
  });

  it('puts intro-level4 (the certificate level) right after intro-level3 in play order', () => {
    expect(getLevel('python', 'intro-level4')?.levelIndex).toBe(3);
  });

  it('returns undefined for unknown courses and levels', () => {
    expect(getCourse('nope')).toBeUndefined();
    expect(getLevel('python', 'nope')).toBeUndefined();
    expect(getLevel('advanced-python', 'intro-level1')).toBeUndefined();
  });
});
