import type { CreativeLevel, CreativeLevelSummary } from '@pylands/contracts';
import type { CreativeLevelRow } from './creative-level.entity';

export function toCreativeSummary(row: CreativeLevelRow): CreativeLevelSummary {
  return {
    level_slug: row.levelSlug,
    course_id: row.courseId,
    name: row.name,
    user_id: row.userId,
    is_public: row.isPublic,
    school_visible: row.schoolVisible,
    map_path: row.mapPath,
    items: row.data.items,
    player_start: row.data.player_start,
    proven_at: row.provenAt?.toISOString() ?? null,
    hidden: row.hidden,
    plays: row.plays,
    creator_name: row.creatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The saved level under both the saved names and the creator's working-JSON names. */
export function toCreativeLevel(row: CreativeLevelRow): CreativeLevel {
  const { data } = row;
  return {
    ...toCreativeSummary(row),
    slug: row.levelSlug,
    mapPath: row.mapPath,
    start: data.player_start,
    level_goals: data.level_goals,
    levelGoals: data.level_goals,
    code_template: data.code_template,
    codeTemplate: data.code_template,
    tutorial: data.tutorial,
    zoom: data.zoom,
    map: data.map,
  };
}
