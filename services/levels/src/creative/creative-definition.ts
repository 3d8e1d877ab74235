import { validationError } from '@pylands/common';
import { creatorTemplate } from '@pylands/content';
import { CREATIVE_TEMPLATES, type CreativeTemplate, type LevelData } from '@pylands/contracts';
import { engineGoalsOf, engineItemsOf, type LevelDefinition, type TiledMap } from '@pylands/game-engine';
import type { CreativeLevelRow } from './creative-level.entity';

/** The template of a map_path creative levels may use; undefined for any other. */
export function templateOf(
  mapPath: string,
): (CreativeTemplate & { map: TiledMap; start: [number, number] }) | undefined {
  const listed = CREATIVE_TEMPLATES.find((t) => t.map_path === mapPath);
  const template = listed && creatorTemplate(mapPath);
  return listed && template ? { ...listed, map: template.map, start: template.start } : undefined;
}

/**
 * What the engine plays: the template's map (the server's, never the client's copy), the saved
 * start, and the placed items and generated goals in the engine's form.
 */
export function definitionOf(row: CreativeLevelRow): LevelDefinition {
  const template = templateOf(row.mapPath);
  if (!template) throw validationError(`map_path: '${row.mapPath}' is not a template map`);
  return {
    map: template.map,
    start: row.data.player_start,
    zoom: row.data.zoom,
    items: engineItemsOf(row.data.items),
    levelGoals: engineGoalsOf(row.data.level_goals),
    constants: [],
  };
}

/** A saved creative level as the play screen's level data: chapter 0 (Creative), never locked. */
export function toCreativeLevelData(row: CreativeLevelRow): LevelData {
  const level = definitionOf(row);
  return {
    slug: row.levelSlug,
    name: row.name,
    chapter_id: 0,
    chapter_name: 'Creative',
    level_id: 0,
    codeTemplate: row.data.code_template,
    locked: false,
    completed: false,
    last_code_executed: null,
    guide: '',
    guideImage: null,
    tutorial: row.data.tutorial,
    hint: null,
    ...level,
  };
}
