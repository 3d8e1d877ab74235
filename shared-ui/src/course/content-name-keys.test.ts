import { listCourses } from '@pylands/content';
import en from '../../locales/en.json';
import { chapterNameKey, courseNameKey, levelNameKey } from './content-name-keys';

const texts = en as Record<string, string>;

describe('content name keys', () => {
  it('name every course, chapter and level of the content in en.json, as the content names them', () => {
    const missing: string[] = [];
    for (const course of listCourses()) {
      const check = (key: string | null, name: string) => {
        if (!key || texts[key] !== name) missing.push(`${key}: ${name}`);
      };
      const chapters = [...course.chapters, ...(course.creativeChapter ? [course.creativeChapter] : [])];
      for (const chapter of chapters) {
        check(chapterNameKey(course.id, chapter.id), chapter.name);
        for (const level of chapter.levels) check(levelNameKey(course.id, level.slug), level.name);
      }
      if (!courseNameKey(course.id) || !texts[courseNameKey(course.id)!]) missing.push(`course ${course.id}`);
    }
    expect(missing).toEqual([]);
  });

  it('has no key for an unknown course (its English name is shown)', () => {
    expect(courseNameKey('rust')).toBeNull();
    expect(chapterNameKey('rust', 3)).toBeNull();
  });
});
