import type { CourseData } from '@pylands/contracts';

export interface LevelRef {
  slug: string;
  name: string;
  chapterIndex: number;
  levelIndex: number;
  completed: boolean;
  locked: boolean;
}

/** Every level of the course in order, chapter by chapter. */
export function levelSequence(course: CourseData): LevelRef[] {
  return course.chapters.flatMap((chapter, chapterIndex) =>
    chapter.level_data.map((level, levelIndex) => ({
      slug: level.slug,
      name: level.name,
      chapterIndex,
      levelIndex,
      completed: level.completed,
      locked: level.locked,
    })),
  );
}
