import { z } from 'zod';
import { MAX_CODE_LENGTH, MAX_RUN_ANSWERS, MAX_RUN_SEED, SLUG_PATTERN } from './level';

/** Courses a creative level may belong to (doc 2 §5: 'Please select a valid course'). */
export const CREATIVE_COURSES = ['python', 'advanced-python'] as const;
/** A generated slug: up to 50 characters from the name, a dash, 8 random and 2 time characters. */
export const CREATIVE_SLUG_MAX_LENGTH = 61;
export const CREATIVE_NAME_MIN_LENGTH = 3;
export const CREATIVE_NAME_MAX_LENGTH = 50;
export const CREATIVE_DEFAULT_MAP_PATH = 'creative-01.json';
/** The template maps a new level starts from (`name` is a locale key's last part in the UI). */
export const CREATIVE_TEMPLATES = [
  { map_path: 'creative-01.json', name: 'Farm' },
  { map_path: 'creative-winter.json', name: 'Winter' },
  { map_path: 'creative-pantry.json', name: 'Pantry' },
  { map_path: 'creative-meadow.json', name: 'Empty meadow' },
] as const;
export type CreativeTemplate = (typeof CREATIVE_TEMPLATES)[number];
export const CREATIVE_DEFAULT_ZOOM = 50;
export const CREATIVE_DEFAULT_CODE_TEMPLATE = 'from player import *\n\n';
/** doc 1 §9: the public levels page starts at page 1 with 12 levels a page. */
export const CREATIVE_PAGE_DEFAULT = 1;
export const CREATIVE_PAGE_SIZE_DEFAULT = 12;
export const CREATIVE_PAGE_SIZE_MAX = 100;
/** Bounds that keep one saved level small (far beyond what the creator places). */
export const CREATIVE_MAX_ITEMS = 500;
export const CREATIVE_MAX_GOALS = 200;

const slug = z
  .string()
  .max(CREATIVE_SLUG_MAX_LENGTH, { error: `must be at most ${CREATIVE_SLUG_MAX_LENGTH} characters` })
  .regex(SLUG_PATTERN, { error: 'must be a slug (a-z, 0-9, - and _)' });
const course = z.enum(CREATIVE_COURSES, { error: 'Please select a valid course' });
const cell = z.tuple([z.number().int().min(0).max(1000), z.number().int().min(0).max(1000)]);
const mapPath = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,60}\.json$/, { error: 'must be a map file name such as creative-01.json' });
const code = z.string().max(MAX_CODE_LENGTH, { error: `must be at most ${MAX_CODE_LENGTH} characters` });
const entry = z.record(z.string(), z.unknown());

/**
 * The creator's level payload (doc 2 §7): both the saved names (level_slug, player_start, map_path,
 * level_goals, code_template, is_public, school_visible) and the working JSON's (slug, start,
 * mapPath, levelGoals, codeTemplate, isPublic, schoolVisible) are accepted; the saved name wins.
 * A `user_id` in the body is ignored: the creator is the session's user.
 */
const creativeLevelFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Level name is required' })
    .min(CREATIVE_NAME_MIN_LENGTH, { error: 'Level name must be at least 3 characters' })
    .max(CREATIVE_NAME_MAX_LENGTH, { error: 'Level name must be at most 50 characters' }),
  level_slug: slug.optional(),
  slug: slug.optional(),
  course_id: course.optional(),
  is_public: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  school_visible: z.boolean().optional(),
  schoolVisible: z.boolean().optional(),
  map_path: mapPath.optional(),
  mapPath: mapPath.optional(),
  player_start: cell.optional(),
  start: cell.optional(),
  level_goals: z.array(entry).max(CREATIVE_MAX_GOALS).optional(),
  levelGoals: z.array(entry).max(CREATIVE_MAX_GOALS).optional(),
  items: z.array(entry).max(CREATIVE_MAX_ITEMS).optional(),
  code_template: code.optional(),
  codeTemplate: code.optional(),
  tutorial: code.nullable().optional(),
  zoom: z.number().min(10).max(400).optional(),
  map: z
    .object({ layers: z.array(entry).max(20) })
    .loose()
    .nullable()
    .optional(),
});

/** A creative level as the service keeps it (every field present, one name each). */
export interface CreativeLevelInput {
  name: string;
  level_slug: string | undefined;
  course_id: (typeof CREATIVE_COURSES)[number] | undefined;
  is_public: boolean | undefined;
  school_visible: boolean | undefined;
  map_path: string | undefined;
  player_start: [number, number] | undefined;
  level_goals: Record<string, unknown>[] | undefined;
  items: Record<string, unknown>[] | undefined;
  code_template: string | undefined;
  tutorial: string | null | undefined;
  zoom: number | undefined;
  map: Record<string, unknown> | null | undefined;
}

export const creativeLevelInputSchema = creativeLevelFieldsSchema.transform((body): CreativeLevelInput => ({
  name: body.name,
  level_slug: body.level_slug ?? body.slug,
  course_id: body.course_id,
  is_public: body.is_public ?? body.isPublic,
  school_visible: body.school_visible ?? body.schoolVisible,
  map_path: body.map_path ?? body.mapPath,
  player_start: body.player_start ?? body.start,
  level_goals: body.level_goals ?? body.levelGoals,
  items: body.items,
  code_template: body.code_template ?? body.codeTemplate,
  tutorial: body.tutorial,
  zoom: body.zoom,
  map: body.map,
}));

/** POST level/creative/create and POST level/creative: a slug and a course are needed to create. */
export const creativeLevelCreateSchema = creativeLevelInputSchema.refine(
  (body) => body.level_slug !== undefined,
  { error: 'required to create a level', path: ['level_slug'] },
);

/** A saved creative level: the saved names and the working JSON's, so the creator and the play screen read it as is. */
export const creativeLevelSchema = z.object({
  level_slug: z.string(),
  slug: z.string(),
  course_id: z.string(),
  name: z.string(),
  user_id: z.string(),
  is_public: z.boolean(),
  school_visible: z.boolean(),
  map_path: z.string(),
  mapPath: z.string(),
  player_start: z.tuple([z.number(), z.number()]),
  start: z.tuple([z.number(), z.number()]),
  level_goals: z.array(entry),
  levelGoals: z.array(entry),
  items: z.array(entry),
  code_template: z.string(),
  codeTemplate: z.string(),
  tutorial: z.string().nullable(),
  zoom: z.number(),
  map: entry.nullable(),
  /** When the creator's run last solved the level as saved (replayed by the server); null: never since the last change. */
  proven_at: z.string().nullable(),
  /** Hidden by platform staff: out of every list, 404 to all but the creator and staff. */
  hidden: z.boolean(),
  /** Completed plays by others than the creator. */
  plays: z.number().int().min(0),
  /** The creator's display name, or username when there is none. */
  creator_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CreativeLevel = z.infer<typeof creativeLevelSchema>;

/** One level in a list (no goals or code; the items and start so a card can draw the map's picture). */
export const creativeLevelSummarySchema = creativeLevelSchema.pick({
  level_slug: true,
  course_id: true,
  name: true,
  user_id: true,
  is_public: true,
  school_visible: true,
  map_path: true,
  items: true,
  player_start: true,
  proven_at: true,
  hidden: true,
  plays: true,
  creator_name: true,
  created_at: true,
  updated_at: true,
});
export type CreativeLevelSummary = z.infer<typeof creativeLevelSummarySchema>;
export const creativeLevelListSchema = z.array(creativeLevelSummarySchema);

/** `page&size&search` of the paginated lists. */
export const creativePageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(100_000, { error: 'page is too large' })
    .default(CREATIVE_PAGE_DEFAULT),
  size: z.coerce
    .number({ error: 'size must be a number' })
    .int({ error: 'size must be a whole number' })
    .min(1, { error: 'size must be at least 1' })
    .max(CREATIVE_PAGE_SIZE_MAX, { error: `size must be at most ${CREATIVE_PAGE_SIZE_MAX}` })
    .default(CREATIVE_PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(100, { error: 'search must be at most 100 characters' }).optional(),
});
export type CreativePageQuery = z.infer<typeof creativePageQuerySchema>;

export const creativeLevelPageSchema = z.object({
  items: creativeLevelListSchema,
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  pages: z.number().int().min(0),
});
export type CreativeLevelPage = z.infer<typeof creativeLevelPageSchema>;

export const creatorStatsSchema = z.object({
  creator_user_id: z.string(),
  public_levels: z.number().int().min(0),
  /** Public levels per course. */
  courses: z.record(z.string(), z.number().int().min(0)),
});
export type CreatorStats = z.infer<typeof creatorStatsSchema>;

export const creativeSlugExistsSchema = z.object({ exists: z.boolean() });

/** `?course_id` of GET/PUT/DELETE level/creative/{level_slug} (python when absent, the creator's default). */
export const creativeCourseQuerySchema = z.object({ course_id: course.default('python') });
/** `?force_create` of POST level/creative: true replaces the caller's own level of that slug. */
export const creativeForceQuerySchema = z.object({
  force_create: z
    .enum(['true', 'false'], { error: 'force_create must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

export const creativeLevelExistsMessage = (slug: string, courseId: string) =>
  `A level with the slug '${slug}' already exists in the course ${courseId}.`;
export const CREATIVE_LEVEL_NOT_FOUND_MESSAGE = 'Level not found';
export const CREATIVE_LEVEL_NOT_YOURS_MESSAGE = 'Only the creator of this level may change it.';
export const CREATIVE_SCHOOL_ONLY_MESSAGE = 'Only members of an organization see their school’s levels.';

/** 422 on sharing (is_public or school_visible) a level that has no proof. */
export const CREATIVE_PROOF_REQUIRED_MESSAGE = 'Solve your level once in Preview before you share it.';
/** The creator's name on a level built by an adult (no student chosen): emails are never shown. */
export const CREATIVE_CREATOR_FALLBACK_NAME = 'Pylands creator';
/** 404 for a map_path that is no template. */
export const CREATIVE_TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found';
/** 422 on a proof for a level without goals. */
export const CREATIVE_NO_GOALS_MESSAGE =
  'Your level has no goals yet. Place an item or a command on the map first.';
/** 403 on hiding a level by anyone but platform staff. */
export const CREATIVE_STAFF_ONLY_MESSAGE = 'Only platform staff may hide a level.';
/** 403 on reporting one's own level. */
export const CREATIVE_REPORT_OWN_MESSAGE = 'You cannot report your own level.';

/**
 * POST level/creative/{slug}/proof: the creator's run in Preview. `seed` and `answers` are the run's
 * (RunResult.seed / .answers) when the code draws random numbers or answers popups.
 */
export const creativeProofRequestSchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .min(1, { error: 'code is required' })
    .max(MAX_CODE_LENGTH, { error: `code must be at most ${MAX_CODE_LENGTH} characters` }),
  seed: z.number().int().min(0).max(MAX_RUN_SEED).optional(),
  answers: z.array(z.boolean().nullable()).max(MAX_RUN_ANSWERS).optional(),
});
export type CreativeProofRequest = z.infer<typeof creativeProofRequestSchema>;
export const creativeProofSchema = z.object({ proven_at: z.string() });
export type CreativeProof = z.infer<typeof creativeProofSchema>;

/** `?course_id&user_id` of report and hidden: the level's course and (optionally) its creator. */
export const creativeLevelRefQuerySchema = z.object({
  course_id: course.default('python'),
  user_id: z.uuid({ error: 'user_id must be a user id' }).optional(),
});
export const CREATIVE_REPORT_REASON_MAX_LENGTH = 500;
export const creativeReportRequestSchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(CREATIVE_REPORT_REASON_MAX_LENGTH, {
      error: `reason must be at most ${CREATIVE_REPORT_REASON_MAX_LENGTH} characters`,
    }),
});
export type CreativeReportRequest = z.infer<typeof creativeReportRequestSchema>;
export const creativeHiddenRequestSchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
export type CreativeHiddenRequest = z.infer<typeof creativeHiddenRequestSchema>;
export const creativeHiddenSchema = z.object({ hidden: z.boolean() });

/** GET level/creative/reports (platform staff): reported levels, most reports first, with the reasons. */
export const creativeReportedLevelSchema = creativeLevelSummarySchema.extend({
  reports: z.number().int().min(1),
  reasons: z.array(z.string()),
  last_reported_at: z.string(),
});
export type CreativeReportedLevel = z.infer<typeof creativeReportedLevelSchema>;
export const creativeReportedLevelListSchema = z.array(creativeReportedLevelSchema);
/** The staff list's length (the most reported first). */
export const CREATIVE_REPORTED_LIST_LIMIT = 100;

/**
 * GET level/creative/template/{map_path}: a template as a creative level draft (the map's layers,
 * the start, zoom 50, the default code template, no items or goals).
 */
export const creativeTemplateSchema = z.object({
  name: z.string(),
  map_path: z.string(),
  mapPath: z.string(),
  map: z.object({ layers: z.array(entry) }).loose(),
  player_start: z.tuple([z.number(), z.number()]),
  start: z.tuple([z.number(), z.number()]),
  zoom: z.number(),
  code_template: z.string(),
  codeTemplate: z.string(),
  tutorial: z.string().nullable(),
  items: z.array(entry),
  level_goals: z.array(entry),
  levelGoals: z.array(entry),
});
export type CreativeTemplateDraft = z.infer<typeof creativeTemplateSchema>;
