import { z } from 'zod';

/**
 * Domain events carried between services on BullMQ queues (Redis). Each queue has one consumer
 * group: the service that keeps its own copy of the fact.
 */
export const LEVEL_PLAYED_QUEUE = 'level-played';

/** Published by levels when a run starts or completes; auth keeps it as the student's last_played. */
export const levelPlayedEventSchema = z.object({
  student_id: z.string(),
  course_id: z.string(),
  level_slug: z.string(),
  /** ISO time the run was recorded; consumers keep the newest. */
  played_at: z.string(),
});
export type LevelPlayedEvent = z.infer<typeof levelPlayedEventSchema>;

/**
 * Published by auth when a student is created or deleted; levels keeps who owns which student, so
 * a parent may read their own students' progress without levels calling auth.
 */
export const STUDENT_CHANGED_QUEUE = 'student-changed';

export const studentChangedEventSchema = z.object({
  student_id: z.string(),
  parent_id: z.string(),
  deleted: z.boolean(),
});
export type StudentChangedEvent = z.infer<typeof studentChangedEventSchema>;

/**
 * Published by auth when a parent deletes their account (after the rows are gone in auth): every
 * service that keeps data per student or per user deletes it. levels: completions and attempts of
 * `student_ids`, and its student_parents rows.
 */
export const ACCOUNT_DELETED_QUEUE = 'account-deleted';

export const accountDeletedEventSchema = z.object({
  user_id: z.string(),
  student_ids: z.array(z.string()),
  deleted_at: z.string(),
});
export type AccountDeletedEvent = z.infer<typeof accountDeletedEventSchema>;

/**
 * The tips service's copies of the two events above (it keeps assistant use per student and per
 * account, and deletes it with them). A BullMQ queue has one consuming service, so an event with
 * several consumers is published to one queue per consumer: see EVENT_COPIES.
 */
export const STUDENT_CHANGED_TIPS_QUEUE = 'student-changed.tips';
export const ACCOUNT_DELETED_TIPS_QUEUE = 'account-deleted.tips';

/** Every further queue an event is published to, besides its own (read by DomainEvents.publish). */
export const EVENT_COPIES: Readonly<Record<string, readonly string[]>> = {
  [STUDENT_CHANGED_QUEUE]: [STUDENT_CHANGED_TIPS_QUEUE],
  [ACCOUNT_DELETED_QUEUE]: [ACCOUNT_DELETED_TIPS_QUEUE],
};

/**
 * Completions waiting for their replay: levels adds a job per claimed completion (its job id is the
 * completion's key, so a retried completion joins the same job) and a verifier worker (in levels,
 * or `dist/verifier-main.js` processes scaled on their own) replays it in Pyodide and returns the
 * verdict.
 */
export const COMPLETION_VERIFY_QUEUE = 'completion-verify';

export const completionVerifyJobSchema = z.object({
  student_id: z.string(),
  course_id: z.string(),
  level_slug: z.string(),
  code: z.string(),
  /** The client's run seed and popup answers: the replay uses the same. */
  seed: z.number().int().min(0).optional(),
  answers: z.array(z.boolean().nullable()).optional(),
});
export type CompletionVerifyJob = z.infer<typeof completionVerifyJobSchema>;

/** A verifier's answer: the level completed, or why not (the 422's message). */
export const completionVerdictSchema = z.discriminatedUnion('complete', [
  z.object({ complete: z.literal(true) }),
  z.object({ complete: z.literal(false), reason: z.string() }),
]);
export type CompletionVerdict = z.infer<typeof completionVerdictSchema>;
