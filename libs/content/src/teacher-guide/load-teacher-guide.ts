import fs from 'fs';
import path from 'path';
import type { z } from 'zod';
import { getCourse } from '../catalog/catalog';
import { COURSES_DIR } from '../loader/paths';
import {
  chapterGuideSchema,
  courseGuideSchema,
  type ChapterGuide,
  type CourseGuide,
} from './teacher-guide-schema';

export function teacherGuideDir(courseId: string): string {
  return path.join(COURSES_DIR, courseId, 'teacher-guide');
}

/** A guide file that breaks its schema or names another course or chapter throws: a content bug. */
function read<T>(file: string, schema: z.ZodType<T>): T | undefined {
  if (!fs.existsSync(file)) return undefined;
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

/** The chapter's guide, or undefined when the course has no such chapter (or no guide for it). */
export function loadChapterGuide(courseId: string, chapterId: number): ChapterGuide | undefined {
  const chapter = getCourse(courseId)?.chapters.find((c) => c.id === chapterId);
  if (!chapter) return undefined;
  const file = path.join(teacherGuideDir(courseId), `chapter-${chapterId}.json`);
  const guide = read(file, chapterGuideSchema);
  if (guide && (guide.courseId !== courseId || guide.chapterId !== chapterId))
    throw new Error(`${file} is for ${guide.courseId} chapter ${guide.chapterId}`);
  return guide;
}

/** The course's overview, or undefined for an unknown course. */
export function loadCourseGuide(courseId: string): CourseGuide | undefined {
  if (!getCourse(courseId)) return undefined;
  const file = path.join(teacherGuideDir(courseId), 'course.json');
  const guide = read(file, courseGuideSchema);
  if (guide && guide.courseId !== courseId) throw new Error(`${file} is for ${guide.courseId}`);
  return guide;
}
