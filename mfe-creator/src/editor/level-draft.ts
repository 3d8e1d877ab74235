import {
  CREATIVE_DEFAULT_CODE_TEMPLATE,
  CREATIVE_DEFAULT_MAP_PATH,
  CREATIVE_DEFAULT_ZOOM,
  type CreativeLevel,
  type CreativeTemplateDraft,
} from '@pylands/contracts';
import type { CreativeLevelPayload } from '@pylands/shared-ui';
import { isCreatorCourse, type CreatorDraft, type PlacedItem } from '@pylands/game-engine';

/** doc 1 §3 creator defaults: name 'My Creative Level', course python, start [0,0]. */
export const DEFAULT_LEVEL_NAME = 'My Creative Level';

/** A new level's working JSON on a template map (the server's template answer fills map details in). */
export function templateDraft(
  slug: string,
  mapPath = CREATIVE_DEFAULT_MAP_PATH,
  template?: CreativeTemplateDraft,
): CreatorDraft {
  return {
    name: DEFAULT_LEVEL_NAME,
    slug,
    course_id: 'python',
    mapPath: template?.map_path ?? mapPath,
    codeTemplate: template?.code_template ?? CREATIVE_DEFAULT_CODE_TEMPLATE,
    tutorial: template?.tutorial ?? '',
    start: template?.player_start ?? [0, 0],
    items: [],
    levelGoals: [],
    zoom: template?.zoom ?? CREATIVE_DEFAULT_ZOOM,
    is_public: false,
    school_visible: false,
  };
}

/** A saved level as the editor's working JSON. */
export function draftOf(level: CreativeLevel): CreatorDraft {
  return {
    name: level.name,
    slug: level.level_slug,
    course_id: isCreatorCourse(level.course_id) ? level.course_id : 'python',
    mapPath: level.map_path,
    codeTemplate: level.code_template,
    tutorial: level.tutorial ?? '',
    start: level.player_start,
    items: level.items as unknown as PlacedItem[],
    levelGoals: level.level_goals,
    zoom: level.zoom,
    is_public: level.is_public,
    school_visible: level.school_visible,
  };
}

/** The PUT/POST body (doc 1 §7): the saved names of every field of the working JSON. */
export function payloadOf(draft: CreatorDraft): CreativeLevelPayload {
  return {
    name: draft.name.trim(),
    level_slug: draft.slug,
    course_id: draft.course_id,
    is_public: draft.is_public,
    school_visible: draft.school_visible,
    map_path: draft.mapPath,
    player_start: draft.start,
    level_goals: draft.levelGoals,
    items: draft.items as unknown as Record<string, unknown>[],
    code_template: draft.codeTemplate,
    tutorial: draft.tutorial,
    zoom: draft.zoom,
  };
}

/** What "unsaved changes" compares: the body a save would send. */
export function fingerprint(draft: CreatorDraft): string {
  return JSON.stringify(payloadOf(draft));
}

/** The creator path of a level (doc 1 §2), without the language prefix. */
export function creatorPath(courseId: string, slug: string, isNew = false): string {
  return `level-creator/${courseId}/${slug}${isNew ? '?isNewLevel=true' : ''}`;
}
