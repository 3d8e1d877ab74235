import { languageCodeSchema } from './languages';
import { z } from 'zod';
import { MAX_CODE_LENGTH, slugSchema } from './level';

/** A tip of the coding assistant (doc 2 §3 "Tip (hint)"): one piece of advice for one line. */
export const tipSchema = z.object({
  /** What the child reads in the bubble. */
  text: z.string().min(1).max(600),
  /** A line to add at `line_number` (empty when nothing is added). */
  code_to_add: z.string().max(200),
  /** The line at `line_number` as it should read (empty when nothing changes). */
  code_to_modify: z.string().max(200),
  /** 1-based line of the learner's code the tip is about. */
  line_number: z.number().int().min(1),
  /** The learner's code with this one change applied (never the whole reference solution). */
  resulted_code: z.string().max(MAX_CODE_LENGTH),
  /** True when the program already does what the level asks (nothing to fix). */
  is_code_sufficient: z.boolean(),
  /**
   * Our addition: the first tip on a level or challenge teaches (what went wrong and a guiding
   * question), so the bubble shows no code; a level's edit fields above stay filled so the editor
   * still points at the line, a challenge's are empty (its one line may be the whole answer).
   */
  teaches: z.boolean().optional(),
});
export type Tip = z.infer<typeof tipSchema>;

const vec2 = z.tuple([z.number().int(), z.number().int()]);
const code = z.string().max(MAX_CODE_LENGTH, { error: `code must be at most ${MAX_CODE_LENGTH} characters` });
const errorMessage = z.string().max(2000).nullable().default(null);

/** POST chatgpt/generate-tip-level-async (doc 2 §7); error_key and error_line are our additions. */
export const levelTipRequestSchema = z.object({
  /** The learner's program. */
  last_prompt: code,
  course_name: slugSchema.default('python'),
  slug: slugSchema.default('intro-level1'),
  player_position: vec2.default([0, 0]),
  facing_direction: vec2.default([0, -1]),
  error_message: errorMessage,
  /** The engine's message key of a rule violation (e.g. "move.wall"). */
  error_key: z.string().max(64).nullable().optional(),
  /** The learner's line the error came from. */
  error_line: z.number().int().min(1).nullable().optional(),
  /** Our addition: the child's interface language, which the tip is written in (English without it). */
  language: languageCodeSchema.optional(),
});
export type LevelTipRequest = z.infer<typeof levelTipRequestSchema>;

/** POST chatgpt/generate-tip-challenge-async (doc 2 §7). */
export const challengeTipRequestSchema = z.object({
  description: z.string().min(1).max(4000),
  solution: code.default(''),
  last_prompt: code,
  error_message: errorMessage,
  /** Our addition: the child's interface language, which the tip is written in (English without it). */
  language: languageCodeSchema.optional(),
});
export type ChallengeTipRequest = z.infer<typeof challengeTipRequestSchema>;

/** POST chatgpt/generate-tip (doc 1 §7, no body given): a challenge request when it has a description, else a level one. */
export const anyTipRequestSchema = z.union([challengeTipRequestSchema, levelTipRequestSchema]);
export type AnyTipRequest = z.infer<typeof anyTipRequestSchema>;

/** Coding-assistant tips per UTC day (doc 2 §6, §9); null (subscribers) = unlimited. */
export const ASSISTANT_LIMITS = { anonymous: 5, signedIn: 20 } as const;

/** 403 from tip generation when the day's assistant credits are used (doc 2 §8). */
export const OUT_OF_ASSISTANT_CREDITS_MESSAGE = 'You are out of credits for the coding assistant!';
/** Any other failed tip (doc 2 §8), also what the play screen shows when the service is down. */
export const TIP_FAILED_MESSAGE = 'Failed to fetch the tip. Please try again later.';
/** 503 when no tips worker answered within the time-out. */
export const TIP_TIMED_OUT_MESSAGE = 'The coding assistant did not answer in time. Please try again later.';

/** GET credit/level_assistant and credit/challenge_assistant: the counter plus today's limit. */
export const assistantCreditSchema = z.object({
  execution_type: z.enum(['level_assistant', 'challenge_assistant']),
  counter: z.number().int().min(0),
  /** null = unlimited. */
  limit: z.number().int().min(0).nullable(),
});
export type AssistantCredit = z.infer<typeof assistantCreditSchema>;

/** The query of GET credit/usage. */
export const assistantUsageQuerySchema = z.object({
  student_id: z.uuid({ error: 'student_id must be a student id' }),
});

/** GET credit/usage?student_id: a parent's view of a child's assistant use, one row per UTC day. */
export const assistantUsageSchema = z.object({
  student_id: z.string(),
  days: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      day: z.string(),
      level_assistant: z.number().int().min(0),
      challenge_assistant: z.number().int().min(0),
    }),
  ),
});
export type AssistantUsage = z.infer<typeof assistantUsageSchema>;
