import { z } from 'zod';

export const EXECUTION_TYPES = ['level', 'challenge', 'level_assistant', 'challenge_assistant'] as const;
export const executionTypeSchema = z.enum(EXECUTION_TYPES);
export type ExecutionType = z.infer<typeof executionTypeSchema>;

export const creditRecordSchema = z.object({
  execution_type: executionTypeSchema,
  counter: z.number().int().min(0),
});
export type CreditRecord = z.infer<typeof creditRecordSchema>;

/** The signed cookie that carries an anonymous visitor's id, so their attempts survive a reload. */
export const ANONYMOUS_COOKIE = 'pylands_anon';

/** Daily attempts per execution type (doc 2 §6, §9): level and challenge runs. */
export const RUN_ATTEMPT_LIMITS = { anonymous: 10, signedIn: 30 } as const;

/** 403 on a run start beyond the day's attempts (the client shows its sign-up or upgrade dialog). */
export const OUT_OF_ATTEMPTS_MESSAGE = 'You\u2019ve used all your attempts for the day.';
