import { Logger } from '@nestjs/common';
import {
  guideImageOf,
  isLevelLocked,
  levelTextsIn,
  type CourseContent,
  type LevelContent,
} from '@pylands/content';
import { API_PATHS, type CourseData, type Entitlements, type LevelData } from '@pylands/contracts';
import type { LevelCompletion } from '../progress/level-completion.entity';

/**
 * Course data for the sidebar: every chapter (even empty ones), each level with the student's completion
 * and whether it is locked (not free, and its course not among the entitlements).
 * The Creative chapter (id 0) is not listed: the sidebar, the progress bar and course completion count
 * the course's own chapters; its sandbox levels are played by slug (level/data) only.
 */
export function toCourseData(
  course: CourseContent,
  completions: Map<string, LevelCompletion>,
  entitlements: Entitlements | null,
): CourseData {
  return {
    id: course.id,
    name: course.name,
    chapters: course.chapters.map((chapter) => ({
      id: chapter.id,
      name: chapter.name,
      level_data: chapter.levels.map((level) => ({
        slug: level.slug,
        name: level.name,
        completed: completions.get(level.slug)?.lastStatus === 'complete',
        locked: isLevelLocked(level, entitlements),
        requires_login: !!level.requiresLogin,
      })),
      // A class with quizzes on marks these (ClassRulesService.applyClass); others see no quiz rows.
      quiz_exists: false,
      quiz_complete: false,
      class_locked: false,
    })),
  };
}

const logger = new Logger('LevelViews');

/**
 * The level's map drawn by this service (GET level/guide/…), with its version. A level whose
 * picture can not be drawn still plays: it shows no picture, and the reason is logged.
 */
function drawnGuideImage(level: LevelContent): string | null {
  try {
    return API_PATHS.level.guide(level.courseId, level.slug, guideImageOf(level).version);
  } catch (error) {
    logger.error(`No guide image for ${level.courseId}/${level.slug}: ${(error as Error).message}`);
    return null;
  }
}

/**
 * What the play screen gets. The reference solution and its answers never leave the server. A
 * locked level is answered 402 before this, so what is served is open.
 */
export function toLevelData(
  level: LevelContent,
  completion: LevelCompletion | null,
  language = 'en',
): LevelData {
  const texts = levelTextsIn(level, language);
  const data: LevelData = {
    slug: level.slug,
    name: level.name,
    chapter_id: level.chapterId,
    chapter_name: level.chapterName,
    level_id: level.levelIndex,
    codeTemplate: level.codeTemplate,
    locked: false,
    completed: completion?.lastStatus === 'complete',
    last_code_executed: completion?.lastCodeExecuted ?? null,
    guide: texts.guide,
    guideImage: level.guideImage ?? drawnGuideImage(level),
    tutorial: texts.tutorial ?? null,
    hint: texts.hint ?? null,
    text_language: texts.language,
    map: level.map,
    start: level.start,
    zoom: level.zoom,
    items: level.items,
    levelGoals: level.levelGoals,
    constants: level.constants,
  };
  if (level.maxLinesOfCode !== undefined) data.maxLinesOfCode = level.maxLinesOfCode;
  return data;
}
