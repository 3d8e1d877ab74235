import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel } from '../support/play';
import { answerQuestion, authoredQuiz, plain } from '../support/quiz';
import { CSRF, PASSWORD, registerSchool } from '../support/school';
import { signInAsNewStudent } from '../support/student';

const SHOTS = '/work/shots/quiz-ui';

const quiz = authoredQuiz('python', 1);
const total = quiz.questions.length;

test.use({ viewport: { width: 1280, height: 800 } });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const answer = (page: Page, n: number, right: boolean) => answerQuestion(page, quiz, n, right);

test('a student takes chapter 1’s quiz: a wrong answer explained, the score, resuming and a retry', async ({
  page,
}) => {
  await signInAsNewStudent(page, 'quinn');
  // The quiz's start goes to its first question.
  await page.goto('/en/quiz/python/1');
  await expect(page).toHaveURL(/\/en\/quiz\/python\/1\/question\/1$/);
  await expect(page.getByText(`Chapter quiz · ${quiz.title}`)).toBeVisible();
  await shot(page, 'question-choice');
  // Not in a class with quizzes: the quiz is open to the student, but the sidebar has no Quiz rows.
  const sidebar = page.getByRole('navigation', { name: 'Course navigation' });
  await expect(sidebar.getByText('Variables and Types')).toBeVisible();
  await expect(sidebar.locator('a[href*="/quiz/"]')).toHaveCount(0);

  // A wrong first answer: the explanation and the right answer.
  const first = quiz.questions[0]!;
  await answer(page, 1, false);
  const feedback = page.getByTestId('quiz-feedback');
  await expect(feedback).toContainText(plain(first.explanation));
  if (first.kind !== 'order')
    await expect(feedback).toContainText(`The right answer: ${first.options[first.answer]}`);
  await shot(page, 'feedback-wrong');
  await page.getByRole('button', { name: 'Next question' }).click();

  // Skipping ahead lands on the first unanswered question; a reload resumes the same try.
  await page.goto('/en/quiz/python/1/question/6');
  await expect(page).toHaveURL(/\/question\/2$/);
  await answer(page, 2, true);
  await page.reload();
  await expect(page.getByTestId('quiz-feedback')).toContainText('Right! Well done!');
  await page.getByRole('button', { name: 'Next question' }).click();

  for (let n = 3; n <= total; n++) {
    const kind = quiz.questions[n - 1]!.kind;
    if (kind === 'output' && n === quiz.questions.findIndex((q) => q.kind === 'output') + 1)
      await shot(page, 'question-output');
    if (kind === 'order') {
      await shot(page, 'question-order');
      // Drag and drop: the last line dropped on the first takes its place.
      const codes = page.getByRole('list', { name: 'Lines of the program' }).locator('li code');
      const before = await codes.allTextContents();
      await codes.last().dragTo(codes.first());
      await expect(codes).toHaveText([before[before.length - 1]!, ...before.slice(0, -1)]);
    }
    await answer(page, n, true);
    await page.getByRole('button', { name: n === total ? 'See my score' : 'Next question' }).click();
  }

  const percent = Math.floor(((total - 1) * 100) / total);
  await expect(page.getByRole('heading', { name: 'You passed the quiz!' })).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toHaveText(`${total - 1} of ${total} right (${percent}%)`);
  await expect(page.getByRole('link', { name: 'Next chapter' })).toHaveAttribute(
    'href',
    /\/en\/play\/python\//,
  );
  await shot(page, 'score-passed');

  // Retry: a new try from question 1 with nothing answered.
  await page.getByRole('button', { name: 'Try the quiz again' }).click();
  await expect(page).toHaveURL(/\/question\/1$/);
  await expect(page.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByRole('button', { name: 'Check answer' })).toBeDisabled();

  // The order question on a phone.
  // (Reloaded at phone size: the shell starts a phone's menu closed; the new try resumes.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const order = quiz.questions.findIndex((q) => q.kind === 'order') + 1;
  for (let n = 1; n < order; n++) {
    await answer(page, n, true);
    await page.getByRole('button', { name: 'Next question' }).click();
  }
  await expect(page.getByText(`Question ${order} of ${total}`)).toBeVisible();
  await shot(page, 'phone-order');
});

test('a visitor may answer a quiz; a chapter without a quiz says so', async ({ page }) => {
  await page.goto('/en/quiz/python/1');
  await answer(page, 1, true);
  await signInAsNewStudent(page, 'nora');
  await page.goto('/en/quiz/python/99/question/1');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('This chapter has no quiz.');
});

test('a locked chapter’s quiz leads to buying; a failed load offers Try again', async ({ page }) => {
  await signInAsNewStudent(page, 'lena');
  // Chapter 3 is not free: a parent's child is sent to the purchase page, as on the play screen.
  await page.goto('/en/quiz/python/3/question/1');
  await expect(page).toHaveURL(/\/en\/purchase$/);

  // The network drops the quiz: the page says so and loads it on Try again.
  const quizCall = '**/api/level/quiz/python/2';
  await page.route(quizCall, (route) => route.abort('internetdisconnected'));
  await page.goto('/en/quiz/python/2/question/1');
  await expect(page.getByRole('alert')).toHaveText(
    'The quiz could not be loaded. Check your internet connection and try again.',
  );
  await page.unroute(quizCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
});

test('a class with quizzes: the chapter’s last level offers the quiz, the sidebar checks it and the teacher sees the score', async ({
  page,
  browser,
}) => {
  // The school's admin makes a class with quizzes on and one student in it.
  const slug = await registerSchool(page, 'Quiz School', 'quiz-school');
  const created = await page.request.post('/api/organization/classes', {
    headers: CSRF,
    data: { name: 'Class 5Q', unlocked_chapters: [1, 2], quiz: true },
  });
  expect(created.ok()).toBe(true);
  const klass = (await created.json()) as { id: string };
  const username = `quizkid${Date.now() % 100000}`;
  const added = await page.request.post('/api/organization/students', {
    headers: CSRF,
    data: { username, name: 'Quinn Lee', password: PASSWORD, class_id: klass.id },
  });
  expect(added.status()).toBe(201);

  const studentContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const student = await studentContext.newPage();
  const login = await student.request.post('/api/auth/login-org', {
    headers: CSRF,
    data: { organization_slug: slug, username, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const course = (await (await student.request.get('/api/level/course/python')).json()) as {
    chapters: { id: number; name: string; level_data: { slug: string }[] }[];
  };
  const chapterOne = course.chapters[0]!;
  const lastLevel = chapterOne.level_data[chapterOne.level_data.length - 1]!.slug;

  // Winning the chapter's last level offers the quiz (Next waits for it: QUIZ_REQUIRED).
  const run = await openLevel(student, lastLevel);
  const sidebar = student.getByRole('navigation', { name: 'Course navigation' });
  const quizRow = sidebar.locator('a[href="/en/quiz/python/1/question/1"]');
  await expect(quizRow).toHaveText('Quiz');
  await expect(student.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute(
    'href',
    '/en/quiz/python/1/question/1',
  );
  await typeCode(student, referenceSolution('python', lastLevel));
  await run.click();
  const dialog = student.getByRole('dialog', { name: 'Level complete!' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Show what you learned in the chapter quiz.');
  await shot(student, 'level-complete-offer');
  await dialog.getByRole('link', { name: 'Take the chapter quiz' }).click();
  await expect(student).toHaveURL(/\/en\/quiz\/python\/1\/question\/1$/);
  await expect(quizRow).toHaveAttribute('aria-current', 'page');

  // The whole quiz, the first answer wrong.
  for (let n = 1; n <= total; n++) {
    await answer(student, n, n > 1);
    await student.getByRole('button', { name: n === total ? 'See my score' : 'Next question' }).click();
  }
  const percent = Math.floor(((total - 1) * 100) / total);
  await expect(student.getByTestId('quiz-score')).toHaveText(`${total - 1} of ${total} right (${percent}%)`);
  // Passed: the sidebar's Quiz row gets its check.
  await expect(quizRow.getByRole('img', { name: 'Completed' })).toBeVisible();

  // The admin's class grid: a Quiz column after chapter 1's levels with the best score, passed.
  await page.goto(`/en/organization/classes/${klass.id}`);
  const grid = page.getByRole('table', { name: 'Progress' });
  await expect(grid.getByRole('columnheader', { name: chapterOne.name, exact: true })).toHaveAttribute(
    'colspan',
    String(chapterOne.level_data.length + 1),
  );
  const score = grid.getByRole('img', {
    name: `${username} ${chapterOne.name} quiz: ${percent}%, passed (1 try)`,
  });
  await expect(score).toHaveText(`${percent}%`);
  await expect(
    grid.getByRole('img', { name: `${username} ${course.chapters[1]!.name} quiz: Not taken` }),
  ).toHaveText('–');
  await score.hover();
  await shot(page, 'class-grid-quiz');
  await studentContext.close();
});
