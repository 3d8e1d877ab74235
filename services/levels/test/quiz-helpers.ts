import { loadQuiz, type Quiz, type QuizQuestion } from '@pylands/content';
import {
  QUIZ_PATHS,
  type QuizAnswerRequest,
  type QuizAnswerResponse,
  type QuizAttempt,
  type QuizQuestionView,
  type QuizView,
} from '@pylands/contracts';

/** Anything that calls levels the way a browser does (TestBrowser, Visitor). */
export interface QuizCaller {
  get<T>(url: string): Promise<{ status: number; body: T }>;
  post<T>(url: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** The content's quiz: the tests' answer key (the browser never gets it). */
export function quizKey(courseId: string, chapterId: number): Quiz {
  const quiz = loadQuiz(courseId, chapterId);
  if (!quiz) throw new Error(`no quiz for ${courseId} chapter ${chapterId}`);
  return quiz;
}

/** The answer a child would give to a question as shown, right or wrong. */
export function answerTo(
  question: QuizQuestion,
  shown: QuizQuestionView,
  right: boolean,
): Pick<QuizAnswerRequest, 'choice' | 'order'> {
  if (question.kind === 'order' && shown.kind === 'order') {
    const order = question.lines.map((line) => shown.lines.indexOf(line));
    return { order: right ? order : [...order].reverse() };
  }
  if (question.kind === 'order') throw new Error('the view does not match the content');
  return { choice: right ? question.answer : (question.answer + 1) % question.options.length };
}

/** Starts an attempt and answers every question, the first `right` of them correctly; returns every answer. */
export async function takeQuiz(
  caller: QuizCaller,
  courseId: string,
  chapterId: number,
  right: number,
): Promise<QuizAnswerResponse[]> {
  const key = quizKey(courseId, chapterId);
  const view = await caller.get<QuizView>(QUIZ_PATHS.quiz(courseId, chapterId));
  if (view.status !== 200) throw new Error(`quiz answered ${view.status}`);
  const attempt = await caller.post<QuizAttempt>(QUIZ_PATHS.attempt(courseId, chapterId));
  if (attempt.status !== 201) throw new Error(`attempt answered ${attempt.status}`);
  const answers: QuizAnswerResponse[] = [];
  for (const [index, question] of key.questions.entries()) {
    const response = await caller.post<QuizAnswerResponse>(QUIZ_PATHS.answer(courseId, chapterId), {
      attempt_id: attempt.body.attempt_id,
      question_id: question.id,
      ...answerTo(question, view.body.questions[index], index < right),
    });
    if (response.status !== 200) throw new Error(`answer answered ${response.status}`);
    answers.push(response.body);
  }
  return answers;
}

/** The last answer of a whole attempt: the one carrying the score. */
export async function finishQuiz(
  caller: QuizCaller,
  courseId: string,
  chapterId: number,
  right: number,
): Promise<QuizAnswerResponse> {
  return (await takeQuiz(caller, courseId, chapterId, right)).at(-1)!;
}
