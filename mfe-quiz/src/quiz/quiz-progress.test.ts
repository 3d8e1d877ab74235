import type { QuizAnswerResponse, QuizQuestionView } from '@pylands/contracts';
import {
  firstUnanswered,
  newProgress,
  progressKey,
  questionToShow,
  readProgress,
  withAnswer,
  writeProgress,
} from './quiz-progress';

const ATTEMPT = '6f1d1c1e-8c2b-4a5e-9a51-0d8a3b8f2c11';
const questions: QuizQuestionView[] = ['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => ({
  id,
  kind: 'choice',
  prompt: `Question ${id}`,
  options: ['a', 'b'],
}));
const verdict = (answered: number, score: QuizAnswerResponse['score'] = null): QuizAnswerResponse => ({
  correct: true,
  explanation: 'Because.',
  correct_choice: 0,
  answered,
  total: 5,
  score,
  result: null,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe('where a visit to question/{n} lands', () => {
  const answeredFirst = (n: number) =>
    questions
      .slice(0, n)
      .reduce((p, q, i) => withAnswer(p, q.id, { choice: 0 }, verdict(i + 1)), newProgress(ATTEMPT, 5));

  it('sends a visit to question/5 with nothing answered to question 1', () => {
    expect(questionToShow('5', questions, null)).toBe(1);
    expect(questionToShow('5', questions, newProgress(ATTEMPT, 5))).toBe(1);
  });

  it('sends a skip ahead to the first unanswered question and lets answered ones be seen again', () => {
    const progress = answeredFirst(2);
    expect(questionToShow('5', questions, progress)).toBe(3);
    expect(questionToShow('3', questions, progress)).toBe(3);
    expect(questionToShow('1', questions, progress)).toBe(1);
  });

  it('treats a number that is not a question as the first unanswered one', () => {
    const progress = answeredFirst(1);
    for (const param of ['0', '-2', '9', 'abc', '2.5', undefined])
      expect(questionToShow(param, questions, progress)).toBe(2);
  });

  it('keeps the last question once every question is answered', () => {
    const progress = answeredFirst(5);
    expect(firstUnanswered(questions, progress)).toBeNull();
    expect(questionToShow('99', questions, progress)).toBe(5);
    expect(questionToShow('2', questions, progress)).toBe(2);
  });
});

describe('the remembered attempt', () => {
  it('survives a reload with its answers and the final score', () => {
    const storage = memoryStorage();
    const key = progressKey('python', 1, 'student-7');
    const score = { correct: 4, total: 5, percent: 80, passed: true };
    const progress = withAnswer(newProgress(ATTEMPT, 5), 'q5', { choice: 1 }, verdict(5, score));
    writeProgress(storage, key, progress);
    expect(readProgress(storage, key)).toEqual(progress);
    expect(readProgress(storage, key)?.score).toEqual(score);
  });

  it('keeps attempts of different students and quizzes apart', () => {
    expect(progressKey('python', 1, 'a')).not.toBe(progressKey('python', 1, 'b'));
    expect(progressKey('python', 1, 'a')).not.toBe(progressKey('python', 2, 'a'));
  });

  it('forgets an attempt that is cleared or unreadable', () => {
    const storage = memoryStorage();
    writeProgress(storage, 'k', newProgress(ATTEMPT, 5));
    writeProgress(storage, 'k', null);
    expect(readProgress(storage, 'k')).toBeNull();
    storage.setItem('k', '{not json');
    expect(readProgress(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ attemptId: 3 }));
    expect(readProgress(storage, 'k')).toBeNull();
  });
});
