import {
  API_PATHS,
  creativeHiddenSchema,
  creativeLevelListSchema,
  creativeLevelPageSchema,
  creativeLevelSchema,
  creativeProofSchema,
  creativeReportedLevelListSchema,
  creativeSlugExistsSchema,
  creativeTemplateSchema,
  creatorStatsSchema,
  levelDataSchema,
  levelUpdateResponseSchema,
  okResponseSchema,
  type CreativeLevel,
  type CreativeProofRequest,
  type LevelUpdateRequest,
} from '@pylands/contracts';
import { call, type RequestOptions } from './client';

const C = API_PATHS.level.creative;
type ReadOptions = Pick<RequestOptions, 'signal' | 'prefetched'>;
type PageQuery = { page?: number; size?: number; search?: string };
/**
 * What the creator sends when saving: the saved names of a level (name required; the server fills
 * the rest from its defaults or the saved level).
 */
export type CreativeLevelPayload = Partial<
  Pick<
    CreativeLevel,
    | 'level_slug'
    | 'is_public'
    | 'school_visible'
    | 'map_path'
    | 'player_start'
    | 'level_goals'
    | 'items'
    | 'code_template'
    | 'tutorial'
    | 'zoom'
    | 'map'
  >
> & { name: string; course_id?: 'python' | 'advanced-python' };

/** The level creator's calls (doc 2 §7 creative, and issue 22's proof, report, hide, templates). */
export const creativeApi = {
  /** The signed-in user's own levels, newest change first. */
  mine: (options?: ReadOptions) => call(creativeLevelListSchema, C.mine, options),
  get: (levelSlug: string, courseId: string, options?: ReadOptions) =>
    call(creativeLevelSchema, C.level(levelSlug, courseId), options),
  create: (body: CreativeLevelPayload) => call(creativeLevelSchema, C.create, { method: 'POST', body }),
  /** POST level/creative: with `forceCreate` the caller's own level of that slug is replaced. */
  save: (body: CreativeLevelPayload, forceCreate?: boolean) =>
    call(creativeLevelSchema, C.save(forceCreate), { method: 'POST', body }),
  /** `courseId` is the level's course now; a different `body.course_id` moves it. */
  update: (levelSlug: string, courseId: string, body: CreativeLevelPayload) =>
    call(creativeLevelSchema, C.level(levelSlug, courseId), { method: 'PUT', body }),
  remove: (levelSlug: string, courseId: string) =>
    call(okResponseSchema, C.level(levelSlug, courseId), { method: 'DELETE' }),
  checkSlug: (courseId: string, levelSlug: string) =>
    call(creativeSlugExistsSchema, C.checkSlug(courseId, levelSlug)),
  publicLevels: () => call(creativeLevelListSchema, C.public),
  publicPage: (query: PageQuery = {}, options?: ReadOptions) =>
    call(creativeLevelPageSchema, C.publicPage(query), options),
  creatorLevels: (creatorUserId: string) => call(creativeLevelListSchema, C.creator(creatorUserId)),
  creatorPage: (creatorUserId: string, query: PageQuery = {}, options?: ReadOptions) =>
    call(creativeLevelPageSchema, C.creatorPage(creatorUserId, query), options),
  creatorStats: (creatorUserId: string, options?: ReadOptions) =>
    call(creatorStatsSchema, C.creatorStats(creatorUserId), options),
  /** Levels shared with the caller's organization (403 outside one). */
  school: (options?: ReadOptions) => call(creativeLevelListSchema, C.school, options),
  /** The creator's solving run from Preview; 422 says which goal is not met. */
  proof: (levelSlug: string, courseId: string, run: CreativeProofRequest) =>
    call(creativeProofSchema, C.proof(levelSlug, courseId), { method: 'POST', body: run }),
  report: (levelSlug: string, courseId: string, reason: string, creatorUserId?: string) =>
    call(okResponseSchema, C.report(levelSlug, courseId, creatorUserId), {
      method: 'POST',
      body: { reason },
    }),
  /** Platform staff only. */
  setHidden: (levelSlug: string, courseId: string, hidden: boolean, creatorUserId?: string) =>
    call(creativeHiddenSchema, C.hidden(levelSlug, courseId, creatorUserId), {
      method: 'PUT',
      body: { hidden },
    }),
  /** Platform staff: reported levels, most reported first, with the reasons. */
  reportedLevels: () => call(creativeReportedLevelListSchema, C.reports),
  /** A template map (CREATIVE_TEMPLATES' map_path) as a level draft. */
  template: (mapPath: string, options?: ReadOptions) =>
    call(creativeTemplateSchema, C.template(mapPath), options),
  /**
   * level/update for a run of a saved creative level: answers today's run counter and saves
   * nothing (no progress is kept for creative levels; plays are counted when the level is opened).
   */
  runStatus: (creatorUserId: string, body: LevelUpdateRequest) =>
    call(
      levelUpdateResponseSchema,
      API_PATHS.level.update(body.level_slug, { courseId: body.course_id, userId: creatorUserId }),
      { method: 'POST', body },
    ),
  /** A saved creative level as the play screen's level data (chapter 0, never locked). */
  levelData: (courseId: string, levelSlug: string, creatorUserId: string, options?: ReadOptions) =>
    call(levelDataSchema, API_PATHS.level.data(courseId, levelSlug, creatorUserId), options),
};
