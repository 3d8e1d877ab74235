import type { LevelDefinition } from '@pylands/game-engine';
import type { LevelTexts } from '../loader/level-files';

/** A level as shipped with the product: the engine's level data plus what the play screen shows. */
export interface LevelContent extends LevelDefinition {
  slug: string;
  name: string;
  courseId: string;
  chapterId: number;
  chapterName: string;
  /** Zero-based position of the level inside its chapter. */
  levelIndex: number;
  codeTemplate: string;
  maxLinesOfCode?: number;
  guide: string;
  guideImage?: string;
  tutorial?: string;
  hint: string;
  /** The guide, hint and tutorial in other languages, by language code (English is the fallback). */
  translations?: Readonly<Record<string, LevelTexts>>;
  /** Reference Python solution that completes the level. */
  solution: string;
  /** Popup answers (question → true/false) the reference solution needs, in the order asked. */
  solutionAnswers?: boolean[];
  /** Anonymous visitors get the sign-up prompt instead of playing (spec: intro-level5..7). */
  requiresLogin?: boolean;
}

export interface ChapterContent {
  /** Unique across courses (python 1–8, advanced-python 9–14; 0 is Creative). */
  id: number;
  name: string;
  levels: LevelContent[];
}

export interface CourseContent {
  id: string;
  name: string;
  firstLevel: string;
  /** The course's chapters in play order: what the sidebar lists and progress counts. */
  chapters: ChapterContent[];
  /**
   * Chapter 0 (Creative): sandbox levels played in creative mode (slugs 'creative', 'creative-01';
   * the latter is the level creator's default map). Playable by slug, outside the play order.
   */
  creativeChapter?: ChapterContent;
}
