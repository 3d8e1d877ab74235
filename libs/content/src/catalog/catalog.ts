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

/** Any level of the course by slug, the Creative chapter's included. */
export function getLevel(courseSlug: string, levelSlug: string): LevelContent | undefined {
  const course = getCourse(courseSlug);
  if (!course) return undefined;
  const chapters = course.creativeChapter ? [...course.chapters, course.creativeChapter] : course.chapters;
  for (const chapter of chapters) {
    const level = chapter.levels.find((l) => l.slug === levelSlug);
    if (level) return level;
  }
  return undefined;
}

/** Levels of a course in play order: chapter by chapter, level by level (creative levels are not in it). */
export function levelsInOrder(courseSlug: string): LevelContent[] {
  return getCourse(courseSlug)?.chapters.flatMap((c) => c.levels) ?? [];
}

/** The sandbox levels of a course's Creative chapter (chapter 0), in order; none for most courses. */
export function creativeLevels(courseSlug: string): LevelContent[] {
  return getCourse(courseSlug)?.creativeChapter?.levels ?? [];
}
