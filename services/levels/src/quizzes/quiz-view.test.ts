import { listQuizzes } from '@pylands/content';
import { checkAnswer } from './quiz-answer-check';
import { shownOrder, toQuizView } from './quiz-view';

const orderQuestions = listQuizzes().flatMap((quiz) =>
  quiz.questions.flatMap((question) => (question.kind === 'order' ? [{ quiz, question }] : [])),
);

describe('order questions as shown', () => {
  it.each(
    orderQuestions.map(
      ({ quiz, question }) => [`${quiz.courseId} ${quiz.chapterId} ${question.id}`, quiz, question] as const,
    ),
  )(
    '%s: shows every line once, never in the right order, and checks the child’s order against the content',
    (_name, quiz, question) => {
      const shown = shownOrder(quiz.courseId, quiz.chapterId, question);
      expect([...shown].sort((a, b) => a - b)).toEqual(question.lines.map((_, index) => index));
      expect(shown).not.toEqual(question.lines.map((_, index) => index));
      const view = toQuizView(quiz, 70, null).questions.find((q) => q.id === question.id);
      if (view?.kind !== 'order') throw new Error('not shown as an order question');
      const right = question.lines.map((line) => view.lines.indexOf(line));
      const request = { attempt_id: '00000000-0000-4000-8000-000000000000', question_id: question.id };
      expect(checkAnswer(quiz, question, { ...request, order: right }).correct).toBe(true);
      expect(checkAnswer(quiz, question, { ...request, order: [...right].reverse() }).correct).toBe(false);
    },
  );
});
