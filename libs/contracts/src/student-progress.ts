import { z } from 'zod';
import { completionStatusSchema } from './level';

/** One level as the parent's page lists it. */
export const studentProgressLevelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  status: completionStatusSchema,
});

export const studentProgressChapterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  completed: z.number().int(),
  total: z.number().int(),
  levels: z.array(studentProgressLevelSchema),
});

export const studentProgressCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  completed: z.number().int(),
  total: z.number().int(),
  chapters: z.array(studentProgressChapterSchema),
});

/**
 * GET level/student-progress/{student_id}: what a parent reads on their child's page (issue 20).
 * `week` covers the 7 days up to now; `minutes` is estimated from the child's runs (see
 * services/levels/src/progress/play-time.ts).
 */
export const studentProgressSchema = z.object({
  student_id: z.string(),
  last_played: z
    .object({
      course_id: z.string(),
      level_slug: z.string(),
      level_name: z.string(),
      chapter_name: z.string(),
      played_at: z.string(),
    })
    .nullable(),
  week: z.object({
    since: z.string(),
    minutes: z.number().int(),
    runs: z.number().int(),
    levels_completed: z.number().int(),
  }),
  courses: z.array(studentProgressCourseSchema),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;
export type StudentProgressCourse = z.infer<typeof studentProgressCourseSchema>;
