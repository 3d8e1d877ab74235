import { z } from 'zod';

/**
 * The weekly parent email (issue 23): parents who opted in (`weekly_report` on their account) get,
 * once a week, each child's levels, quizzes, badges, play time and assistant use. auth's weekly job
 * gathers each child's week from levels and tips through the internal routes below (service secret).
 */

/** `?since=&until=` of both internal routes: ISO 8601 instants, `since` before `until`, at most 31 days. */
export const weeklyWindowQuerySchema = z
  .object({
    since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 date-time' }),
    until: z.iso.datetime({ offset: true, error: 'until must be an ISO 8601 date-time' }),
  })
  .refine((q) => Date.parse(q.since) < Date.parse(q.until), { error: 'since must be before until' })
  .refine((q) => Date.parse(q.until) - Date.parse(q.since) <= 31 * 24 * 60 * 60_000, {
    error: 'since and until must be at most 31 days apart',
  });
export type WeeklyWindowQuery = z.infer<typeof weeklyWindowQuerySchema>;

export const weeklyLevelSchema = z.object({
  course_id: z.string(),
  course_name: z.string(),
  level_slug: z.string(),
  level_name: z.string(),
  chapter_name: z.string(),
  /** ISO 8601: the first verified completion, within the window. */
  completed_at: z.string(),
});
export type WeeklyLevel = z.infer<typeof weeklyLevelSchema>;

export const weeklyQuizSchema = z.object({
  course_id: z.string(),
  chapter_id: z.number().int(),
  chapter_name: z.string(),
  best_percent: z.number().int().min(0).max(100),
  passed: z.boolean(),
});
export type WeeklyQuiz = z.infer<typeof weeklyQuizSchema>;

export const weeklyBadgeSchema = z.object({
  badge_id: z.string(),
  kind: z.string(),
  /** English name from the badge catalogue ("Variables Complete"). */
  name: z.string(),
  earned_at: z.string(),
});
export type WeeklyBadge = z.infer<typeof weeklyBadgeSchema>;

/** The level a child could play next (the first one not completed), for a quiet week's suggestion. */
export const weeklyNextLevelSchema = z.object({
  course_id: z.string(),
  level_slug: z.string(),
  level_name: z.string(),
  chapter_name: z.string(),
});

/** levels `GET /internal/weekly-summary/{student_id}?since&until` (service secret). */
export const weeklySummarySchema = z.object({
  student_id: z.string(),
  since: z.string(),
  until: z.string(),
  /** Play time estimated from the child's runs (as level/student-progress does). */
  minutes: z.number().int().min(0),
  levels_completed: z.array(weeklyLevelSchema),
  /** Quizzes with an attempt finished in the window: the chapter's best score so far. */
  quizzes: z.array(weeklyQuizSchema),
  badges: z.array(weeklyBadgeSchema),
  next_level: weeklyNextLevelSchema.nullable(),
});
export type WeeklySummary = z.infer<typeof weeklySummarySchema>;

/** tips `GET /internal/assistant-usage/{student_id}?since&until` (service secret): tips asked. */
export const weeklyAssistantUsageSchema = z.object({
  student_id: z.string(),
  level_tips: z.number().int().min(0),
  challenge_tips: z.number().int().min(0),
});
export type WeeklyAssistantUsage = z.infer<typeof weeklyAssistantUsageSchema>;

export const WEEKLY_REPORT_PATHS = {
  summary: (studentId: string) => `/internal/weekly-summary/${encodeURIComponent(studentId)}`,
  assistantUsage: (studentId: string) => `/internal/assistant-usage/${encodeURIComponent(studentId)}`,
  /** auth: runs the weekly job now (service secret); `at` sets the run's moment (tests, catch-up). */
  run: '/internal/weekly-report/run',
} as const;

/** One child's section of the email. */
export const weeklyReportChildSchema = z.object({
  username: z.string(),
  summary: weeklySummarySchema,
  assistant: weeklyAssistantUsageSchema.nullable(),
});
export type WeeklyReportChild = z.infer<typeof weeklyReportChildSchema>;

/** What an email job of the `weekly-report` template carries for the mail worker to render. */
export const weeklyReportEmailSchema = z.object({
  since: z.string(),
  until: z.string(),
  children: z.array(weeklyReportChildSchema).min(1).max(20),
});
export type WeeklyReportEmail = z.infer<typeof weeklyReportEmailSchema>;

/** POST auth /internal/weekly-report/run body. */
export const weeklyReportRunSchema = z
  .object({ at: z.iso.datetime({ offset: true, error: 'at must be an ISO 8601 date-time' }).optional() })
  .default({});
export type WeeklyReportRun = z.infer<typeof weeklyReportRunSchema>;

export const weeklyReportRunResultSchema = z.object({
  /** The ISO week's Monday (UTC date) the run reported on: one email per parent and week. */
  week: z.string(),
  sent: z.number().int().min(0),
  /** Parents already sent this week's email (another run or replica). */
  already_sent: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type WeeklyReportRunResult = z.infer<typeof weeklyReportRunResultSchema>;
