import { validationError } from '@pylands/common';
import type { Quiz, QuizQuestion } from '@pylands/content';
import type { QuizAnswerRequest } from '@pylands/contracts';
import { shownOrder } from './quiz-view';

/** The verdict on one answer, with what the child is shown next to the explanation. */
export interface AnswerVerdict {
  correct: boolean;
  correct_choice?: number;
  correct_lines?: string[];
}

/**
 * Checks an answer against the content (422 when it does not fit the question). `choice` and
 * `output`: the chosen option's index. `order`: the shown lines' indices in the child's order.
 */
export function checkAnswer(quiz: Quiz, question: QuizQuestion, request: QuizAnswerRequest): AnswerVerdict {
  if (question.kind === 'order') {
    const shown = shownOrder(quiz.courseId, quiz.chapterId, question);
    const given = request.order;
    if (
      !given ||
      given.length !== shown.length ||
      new Set(given).size !== given.length ||
      given.some((index) => index >= shown.length)
    )
      throw validationError(
        `order must list each of the ${shown.length} shown lines once (0 to ${shown.length - 1})`,
      );
    return {
      correct: given.every((shownIndex, position) => shown[shownIndex] === position),
      correct_lines: question.lines,
    };
  }
  const choice = request.choice;
  if (choice === undefined || choice >= question.options.length)
    throw validationError(`choice must be the index of one of the ${question.options.length} options`);
  return { correct: choice === question.answer, correct_choice: question.answer };
}
