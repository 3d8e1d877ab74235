import { listCourses } from './catalog';
import { NOT_READY_LEVELS } from './not-ready';

describe('not-ready levels', () => {
  it('are listed in no chapter of any course, so opening one finds no level', () => {
    const listed = listCourses().flatMap((course) =>
      [...course.chapters, ...(course.creativeChapter ? [course.creativeChapter] : [])].flatMap((chapter) =>
        chapter.levels.map((level) => level.slug),
      ),
    );
    expect(listed.filter((slug) => NOT_READY_LEVELS.has(slug))).toEqual([]);
  });
});
