import { createHash } from 'node:crypto';
import type { OrderQuestion, Quiz, QuizQuestion } from '@pylands/content';
import type { QuizQuestionView, QuizResult, QuizView } from '@pylands/contracts';

/**
 * The order in which an `order` question's lines are shown: shownOrder[i] is the index (in the
 * correct order) of the i-th line shown. Seeded from course, chapter and question, so a reload or a
 * retry shows the same puzzle and an answer can be checked without remembering what was shown; never
 * the correct order itself.
 */
export function shownOrder(courseId: string, chapterId: number, question: OrderQuestion): number[] {
  const order = question.lines.map((_, index) => index);
  let seed = createHash('sha256').update(`${courseId}:${chapterId}:${question.id}`).digest();
  let next = 0;
  const random = () => {
    if (next + 4 > seed.length) {
      seed = createHash('sha256').update(seed).digest();
      next = 0;
    }
    const value = seed.readUInt32BE(next);
    next += 4;
    return value;
  };
  // Fisher–Yates.
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = random() % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  // Lines are at least three and all different: rotating by one is never the correct order.
  return order.every((line, index) => line === index) ? [...order.slice(1), order[0]] : order;
}

/** What a browser may see of a question: no `answer`, no `output`, `order` lines shuffled. */
export function toQuestionView(quiz: Quiz, question: QuizQuestion): QuizQuestionView {
  const base = { id: question.id, prompt: question.prompt };
  switch (question.kind) {
    case 'choice':
      return { ...base, kind: 'choice', options: question.options };
    case 'output':
      return { ...base, kind: 'output', code: question.code, options: question.options };
    case 'order':
      return {
        ...base,
        kind: 'order',
        lines: shownOrder(quiz.courseId, quiz.chapterId, question).map((index) => question.lines[index]),
      };
  }
}

export function toQuizView(quiz: Quiz, passPercent: number, result: QuizResult | null): QuizView {
  return {
    course_id: quiz.courseId,
    chapter_id: quiz.chapterId,
    title: quiz.title,
    pass_percent: passPercent,
    questions: quiz.questions.map((question) => toQuestionView(quiz, question)),
    result,
  };
}
