import { z } from 'zod';
import { languageCodeSchema } from './languages';
import type { Item, LevelConstant, LevelGoal, TiledMap, Vec2 } from '@pylands/game-engine';

export const COMPLETION_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export const completionStatusSchema = z.enum(COMPLETION_STATUSES);
export type CompletionStatus = z.infer<typeof completionStatusSchema>;
/**
 * level/update's status as sent: the statuses are lowercase (doc 1 §3), yet both documents say a
 * finished level "sends an update with status COMPLETE"; either spelling is accepted and stored
 * lowercase.
 */
export const completionStatusRequestSchema = z
  .enum([...COMPLETION_STATUSES, 'NOT_STARTED', 'IN_PROGRESS', 'COMPLETE'])
  .transform((status) => status.toLowerCase() as CompletionStatus);

export const DIFFICULTIES = ['beginner', 'advanced', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Course slugs and level slugs: lowercase words joined by dashes or underscores. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;
export const slugSchema = z.string().regex(SLUG_PATTERN, { error: 'must be a slug (a-z, 0-9, - and _)' });

export const levelEntrySchema = z.object({
  slug: z.string(),
  name: z.string(),
  completed: z.boolean(),
  locked: z.boolean(),
  /**
   * A visitor must log in to play this level (intro-level5..7, doc 2 §6): the sidebar shows the
   * visitor's lock before the click. Our addition; absent means no.
   */
  requires_login: z.boolean().optional(),
});
export type LevelEntry = z.infer<typeof levelEntrySchema>;

/** Chapter ids are numbers unique across courses (python 1–8, advanced-python 9–14; 0 is Creative). */
export const chapterSchema = z.object({
  id: z.number().int().min(0),
  name: z.string(),
  level_data: z.array(levelEntrySchema),
  quiz_exists: z.boolean(),
  quiz_complete: z.boolean(),
  class_locked: z.boolean(),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** GET level/course/{slug}. */
export const courseDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  chapters: z.array(chapterSchema),
});
export type CourseData = z.infer<typeof courseDataSchema>;

const vec2Schema = z.tuple([z.number(), z.number()]);

/**
 * GET level/data/{course_slug}/{slug}. The map, items, goals and constants are the engine's own
 * types; the schema checks their outer shape only (the engine validates content at build time).
 */
export const levelDataSchema = z.object({
  slug: z.string(),
  name: z.string(),
  chapter_id: z.number().int().min(0),
  chapter_name: z.string(),
  /** Zero-based position of the level in its chapter. */
  level_id: z.number().int().min(0),
  codeTemplate: z.string(),
  maxLinesOfCode: z.number().int().positive().optional(),
  locked: z.boolean(),
  completed: z.boolean(),
  last_code_executed: z.string().nullable(),
  guide: z.string(),
  guideImage: z.string().nullable(),
  tutorial: z.string().nullable(),
  hint: z.string().nullable(),
  /**
   * The language the guide, hint and tutorial are in: the `language` asked for where the level is
   * translated into it, else 'en'. Our addition; absent means English.
   */
  text_language: z.string().optional(),
  map: z.custom<TiledMap>(
    (v) => typeof v === 'object' && v !== null && Array.isArray((v as TiledMap).layers),
  ),
  start: vec2Schema as unknown as z.ZodType<Vec2>,
  zoom: z.number(),
  items: z.array(z.custom<Item>((v) => typeof v === 'object' && v !== null)),
  levelGoals: z.array(z.custom<LevelGoal>((v) => typeof v === 'object' && v !== null)),
  constants: z.array(z.custom<LevelConstant>((v) => typeof v === 'object' && v !== null)),
});
export type LevelData = z.infer<typeof levelDataSchema>;

/** Longest program accepted by level/update (far beyond any level; keeps rows small). */
export const MAX_CODE_LENGTH = 20_000;
/** Seeds are 32-bit unsigned words (the runner draws them with crypto.getRandomValues). */
export const MAX_RUN_SEED = 0xffff_ffff;
/** More popups than any level needs; bounds what a replay is fed. */
export const MAX_RUN_ANSWERS = 100;

/** POST level/update/{slug}. */
export const levelUpdateRequestSchema = z.object({
  last_status: completionStatusRequestSchema,
  last_code_executed: z
    .string()
    .max(MAX_CODE_LENGTH, { error: `code must be at most ${MAX_CODE_LENGTH} characters` }),
  level_slug: slugSchema,
  course_id: slugSchema,
  /** The seed `random` had in the client's run (RunResult.seed): a completion is replayed with it. */
  seed: z.number().int().min(0).max(MAX_RUN_SEED).optional(),
  /** The popup answers of the client's run in order (RunResult.answers): question → boolean, others → null. */
  answers: z
    .array(z.boolean().nullable())
    .max(MAX_RUN_ANSWERS, { error: `at most ${MAX_RUN_ANSWERS} answers` })
    .optional(),
});
export type LevelUpdateRequest = z.infer<typeof levelUpdateRequestSchema>;

/** What level/update reads from the wire: the course id in the body, or else as `?course_id`. */
export const levelUpdateBodySchema = levelUpdateRequestSchema.extend({ course_id: slugSchema.optional() });
/** GET level/data/{course_slug}/{slug}'s query: whose view, and the language of the guide. */
export const levelDataQuerySchema = z.object({
  user_id: z.uuid({ error: 'user_id must be a user id' }).optional(),
  language: languageCodeSchema.optional(),
});

export const levelUpdateQuerySchema = z.object({
  course_id: slugSchema.optional(),
  /** The creator of a saved creative level played at play/{course}/{userId}/{slug}. */
  user_id: z.uuid({ error: 'user_id must be a user id' }).optional(),
});

/**
 * What level/update answers an anonymous visitor's run start: nothing is saved as progress, the run
 * is counted against the visitor's signed cookie.
 */
export const anonymousRunStartSchema = z.object({
  saved: z.literal(false),
  execution_type: z.literal('level'),
  counter: z.number().int().min(0),
});
export type AnonymousRunStart = z.infer<typeof anonymousRunStartSchema>;

/** 401 on level data and level/update for levels with `requiresLogin` (intro-level5..7), anonymously. */
export const LEVEL_REQUIRES_LOGIN_MESSAGE = 'Please sign up or log in to play this level.';
/** 401 on level/update `complete` from an anonymous visitor. */
export const PROGRESS_REQUIRES_ACCOUNT_MESSAGE = 'Please sign up or log in to save your progress.';
/** 403 on level/update for a signed-in user without a chosen student (doc 2 §6). */
export const CHOOSE_STUDENT_TO_PLAY_MESSAGE = 'Please choose a student to play';
/** 422 on level/update `complete` when the server's replay does not complete the level; a reason follows. */
export const REPLAY_REJECTED_PREFIX = 'The program did not complete the level';
/** 403 on level data and level/update for a class student: the teacher has not unlocked the chapter. */
export const CHAPTER_LOCKED_BY_CLASS_MESSAGE =
  'Your teacher has not unlocked this chapter yet. Please play the chapters shown in the menu.';
/** 403 on level data and level/update for a no_skip class student past the first incomplete chapter. */
export const CHAPTER_NO_SKIP_MESSAGE =
  'Complete all levels of the earlier chapters before playing this chapter.';

/** What level/update answers: the saved completion record. */
export const levelCompletionSchema = z.object({
  student_id: z.string(),
  course_id: z.string(),
  level_slug: z.string(),
  last_status: completionStatusSchema,
  last_code_executed: z.string().nullable(),
  attempts: z.number().int().min(0),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * Only on a completion that could not be replayed yet (the verifier queue was unreachable or
   * full, or no verdict came in time): it is saved and checked soon after; the level is shown
   * complete once it is verified.
   */
  verification: z.literal('pending').optional(),
});
export type LevelCompletion = z.infer<typeof levelCompletionSchema>;

/** What level/update answers: a student's saved record, or an anonymous visitor's counted run start. */
export const levelUpdateResponseSchema = z.union([levelCompletionSchema, anonymousRunStartSchema]);
export type LevelUpdateResponse = z.infer<typeof levelUpdateResponseSchema>;
