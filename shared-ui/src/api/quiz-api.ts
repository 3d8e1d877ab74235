import {
  QUIZ_PATHS,
  quizAnswerResponseSchema,
  quizAttemptSchema,
  quizViewSchema,
  type QuizAnswerRequest,
  type QuizChapterRef,
} from '@pylands/contracts';
import { call, type RequestOptions } from './client';

type ReadOptions = Pick<RequestOptions, 'signal' | 'prefetched'>;

/** Chapter quiz calls of the levels service (issue 23), typed from libs/contracts. */
export const quizApi = {
  /** The quiz as a browser may see it (no answers) and the chosen student's result; 404: no quiz. */
  view: (courseId: string, chapterId: QuizChapterRef, options?: ReadOptions) =>
    call(quizViewSchema, QUIZ_PATHS.quiz(courseId, chapterId), options),
  /** A new attempt (also each retry). */
  start: (courseId: string, chapterId: QuizChapterRef) =>
    call(quizAttemptSchema, QUIZ_PATHS.attempt(courseId, chapterId), { method: 'POST', body: {} }),
  /** One answer, checked and recorded by the server: right or wrong, why, and the score at the end. */
  answer: (courseId: string, chapterId: QuizChapterRef, body: QuizAnswerRequest) =>
    call(quizAnswerResponseSchema, QUIZ_PATHS.answer(courseId, chapterId), { method: 'POST', body }),
};
