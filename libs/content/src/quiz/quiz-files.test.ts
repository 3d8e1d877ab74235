import fs from 'fs';
import path from 'path';
import { listCourses } from '../catalog/catalog';
import { COURSES_DIR } from '../loader/paths';
import { listQuizzes, loadQuiz } from './load-quiz';
import { quizSchema, type Quiz } from './quiz-schema';

/** Every chapter of both courses has a quiz file that passes the schema (issue 23). */
const chapters = listCourses().flatMap((course) =>
  course.chapters.map((chapter) => [course.id, chapter.id, chapter.name] as const),
);

describe('chapter quizzes', () => {
  it('cover all 14 chapters of both courses, in course order', () => {
    expect(chapters).toHaveLength(14);
    expect(listQuizzes().map((q) => [q.courseId, q.chapterId, q.title])).toEqual(chapters);
  });

  it.each(chapters)('%s chapter %i (%s) has a sound quiz', (courseId, chapterId, name) => {
    const quiz = loadQuiz(courseId, chapterId) as Quiz;
    expect(quiz.title).toBe(name);
    expect(quiz.questions.length).toBeGreaterThanOrEqual(6);
    const kinds = quiz.questions.map((q) => q.kind);
    expect(kinds.filter((k) => k === 'output').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === 'order').length).toBeGreaterThanOrEqual(1);
    expect(kinds).toContain('choice');
    for (const q of quiz.questions) {
      if (q.kind === 'order') continue;
      expect(new Set(q.options).size).toBe(q.options.length);
      expect(q.options[q.answer]).toBeDefined();
      if (q.kind === 'output') {
        // Exactly one option is the printed text, and snippets are plain Python, not the player module.
        expect(q.options.filter((o) => o === q.output)).toHaveLength(1);
        expect(q.code).not.toMatch(/\bplayer\b/);
      }
    }
  });

  it('has no quiz file for a chapter the course does not list', () => {
    const files = listCourses().flatMap((course) =>
      fs.readdirSync(path.join(COURSES_DIR, course.id, 'quizzes')).map((f) => `${course.id}/${f}`),
    );
    expect(files.sort()).toEqual(chapters.map(([c, id]) => `${c}/chapter-${id}.json`).sort());
  });

  it('gives no quiz for an unknown course or chapter', () => {
    expect(loadQuiz('python', 99)).toBeUndefined();
    expect(loadQuiz('no-such-course', 1)).toBeUndefined();
    // Chapter 9 belongs to advanced-python, not to python.
    expect(loadQuiz('python', 9)).toBeUndefined();
  });
});

describe('quiz schema', () => {
  const quiz = loadQuiz('python', 1) as Quiz;
  const withQuestion = (index: number, change: Record<string, unknown>) => ({
    ...quiz,
    questions: quiz.questions.map((q, i) => (i === index ? { ...q, ...change } : q)),
  });
  const firstOf = (kind: string) => quiz.questions.findIndex((q) => q.kind === kind);

  it('refuses repeated options, an answer out of range and an output option that is not the output', () => {
    const choice = firstOf('choice');
    expect(quizSchema.safeParse(withQuestion(choice, { options: ['a', 'a', 'b'] })).success).toBe(false);
    expect(quizSchema.safeParse(withQuestion(choice, { answer: 3 })).success).toBe(false);
    expect(quizSchema.safeParse(withQuestion(firstOf('output'), { answer: 2 })).success).toBe(false);
    expect(quizSchema.safeParse(withQuestion(choice, { options: ['a', 'b'] })).success).toBe(false);
  });

  it('refuses repeated lines in an order question, repeated ids and a quiz without its mix', () => {
    expect(
      quizSchema.safeParse(withQuestion(firstOf('order'), { lines: ['x = 1', 'x = 1', 'print(x)'] })).success,
    ).toBe(false);
    expect(quizSchema.safeParse(withQuestion(1, { id: quiz.questions[0].id })).success).toBe(false);
    const noOrder = {
      ...quiz,
      questions: [...quiz.questions.filter((q) => q.kind !== 'order'), quiz.questions[0]],
    };
    expect(quizSchema.safeParse(noOrder).success).toBe(false);
    expect(quizSchema.safeParse({ ...quiz, questions: quiz.questions.slice(0, 5) }).success).toBe(false);
  });
});
