export * from './types';
export { createWorld } from './world/create-world';
export {
  MESSAGE_KEYS,
  MESSAGE_TEXTS,
  fillText,
  formatMessage,
  gameError,
  isMessageKey,
  messageLocaleKey,
} from './messages';
export type { MessageKey, MessageParams } from './messages';
export {
  RECIPES,
  BUILDABLE,
  buildRecipeFor,
  combineRecipeFor,
  ingredientNameKey,
  recipeNameKey,
} from './catalog/recipes';
export type { Recipe, Ingredient } from './catalog/recipes';
export { COMMAND_DOCS, commandDescriptionKey } from './catalog/command-docs';
export type { CommandDoc } from './catalog/command-docs';
export { runCommands, mergeConstants } from './run/run-commands';
export type { RunInput, RunOutcome } from './run/run-commands';
export { deepEqual } from './world/completion';
export { goalProgressAtStart } from './goals/goal-book';
export { COMMAND_NAMES, POPUP_COMMANDS, isCommandName } from './catalog/commands';
export { LAYER_DRAW_ORDER, LAYERS_ABOVE_PLAYER, COLLISIONS_LAYER } from './map/layers';
export type { LayerName } from './map/layers';
export {
  walkRuleOf,
  collisionCells,
  walkability,
  walkabilityAtBest,
  walkableWith,
  insideMap,
} from './map/walkability';
export type { WalkingObject, PlacedWalkingObject, WalkRule } from './map/walkability';
export { levelDefinitionOf } from './world/level-definition';
export { countCodeLines, lineLimitError, lineLimitFailure } from './code/line-limit';
export {
  chapterClosedReason,
  chapterComplete,
  chapterUnlocked,
  classLocksChapter,
  quizOpen,
  unlockedChapters,
  visibleChapters,
} from './course/class-chapters';
export type {
  ChapterClosedReason,
  ChapterProgress,
  ClassChapterRules,
  UnlockedChapter,
} from './course/class-chapters';
export { cellKey, facingAfterLeftTurn, facingAfterRightTurn } from './geometry/vec';
export type { CreatorDraft, PlacedItem } from './creator/draft';
export { generateLevelSlug, slugBase, slugSuffix, SLUG_NAME_MAX_LENGTH } from './creator/slug';
export type { SlugSources } from './creator/slug';
export {
  CREATOR_COURSES,
  isCreatorCourse,
  levelNameError,
  courseError,
  validateLevelSettings,
  schoolVisibleFor,
} from './creator/settings-validation';
export type { CreatorCourse, SettingsError, SettingsErrors } from './creator/settings-validation';
export {
  generateGoals,
  withGeneratedGoals,
  defaultBuildTarget,
  DEFAULT_SPEAK_PHRASE,
  DEFAULT_BUILD_COST,
  DEFAULT_BUILD_STRUCTURE,
  ANY_TEXT,
} from './creator/goals';
export type { GeneratedGoal } from './creator/goals';
export { cellOf, engineGoalsOf, engineItemsOf } from './creator/placed-items';
export {
  COLLECTABLES,
  COLLECTABLE_GROUPS,
  BUILD_RESOURCES,
  XMARK_STYLES,
  CREATOR_COMMANDS,
  BUILD_STRUCTURES,
  BUILD_DIALOG_DEFAULT_COST,
  BUILD_COST_MIN,
  buildCostAmount,
  canConfirmBuild,
  canConfirmSpeak,
  speakData,
} from './creator/catalogue';
export type { CollectableGroup, XmarkStyle, CreatorCommand, BuildStructure } from './creator/catalogue';
export {
  ALIAS_LANGUAGES,
  COMMAND_ALIASES,
  allCommandAliases,
  commandAlias,
  isAliasLanguage,
} from './catalog/command-aliases';
export type { AliasLanguage } from './catalog/command-aliases';
