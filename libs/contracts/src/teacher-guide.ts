import { z } from 'zod';

/**
 * The teacher's guide (issue 23): `guide` lists both courses and their chapters; `guide/{course}/{chapter}`
 * is one chapter's guide. The content is public; the reference solutions reach teachers, school
 * admins and platform staff only (as CodeMonkey gives teachers solutions): for everyone else each
 * level's `solution` is null and `solutions_visible` is false.
 */

export const TEACHER_GUIDE_SEGMENTS = ['warm-up', 'demo', 'guided-play', 'challenge', 'wrap-up'] as const;
export const teacherGuideSegmentSchema = z.enum(TEACHER_GUIDE_SEGMENTS);
export type TeacherGuideSegment = z.infer<typeof teacherGuideSegmentSchema>;

export const teacherGuideChapterRefSchema = z.object({
  course_id: z.string(),
  chapter_id: z.number().int(),
  name: z.string(),
});
export type TeacherGuideChapterRef = z.infer<typeof teacherGuideChapterRefSchema>;

export const teacherGuideChapterSummarySchema = z.object({
  chapter_id: z.number().int(),
  name: z.string(),
  /** The chapter's idea in plain words (inline `code` in backticks). */
  concept: z.string(),
  level_count: z.number().int().min(1),
});
export type TeacherGuideChapterSummary = z.infer<typeof teacherGuideChapterSummarySchema>;

export const teacherGuideCourseSchema = z.object({
  course_id: z.string(),
  name: z.string(),
  summary: z.string(),
  audience: z.string(),
  how_to_use: z.string(),
  chapters: z.array(teacherGuideChapterSummarySchema),
});
export type TeacherGuideCourse = z.infer<typeof teacherGuideCourseSchema>;

/** GET level/teacher-guide: both courses in catalogue order, each with its chapters. */
export const teacherGuideIndexSchema = z.object({ courses: z.array(teacherGuideCourseSchema) });
export type TeacherGuideIndex = z.infer<typeof teacherGuideIndexSchema>;

export const teacherGuideLevelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Zero-based position in the chapter. */
  level_index: z.number().int().min(0),
  /** One line: what the level teaches. */
  teaches: z.string(),
  /** The reference solution (Python); null unless the caller may see solutions. */
  solution: z.string().nullable(),
});
export type TeacherGuideLevel = z.infer<typeof teacherGuideLevelSchema>;

export const teacherGuideMistakeSchema = z.object({ mistake: z.string(), help: z.string() });
export type TeacherGuideMistake = z.infer<typeof teacherGuideMistakeSchema>;

export const teacherGuideLessonStepSchema = z.object({
  segment: teacherGuideSegmentSchema,
  minutes: z.number().int().min(1),
  activity: z.string(),
});
export type TeacherGuideLessonStep = z.infer<typeof teacherGuideLessonStepSchema>;

/** GET level/teacher-guide/{course_id}/{chapter_id}. */
export const teacherGuideChapterSchema = z.object({
  course_id: z.string(),
  course_name: z.string(),
  chapter_id: z.number().int(),
  chapter_name: z.string(),
  concept: z.string(),
  levels: z.array(teacherGuideLevelSchema),
  mistakes: z.array(teacherGuideMistakeSchema),
  discussion_questions: z.array(z.string()),
  lesson_plan: z.array(teacherGuideLessonStepSchema),
  /** The lesson plan's minutes added up. */
  lesson_minutes: z.number().int(),
  /** Whether the levels carry their reference solutions (teachers, school admins, staff). */
  solutions_visible: z.boolean(),
  /** The neighbouring chapters across both courses (Beginner 8 is followed by Advanced 9). */
  previous: teacherGuideChapterRefSchema.nullable(),
  next: teacherGuideChapterRefSchema.nullable(),
});
export type TeacherGuideChapter = z.infer<typeof teacherGuideChapterSchema>;

export const teacherGuideCourseNotFoundMessage = (courseId: string) =>
  `There is no course "${courseId}" in the teacher's guide.`;
export const teacherGuideChapterNotFoundMessage = (courseName: string, chapterId: string) =>
  `${courseName} has no chapter "${chapterId}" in the teacher's guide.`;

export const TEACHER_GUIDE_PATHS = {
  index: '/api/level/teacher-guide',
  chapter: (courseId: string, chapterId: number | string) =>
    `/api/level/teacher-guide/${encodeURIComponent(courseId)}/${encodeURIComponent(String(chapterId))}`,
} as const;
