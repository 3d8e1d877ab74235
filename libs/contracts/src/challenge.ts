import { z } from 'zod';

/**
 * Challenges (issue 23): small programming problems per Beginner chapter, each with a description,
 * starter code and hidden test cases. The browser runs the example cases in its Pyodide worker for
 * quick feedback; a challenge counts as solved only when levels has run every hidden case itself.
 */

export const CHALLENGE_DIFFICULTY_VALUES = ['beginner', 'advanced', 'expert'] as const;
export const challengeDifficultySchema = z.enum(CHALLENGE_DIFFICULTY_VALUES);

const challengeShapeViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('function'), name: z.string() }),
  z.object({ kind: z.literal('program'), given: z.array(z.string()) }),
]);

/** An example case shown to the child and checked in the browser (the others stay on the server). */
export const challengeExampleSchema = z.object({
  given: z.record(z.string(), z.unknown()).optional(),
  args: z.array(z.unknown()).optional(),
  returns: z.unknown().optional(),
  prints: z.string().optional(),
});
export type ChallengeExample = z.infer<typeof challengeExampleSchema>;

/** One row of the `challenges` page. */
export const challengeSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  chapter: z.number().int(),
  chapter_name: z.string(),
  difficulty: challengeDifficultySchema,
  /** The chosen student solved it (verified by the server); false for a visitor. */
  solved: z.boolean(),
  /** Its chapter is not open to this visitor or student (no purchase): the row shows a lock. */
  locked: z.boolean(),
});
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

/** GET level/challenges: every challenge by chapter, then difficulty. */
export const challengeListSchema = z.object({
  challenges: z.array(challengeSummarySchema),
  /** Challenges the chosen student has solved. */
  solved_count: z.number().int().min(0),
});
export type ChallengeList = z.infer<typeof challengeListSchema>;

/** GET level/challenge/{slug}: what the challenge page needs. */
export const challengeViewSchema = challengeSummarySchema.extend({
  /** Markdown. */
  description: z.string(),
  starter: z.string(),
  shape: challengeShapeViewSchema,
  examples: z.array(challengeExampleSchema),
  /** The chosen student's last submitted code; null: start from `starter`. */
  last_code: z.string().nullable(),
});
export type ChallengeView = z.infer<typeof challengeViewSchema>;

/** 422 for a submission longer than CHALLENGE_CODE_MAX_LENGTH characters. */
export const CHALLENGE_CODE_TOO_LONG_MESSAGE = 'Your program is too long.';
export const CHALLENGE_CODE_MAX_LENGTH = 20000;

/**
 * POST level/challenge/{slug}/submit: the server runs every hidden case on this code. Only `code` is
 * read (anything else, such as a "solved" flag, is ignored); the submission counts no attempt.
 */
export const challengeSubmitRequestSchema = z.object({
  code: z.string().max(CHALLENGE_CODE_MAX_LENGTH, { error: CHALLENGE_CODE_TOO_LONG_MESSAGE }),
});
export type ChallengeSubmitRequest = z.infer<typeof challengeSubmitRequestSchema>;

/** One hidden case's verdict, in a child's words (the case's inputs are not revealed). */
export const challengeCaseVerdictSchema = z.object({
  passed: z.boolean(),
  /** English; pages show `key` (a `challenges.case.*` locale key) with `params` in the child's language. */
  message: z.string(),
  key: z.string().max(100).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const challengeSubmitResponseSchema = z.object({
  solved: z.boolean(),
  passed: z.number().int().min(0),
  total: z.number().int().min(1),
  cases: z.array(challengeCaseVerdictSchema),
  /** First time this student solved it (badges may follow). */
  first_solve: z.boolean(),
});
export type ChallengeSubmitResponse = z.infer<typeof challengeSubmitResponseSchema>;

/**
 * POST level/challenge/{slug}/run: counts one `challenge` attempt before the browser runs the code
 * (403 with OUT_OF_ATTEMPTS_MESSAGE past the day's limit; never for entitled students).
 */
export const challengeRunStartSchema = z.object({
  execution_type: z.literal('challenge'),
  counter: z.number().int().min(0),
  /** The day's limit; null: unlimited (subscribers, purchased courses). */
  limit: z.number().int().min(1).nullable(),
});
export type ChallengeRunStart = z.infer<typeof challengeRunStartSchema>;

/**
 * How many of a challenge's hidden cases are shown as `examples` (the first ones): the browser runs
 * these for quick feedback; the server runs them all on submit.
 */
export const CHALLENGE_EXAMPLE_COUNT = 2;

/** 404 for an unknown challenge slug. */
export const CHALLENGE_NOT_FOUND_MESSAGE = 'This challenge does not exist.';

export const CHALLENGE_PATHS = {
  list: '/api/level/challenges',
  challenge: (slug: string) => `/api/level/challenge/${encodeURIComponent(slug)}`,
  run: (slug: string) => `/api/level/challenge/${encodeURIComponent(slug)}/run`,
  submit: (slug: string) => `/api/level/challenge/${encodeURIComponent(slug)}/submit`,
} as const;
