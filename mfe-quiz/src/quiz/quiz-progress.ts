import type { QuizAnswerResponse, QuizQuestionView, QuizScore } from '@pylands/contracts';

/** What the child gave: an option's index (choice, output) or the shown lines' indices in their order. */
export type GivenAnswer = { choice: number } | { order: number[] };

export interface AnsweredQuestion {
  given: GivenAnswer;
  verdict: QuizAnswerResponse;
}

/**
 * One attempt as this tab remembers it (sessionStorage): the server checks and records every
 * answer but has no call that lists an attempt's answers, so a reload resumes from here.
 */
export interface QuizProgress {
  attemptId: string;
  total: number;
  /** Question id → the child's answer and the server's verdict. */
  answers: Record<string, AnsweredQuestion>;
  /** The finished attempt's score (the last answer's). */
  score: QuizScore | null;
  /** The child moved on from the last feedback to the score screen. */
  showScore: boolean;
}

/** One remembered attempt per quiz and student (a parent may switch children in the same tab). */
export function progressKey(courseId: string, chapterId: number, who: string): string {
  return `pylands.quiz.${who}.${courseId}.${chapterId}`;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The remembered attempt, or null when there is none or it is unreadable (then a new one starts). */
export function readProgress(storage: KeyValueStore, key: string): QuizProgress | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<QuizProgress> | null;
    if (!value || typeof value.attemptId !== 'string' || typeof value.total !== 'number') return null;
    if (!value.answers || typeof value.answers !== 'object') return null;
    return {
      attemptId: value.attemptId,
      total: value.total,
      answers: value.answers,
      score: value.score ?? null,
      showScore: value.showScore === true,
    };
  } catch {
    return null;
  }
}

export function writeProgress(storage: KeyValueStore, key: string, progress: QuizProgress | null): void {
  try {
    if (progress) storage.setItem(key, JSON.stringify(progress));
    else storage.removeItem(key);
  } catch {
    // Storage full or blocked: the quiz still works, it only cannot resume after a reload.
  }
}

export function newProgress(attemptId: string, total: number): QuizProgress {
  return { attemptId, total, answers: {}, score: null, showScore: false };
}

/** The progress after the server's verdict on one question. */
export function withAnswer(
  progress: QuizProgress,
  questionId: string,
  given: GivenAnswer,
  verdict: QuizAnswerResponse,
): QuizProgress {
  return {
    ...progress,
    answers: { ...progress.answers, [questionId]: { given, verdict } },
    score: verdict.score ?? progress.score,
  };
}

/** 1-based position of the first question not answered yet; null when all are answered. */
export function firstUnanswered(questions: QuizQuestionView[], progress: QuizProgress | null): number | null {
  const index = questions.findIndex((q) => !progress?.answers[q.id]);
  return index === -1 ? null : index + 1;
}

/**
 * Which question a visit to question/{n} shows: an answered one (to see its feedback again) or the
 * first unanswered; skipping ahead, or a number that is not a question, goes to the first
 * unanswered (the last question once all are answered).
 */
export function questionToShow(
  param: string | undefined,
  questions: QuizQuestionView[],
  progress: QuizProgress | null,
): number {
  const open = firstUnanswered(questions, progress) ?? questions.length;
  const n = Number(param);
  if (!Number.isInteger(n) || n < 1 || n > questions.length) return open;
  return n <= open ? n : open;
}
