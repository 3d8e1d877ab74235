import { z } from 'zod';

/**
 * Chapter quizzes (issue 23): `quiz/{courseId}/{chapterId}/question/{n}` asks one question per page.
 * The browser never gets an answer before it answers: `choice` and `output` questions carry their
 * options, `order` questions their lines shuffled by the server; each answer is checked and
 * recorded by levels, which then tells whether it was right and why.
 */

/** A quiz passes at this share of right answers unless configured otherwise (`QUIZ_PASS_PERCENT`). */
export const DEFAULT_QUIZ_PASS_PERCENT = 70;

const questionViewBase = {
  /** Stable id of the question within its quiz (the route's question/{n} is its position, 1-based). */
  id: z.string(),
  prompt: z.string(),
};

export const quizQuestionViewSchema = z.discriminatedUnion('kind', [
  z.object({ ...questionViewBase, kind: z.literal('choice'), options: z.array(z.string()) }),
  /** "What does this code print?": the snippet and the possible outputs. */
  z.object({
    ...questionViewBase,
    kind: z.literal('output'),
    code: z.string(),
    options: z.array(z.string()),
  }),
  /** "Put these lines in order": the lines in the server's shuffled order. */
  z.object({ ...questionViewBase, kind: z.literal('order'), lines: z.array(z.string()) }),
]);
export type QuizQuestionView = z.infer<typeof quizQuestionViewSchema>;

/** A student's standing in one chapter's quiz: their best finished attempt. */
export const quizResultSchema = z.object({
  course_id: z.string(),
  chapter_id: z.number().int(),
  /** Best score of a finished attempt, 0–100 (rounded down). */
  best_percent: z.number().int().min(0).max(100),
  passed: z.boolean(),
  /** Finished attempts. */
  attempts: z.number().int().min(0),
  /** When the quiz was first passed (ISO 8601); null: not yet. */
  passed_at: z.string().nullable(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** GET level/quiz/{course_id}/{chapter_id}: the quiz as a browser may see it. */
export const quizViewSchema = z.object({
  course_id: z.string(),
  chapter_id: z.number().int(),
  /** The chapter's name. */
  title: z.string(),
  pass_percent: z.number().int().min(1).max(100),
  questions: z.array(quizQuestionViewSchema).min(1),
  /** The chosen student's result so far; null for a visitor or a student who never finished it. */
  result: quizResultSchema.nullable(),
});
export type QuizView = z.infer<typeof quizViewSchema>;

/** POST level/quiz/{course_id}/{chapter_id}/attempt: starts an attempt (a retry starts another). */
export const quizAttemptSchema = z.object({
  attempt_id: z.uuid(),
  total: z.number().int().min(1),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/**
 * POST level/quiz/{course_id}/{chapter_id}/answer. `choice` and `output`: the chosen option's
 * index. `order`: the indices of the shown (shuffled) lines in the order the child put them.
 */
export const quizAnswerRequestSchema = z.object({
  attempt_id: z.uuid({ error: 'attempt_id must be a UUID' }),
  question_id: z.string().min(1).max(80),
  choice: z.number().int().min(0).max(20).optional(),
  order: z.array(z.number().int().min(0).max(20)).max(20).optional(),
});
export type QuizAnswerRequest = z.infer<typeof quizAnswerRequestSchema>;

/** The score of a finished attempt. */
export const quizScoreSchema = z.object({
  correct: z.number().int().min(0),
  total: z.number().int().min(1),
  percent: z.number().int().min(0).max(100),
  passed: z.boolean(),
});
export type QuizScore = z.infer<typeof quizScoreSchema>;

export const quizAnswerResponseSchema = z.object({
  correct: z.boolean(),
  /** Why the right answer is right: shown after every answer. */
  explanation: z.string(),
  /** `choice`/`output`: the right option's index. */
  correct_choice: z.number().int().optional(),
  /** `order`: the lines in the right order. */
  correct_lines: z.array(z.string()).optional(),
  /** Questions of this attempt answered so far, of `total`. */
  answered: z.number().int().min(1),
  total: z.number().int().min(1),
  /** Set once every question of the attempt is answered (the attempt is then recorded). */
  score: quizScoreSchema.nullable(),
  /** The chosen student's result after this answer; null for a visitor. */
  result: quizResultSchema.nullable(),
});
export type QuizAnswerResponse = z.infer<typeof quizAnswerResponseSchema>;

/** 404 for a chapter without a quiz. */
export const QUIZ_NOT_FOUND_MESSAGE = 'This chapter has no quiz.';
/** 409 on a question answered twice in one attempt. */
export const QUIZ_ALREADY_ANSWERED_MESSAGE =
  'You already answered this question. Start a new try to answer again.';
/** 404 for an attempt that is not this visitor's or student's, or not of this quiz. */
export const QUIZ_ATTEMPT_NOT_FOUND_MESSAGE = 'This quiz try was not found. Please start the quiz again.';
/** 404 for a question id the quiz does not have. */
export const QUIZ_QUESTION_NOT_FOUND_MESSAGE = 'This question is not in the quiz.';
/** 403 on a class student's level in a chapter after one whose quiz they have not passed. */
export const QUIZ_REQUIRED_MESSAGE = 'Take the quiz to proceed to the next chapter';

/** A student's quiz result in a class report (org-completion, chapter-completion): chapter id → result. */
export const reportQuizSchema = z.object({
  best_percent: z.number().int().min(0).max(100),
  passed: z.boolean(),
  attempts: z.number().int().min(0),
});
export type ReportQuiz = z.infer<typeof reportQuizSchema>;

/** `chapterId` is a chapter id, or `chapter-{n}` (the course's n-th chapter) when the page has no id. */
export type QuizChapterRef = number | `chapter-${number}`;

export const QUIZ_PATHS = {
  quiz: (courseId: string, chapterId: QuizChapterRef) =>
    `/api/level/quiz/${encodeURIComponent(courseId)}/${chapterId}`,
  attempt: (courseId: string, chapterId: QuizChapterRef) =>
    `/api/level/quiz/${encodeURIComponent(courseId)}/${chapterId}/attempt`,
  answer: (courseId: string, chapterId: QuizChapterRef) =>
    `/api/level/quiz/${encodeURIComponent(courseId)}/${chapterId}/answer`,
} as const;
