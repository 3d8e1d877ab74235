export type { CourseContent, ChapterContent, LevelContent } from './catalog/content-types';
export { listCourses, getCourse, getLevel, levelsInOrder, creativeLevels } from './catalog/catalog';
export { ASSETS_DIR, COURSES_DIR } from './loader/paths';
export type { CharacterName } from './assets/asset-paths';
export { CHARACTER_NAMES, characterSpritePath, itemSpritePath, tilesetPath } from './assets/asset-paths';
export { NOT_READY_LEVELS } from './catalog/not-ready';
export type { LevelTexts } from './loader/level-files';
export { levelTextsIn } from './texts/level-texts';
export type { LevelTextsIn } from './texts/level-texts';
export { validateLevel } from './validation/validate-level';
export type { GuideImage } from './guide/guide-image';
export { GUIDE_CHARACTER, guideImageOf, renderLevelImage } from './guide/guide-image';
export type { EntitlementFacts, PlanFact } from './entitlements/entitlement-rules';
export {
  FREE_CHAPTER_COUNT,
  FREE_COURSE_ID,
  entitlementsFrom,
  isFreeLevel,
  isLevelLocked,
} from './entitlements/entitlement-rules';
export type { CreatorTemplate } from './catalog/creator-templates';
export { CREATOR_TEMPLATES_DIR, creatorTemplate } from './catalog/creator-templates';
export type { ChoiceQuestion, OrderQuestion, OutputQuestion, Quiz, QuizQuestion } from './quiz/quiz-schema';
export { quizSchema, QUIZ_MIN_QUESTIONS } from './quiz/quiz-schema';
export { listQuizzes, loadQuiz, quizFile } from './quiz/load-quiz';
export type {
  ChallengeDifficulty,
  ChallengeShape,
  ChallengeTestCase,
  PublicChallenge,
  ServerChallenge,
} from './challenge/challenge-schema';
export {
  CHALLENGE_CHAPTERS,
  CHALLENGE_DIFFICULTIES,
  MIN_CHALLENGE_TESTS,
  challengeFileSchema,
  challengeTestsSchema,
} from './challenge/challenge-schema';
export {
  CHALLENGES_DIR,
  loadChallenge,
  loadChallenges,
  loadServerChallenge,
  loadServerChallenges,
  publicChallenge,
} from './challenge/load-challenges';
export type {
  ChapterGuide,
  CourseGuide,
  LessonSegment,
  LessonStep,
} from './teacher-guide/teacher-guide-schema';
export {
  LESSON_MINUTES,
  LESSON_SEGMENTS,
  chapterGuideSchema,
  courseGuideSchema,
} from './teacher-guide/teacher-guide-schema';
export { loadChapterGuide, loadCourseGuide, teacherGuideDir } from './teacher-guide/load-teacher-guide';
