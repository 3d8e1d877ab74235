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

/** The next level in sequence, falling through to the first level of the next chapter. */
export function nextLevel(course: CourseData, slug: string): LevelRef | null {
  const all = levelSequence(course);
  const index = all.findIndex((l) => l.slug === slug);
  return index === -1 ? null : (all[index + 1] ?? null);
}

/** The previous level, falling back to the last level of the previous chapter. */
export function previousLevel(course: CourseData, slug: string): LevelRef | null {
  const all = levelSequence(course);
  const index = all.findIndex((l) => l.slug === slug);
  return index <= 0 ? null : (all[index - 1] ?? null);
}

export function allLevelsComplete(course: CourseData): boolean {
  return levelSequence(course).every((l) => l.completed);
}
