import type { TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  QUIZ_ALREADY_ANSWERED_MESSAGE,
  QUIZ_ATTEMPT_NOT_FOUND_MESSAGE,
  QUIZ_NOT_FOUND_MESSAGE,
  QUIZ_PATHS,
  QUIZ_QUESTION_NOT_FOUND_MESSAGE,
  quizViewSchema,
  type QuizAnswerResponse,
  type QuizAttempt,
  type QuizView,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { ProgressSignal, type ProgressChange } from '../src/achievements/progress-signal';
import { StudentAccessService } from '../src/students/student-access.service';
import { answerTo, finishQuiz, quizKey, takeQuiz } from './quiz-helpers';
import { parentWithStudent, startStack, type Stack } from './stack';
import { Visitor } from './visitor';

/**
 * Chapter quizzes through levels' routes: what a browser sees, how answers are checked and
 * scored, what is recorded for a student, and what a visitor or an adult only practises.
 */
let stack: Stack;
const changes: ProgressChange[] = [];

beforeAll(async () => {
  stack = await startStack();
  stack.levels.get(ProgressSignal).on((change) => {
    changes.push(change);
  });
});

afterAll(async () => {
  await stack?.close();
});

async function student(): Promise<{ browser: TestBrowser; studentId: string; email: string }> {
  const browser = stack.browser();
  const { student, email } = await parentWithStudent(browser, { choose: true });
  return { browser, studentId: student.id, email };
}

const resultRows = async (studentId: string) =>
  stack.levels
    .get(DataSource)
    .query(`SELECT * FROM "levels"."quiz_results" WHERE "student_id" = $1`, [studentId]);

describe('the quiz a browser sees', () => {
  it('has every question without answers or outputs, order lines shuffled the same way each time', async () => {
    const visitor = stack.browser();
    const response = await visitor.get<QuizView>(QUIZ_PATHS.quiz('python', 1));
    expect(response.status).toBe(200);
    const view = quizViewSchema.parse(response.body);
    const key = quizKey('python', 1);
    expect(view).toMatchObject({ course_id: 'python', chapter_id: 1, title: key.title, pass_percent: 70 });
    expect(view.result).toBeNull();
    expect(view.questions.map((q) => q.id)).toEqual(key.questions.map((q) => q.id));
    const raw = response.body as unknown as { questions: Record<string, unknown>[] };
    for (const question of raw.questions)
      expect(Object.keys(question).filter((k) => ['answer', 'output', 'explanation'].includes(k))).toEqual(
        [],
      );
    for (const [index, question] of key.questions.entries()) {
      const shown = view.questions[index];
      if (question.kind !== 'order' || shown.kind !== 'order') continue;
      expect([...shown.lines].sort()).toEqual([...question.lines].sort());
      expect(shown.lines).not.toEqual(question.lines);
    }
    expect((await visitor.get(QUIZ_PATHS.quiz('python', 1))).body).toEqual(response.body);
  });

  it('falls back from chapter-{n} to the course’s n-th chapter', async () => {
    const visitor = stack.browser();
    const byPosition = await visitor.get<QuizView>(QUIZ_PATHS.quiz('python', 'chapter-1'));
    expect(byPosition.status).toBe(200);
    expect(byPosition.body).toEqual((await visitor.get(QUIZ_PATHS.quiz('python', 1))).body);
    // The advanced course's first chapter is chapter 9, open once bought (only Beginner Python has free chapters).
    expect((await visitor.get(QUIZ_PATHS.quiz('advanced-python', 'chapter-1'))).status).toBe(402);
    const { browser, email } = await student();
    await stack.setPaid(email);
    const advanced = await browser.get<QuizView>(QUIZ_PATHS.quiz('advanced-python', 'chapter-1'));
    expect(advanced.status).toBe(200);
    expect(advanced.body).toMatchObject({ course_id: 'advanced-python', chapter_id: 9 });
  });

  it('answers 404 with the message for an unknown course, chapter or a chapter without quiz', async () => {
    const visitor = stack.browser();
    for (const url of [
      '/api/level/quiz/no-such-course/1',
      '/api/level/quiz/python/99',
      '/api/level/quiz/python/9',
      '/api/level/quiz/python/chapter-0',
      '/api/level/quiz/python/chapter-9',
      '/api/level/quiz/python/first',
      '/api/level/quiz/python/1.5',
    ]) {
      const response = await visitor.get(url);
      expect({ url, status: response.status, body: response.body }).toEqual({
        url,
        status: 404,
        body: { statusCode: 404, message: QUIZ_NOT_FOUND_MESSAGE, error: 'Not Found' },
      });
    }
    expect((await visitor.post('/api/level/quiz/python/99/attempt')).status).toBe(404);
  });

  it('answers 402 like level data for a chapter the session has not bought, until it is bought', async () => {
    const { browser, email } = await student();
    const chapterThree = quizKey('python', 3);
    const levelData = await browser.get(API_PATHS.level.data('python', 'conditions-level1'));
    expect(levelData.status).toBe(402);
    for (const call of [
      () => browser.get(QUIZ_PATHS.quiz('python', 3)),
      () => browser.post(QUIZ_PATHS.attempt('python', 3)),
      () => stack.browser().get(QUIZ_PATHS.quiz('python', 3)),
    ]) {
      const locked = await call();
      expect(locked.status).toBe(402);
      expect(locked.body).toEqual(levelData.body);
    }
    await stack.setPaid(email);
    const open = await browser.get<QuizView>(QUIZ_PATHS.quiz('python', 3));
    expect(open.status).toBe(200);
    expect(open.body.title).toBe(chapterThree.title);
  });
});

describe('answers', () => {
  it('tells right from wrong with the explanation and the right answer, once per question', async () => {
    const { browser } = await student();
    const key = quizKey('python', 1);
    const view = (await browser.get<QuizView>(QUIZ_PATHS.quiz('python', 1))).body;
    const attempt = await browser.post<QuizAttempt>(QUIZ_PATHS.attempt('python', 1));
    expect(attempt.status).toBe(201);
    expect(attempt.body.total).toBe(key.questions.length);
    const answer = (index: number, right: boolean) =>
      browser.post<QuizAnswerResponse>(QUIZ_PATHS.answer('python', 1), {
        attempt_id: attempt.body.attempt_id,
        question_id: key.questions[index].id,
        ...answerTo(key.questions[index], view.questions[index], right),
      });
    const choiceAt = key.questions.findIndex((q) => q.kind === 'choice');
    const orderAt = key.questions.findIndex((q) => q.kind === 'order');
    const choice = key.questions[choiceAt];
    const order = key.questions[orderAt];
    if (choice.kind !== 'choice' || order.kind !== 'order') throw new Error('quiz without its mix');

    const right = await answer(choiceAt, true);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({
      correct: true,
      explanation: choice.explanation,
      correct_choice: choice.answer,
      answered: 1,
      total: key.questions.length,
      score: null,
      result: null,
    });
    const again = await answer(choiceAt, false);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: QUIZ_ALREADY_ANSWERED_MESSAGE });

    const wrongOrder = await answer(orderAt, false);
    expect(wrongOrder.body).toMatchObject({
      correct: false,
      explanation: order.explanation,
      correct_lines: order.lines,
      answered: 2,
    });
  });

  it('refuses answers that do not fit the question (422) and unknown questions (404)', async () => {
    const { browser } = await student();
    const key = quizKey('python', 1);
    const attempt = (await browser.post<QuizAttempt>(QUIZ_PATHS.attempt('python', 1))).body;
    const choice = key.questions.find((q) => q.kind === 'choice')!;
    const order = key.questions.find((q) => q.kind === 'order')!;
    if (order.kind !== 'order' || choice.kind !== 'choice') throw new Error('quiz without its mix');
    const n = order.lines.length;
    const send = (body: Record<string, unknown>) =>
      browser.post<{ message: unknown }>(QUIZ_PATHS.answer('python', 1), {
        attempt_id: attempt.attempt_id,
        ...body,
      });
    for (const bad of [
      { question_id: choice.id },
      { question_id: choice.id, choice: choice.options.length },
      { question_id: choice.id, choice: -1 },
      { question_id: choice.id, choice: 'a' },
      { question_id: order.id },
      { question_id: order.id, order: [0, 0, ...Array.from({ length: n - 2 }, (_, i) => i + 1)] },
      { question_id: order.id, order: Array.from({ length: n - 1 }, (_, i) => i) },
      { question_id: order.id, order: Array.from({ length: n }, (_, i) => i + 1) },
      { question_id: choice.id, choice: 0, attempt_id: 'not-a-uuid' },
    ]) {
      const response = await send(bad);
      expect({ bad, status: response.status }).toEqual({ bad, status: 422 });
      expect(typeof response.body.message === 'string' || Array.isArray(response.body.message)).toBe(true);
    }
    const unknown = await send({ question_id: 'no-such-question', choice: 0 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(QUIZ_QUESTION_NOT_FOUND_MESSAGE);
    // None of those used the question up.
    expect((await send({ question_id: choice.id, choice: choice.answer })).status).toBe(200);
  });

  it('does not let anyone else, or another quiz, use an attempt (404)', async () => {
    const owner = await student();
    const key = quizKey('python', 1);
    const attempt = (await owner.browser.post<QuizAttempt>(QUIZ_PATHS.attempt('python', 1))).body;
    const body = { attempt_id: attempt.attempt_id, question_id: key.questions[0].id, choice: 0 };
    const other = await student();
    const visitor = new Visitor(stack.levels);
    const adult = stack.browser();
    await parentWithStudent(adult, { choose: false });
    for (const caller of [other.browser, visitor, adult]) {
      const response = await caller.post(QUIZ_PATHS.answer('python', 1), body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: QUIZ_ATTEMPT_NOT_FOUND_MESSAGE });
    }
    const chapterTwo = quizKey('python', 2);
    const elsewhere = await owner.browser.post(QUIZ_PATHS.answer('python', 2), {
      ...body,
      question_id: chapterTwo.questions[0].id,
    });
    expect(elsewhere.status).toBe(404);
    const unknown = await owner.browser.post(QUIZ_PATHS.answer('python', 1), {
      ...body,
      attempt_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect((await owner.browser.post(QUIZ_PATHS.answer('python', 1), body)).status).toBe(200);
  });

  it('counts one of two answers sent at once for the same question, and finishes an attempt once', async () => {
    const { browser, studentId } = await student();
    const key = quizKey('python', 2);
    const view = (await browser.get<QuizView>(QUIZ_PATHS.quiz('python', 2))).body;
    const attempt = (await browser.post<QuizAttempt>(QUIZ_PATHS.attempt('python', 2))).body;
    const answer = (index: number, right = true) =>
      browser.post<QuizAnswerResponse>(QUIZ_PATHS.answer('python', 2), {
        attempt_id: attempt.attempt_id,
        question_id: key.questions[index].id,
        ...answerTo(key.questions[index], view.questions[index], right),
      });
    const twice = await Promise.all([answer(0, true), answer(0, false)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    for (let index = 1; index < key.questions.length - 2; index += 1) await answer(index);
    // The last two answers at once: exactly one of them finishes and records the attempt.
    const last = await Promise.all([answer(key.questions.length - 2), answer(key.questions.length - 1)]);
    expect(last.map((r) => r.status)).toEqual([200, 200]);
    const scored = last.filter((r) => r.body.score !== null);
    expect(scored).toHaveLength(1);
    expect(scored[0].body.answered).toBe(key.questions.length);
    expect(await resultRows(studentId)).toEqual([expect.objectContaining({ chapter_id: 2, attempts: 1 })]);
  });
});

it('lets an attempt expire after a day: answering it is 404, and the next start clears it away', async () => {
  const { browser } = await student();
  const key = quizKey('python', 1);
  const old = (await browser.post<QuizAttempt>(QUIZ_PATHS.attempt('python', 1))).body;
  const db = stack.levels.get(DataSource);
  await db.query(
    `UPDATE "levels"."quiz_attempts" SET "created_at" = now() - interval '25 hours' WHERE "id" = $1`,
    [old.attempt_id],
  );
  const late = await browser.post(QUIZ_PATHS.answer('python', 1), {
    attempt_id: old.attempt_id,
    question_id: key.questions[0].id,
    choice: 0,
  });
  expect(late.status).toBe(404);
  expect(late.body).toMatchObject({ message: QUIZ_ATTEMPT_NOT_FOUND_MESSAGE });
  await browser.post(QUIZ_PATHS.attempt('python', 1));
  expect(await db.query(`SELECT 1 FROM "levels"."quiz_attempts" WHERE "id" = $1`, [old.attempt_id])).toEqual(
    [],
  );
});

describe('scores and results', () => {
  // Beginner Python's chapter 2 has 7 questions: 5 right is 71%, 4 right 57%.
  it('passes at 70% by default; the best score, attempts and the first pass are kept', async () => {
    const { browser, studentId } = await student();
    expect(quizKey('python', 2).questions).toHaveLength(7);
    changes.length = 0;

    const failed = await finishQuiz(browser, 'python', 2, 4);
    expect(failed.score).toEqual({ correct: 4, total: 7, percent: 57, passed: false });
    expect(failed.result).toEqual({
      course_id: 'python',
      chapter_id: 2,
      best_percent: 57,
      passed: false,
      attempts: 1,
      passed_at: null,
    });

    const passed = await finishQuiz(browser, 'python', 2, 5);
    expect(passed.score).toEqual({ correct: 5, total: 7, percent: 71, passed: true });
    expect(passed.result).toMatchObject({ best_percent: 71, passed: true, attempts: 2 });
    const passedAt = passed.result!.passed_at;
    expect(passedAt).toEqual(expect.any(String));

    const worse = await finishQuiz(browser, 'python', 2, 0);
    expect(worse.score).toMatchObject({ percent: 0, passed: false });
    expect(worse.result).toEqual({
      course_id: 'python',
      chapter_id: 2,
      best_percent: 71,
      passed: true,
      attempts: 3,
      passed_at: passedAt,
    });
    const view = await browser.get<QuizView>(QUIZ_PATHS.quiz('python', 2));
    expect(view.body.result).toEqual(worse.result);
    // Each finished attempt was told to the progress signal once, with its own verdict.
    expect(changes).toEqual(
      [false, true, false].map((verdict) => ({
        kind: 'quiz',
        student_id: studentId,
        course_id: 'python',
        chapter_id: 2,
        passed: verdict,
      })),
    );
  });

  it('passes at the configured QUIZ_PASS_PERCENT', async () => {
    const strict = await stack.replica({ QUIZ_PASS_PERCENT: '75' });
    const { browser } = await student();
    const onStrict = stack.browserOn(strict, browser.session);
    expect((await onStrict.get<QuizView>(QUIZ_PATHS.quiz('python', 2))).body.pass_percent).toBe(75);
    const seventyOne = await finishQuiz(onStrict, 'python', 2, 5);
    expect(seventyOne.score).toEqual({ correct: 5, total: 7, percent: 71, passed: false });
    const all = await finishQuiz(onStrict, 'python', 2, 7);
    expect(all.score).toMatchObject({ percent: 100, passed: true });
    expect(all.result).toMatchObject({ best_percent: 100, passed: true, attempts: 2 });
  });

  it('lets a visitor and a parent without a chosen student practise, recording nothing', async () => {
    const visitor = new Visitor(stack.levels);
    const before = await stack.levels
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM "levels"."quiz_results"`);
    changes.length = 0;
    const practised = await takeQuiz(visitor, 'python', 1, 8);
    expect(practised.at(-1)).toMatchObject({ score: { percent: 100, passed: true }, result: null });
    expect(practised.every((answer) => answer.correct)).toBe(true);

    const parent = stack.browser();
    await parentWithStudent(parent, { choose: false });
    const adult = await finishQuiz(parent, 'python', 1, 6);
    expect(adult).toMatchObject({ score: { percent: 75, passed: true }, result: null });
    expect((await parent.get<QuizView>(QUIZ_PATHS.quiz('python', 1))).body.result).toBeNull();

    const after = await stack.levels
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM "levels"."quiz_results"`);
    expect(after).toEqual(before);
    expect(changes).toEqual([]);
  });

  it('erases a deleted student’s quiz results and attempts', async () => {
    const browser = stack.browser();
    const { user, student: kid } = await parentWithStudent(browser, { choose: true });
    await finishQuiz(browser, 'python', 1, 8);
    await browser.post(QUIZ_PATHS.attempt('python', 2));
    expect(await resultRows(kid.id)).toHaveLength(1);
    await stack.levels.get(StudentAccessService).record({
      student_id: kid.id,
      parent_id: user.user_id,
      deleted: true,
    });
    expect(await resultRows(kid.id)).toEqual([]);
    const attempts = await stack.levels
      .get(DataSource)
      .query(`SELECT * FROM "levels"."quiz_attempts" WHERE "subject" = $1`, [kid.id]);
    expect(attempts).toEqual([]);
  });
});
