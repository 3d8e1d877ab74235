import type { CourseContent, LevelContent } from './content-types';
import { loadAllCourses } from '../loader/load-courses';

// Content is read once per process: it ships with the package and does not change at run time.
let cache: CourseContent[] | undefined;

function courses(): CourseContent[] {
  cache ??= loadAllCourses();
  return cache;
}

/** Every course in catalogue order (python, then advanced-python). */
export function listCourses(): CourseContent[] {
  return courses();
}

export function getCourse(slug: string): CourseContent | undefined {
  return courses().find((c) => c.id === slug);
}

export function getLevel(courseSlug: string, levelSlug: string): LevelContent | undefined {
  for (const chapter of getCourse(courseSlug)?.chapters ?? []) {
    const level = chapter.levels.find((l) => l.slug === levelSlug);
    if (level) return level;
  }
  return undefined;
}

/** Levels of a course in play order: chapter by chapter, level by level. */
export function levelsInOrder(courseSlug: string): LevelContent[] {
  return getCourse(courseSlug)?.chapters.flatMap((c) => c.levels) ?? [];
}
