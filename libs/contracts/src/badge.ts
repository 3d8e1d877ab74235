import { z } from 'zod';

/**
 * Badges (issue 23), earned from verified progress and awarded once each by levels:
 * `chapter:{course_id}:{chapter_id}` a chapter completed (its quiz too when the student's class has
 * quizzes), `quiz:{course_id}:{chapter_id}` a chapter's quiz passed, `first-challenge`,
 * `five-challenges`, `streak-7` (levels completed on 7 days in a row, UTC), `first-creative` (a
 * first creative level shared with others).
 */
export const BADGE_KINDS = [
  'chapter',
  'quiz',
  'first-challenge',
  'five-challenges',
  'streak-7',
  'first-creative',
] as const;
export const badgeKindSchema = z.enum(BADGE_KINDS);
export type BadgeKind = z.infer<typeof badgeKindSchema>;

export const badgeSchema = z.object({
  /** Stable: the kind, with course and chapter for chapter and quiz badges. */
  id: z.string(),
  kind: badgeKindSchema,
  /** English name and how to earn it (the screens translate by kind with these values). */
  name: z.string(),
  description: z.string(),
  course_id: z.string().nullable(),
  chapter_id: z.number().int().nullable(),
  chapter_name: z.string().nullable(),
  earned: z.boolean(),
  /** ISO 8601; null while locked. */
  earned_at: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** GET level/badges/{student_id}: every badge, earned first (newest first), then locked ones in course order. */
export const badgeListSchema = z.object({
  student_id: z.string(),
  /** The student's display name, for the page title. */
  student_name: z.string(),
  earned_count: z.number().int().min(0),
  badges: z.array(badgeSchema),
});
export type BadgeList = z.infer<typeof badgeListSchema>;

/** 403 on another family's or school's student's badges or certificates. */
export const STUDENT_AWARDS_FORBIDDEN_MESSAGE =
  'You can only see the badges and certificates of your own students.';

export const BADGE_PATHS = {
  list: (studentId: string) => `/api/level/badges/${encodeURIComponent(studentId)}`,
} as const;
