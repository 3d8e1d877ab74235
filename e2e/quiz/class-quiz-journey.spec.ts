import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { QUIZ_REQUIRED_MESSAGE } from '@pylands/contracts';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { completeLevels } from '../support/levels';
import { openLevel } from '../support/play';
import { answerQuestion, authoredQuiz } from '../support/quiz';
import { CSRF, PASSWORD, registerSchool } from '../support/school';

const SHOTS = '/work/shots/journey23';
const CHAPTER_ONE = [1, 2, 3, 4, 5, 6, 7].map((n) => `intro-level${n}`);

test.use({ viewport: { width: 1280, height: 800 } });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Issue 23's journey for a school: a class student finishes chapter 1, is asked to take the quiz
 * (chapter 2 stays closed), passes, earns the chapter's and the quiz's badges, and chapter 2 opens.
 */
test('a class student finishes chapter 1, takes the quiz, earns the badges and chapter 2 opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const slug = await registerSchool(page, 'Journey School', 'journey-school');
  const created = await page.request.post('/api/organization/classes', {
    headers: CSRF,
    data: { name: 'Class 6J', quiz: true },
  });
  expect(created.ok()).toBe(true);
  const klass = (await created.json()) as { id: string };
  const username = `journey${Date.now() % 100000}`;
  const added = await page.request.post('/api/organization/students', {
    headers: CSRF,
    data: { username, name: 'Jo Park', password: PASSWORD, class_id: klass.id },
  });
  expect(added.status()).toBe(201);
  const studentId = ((await added.json()) as { id: string }).id;

  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const student = await context.newPage();
  expect(
    (
      await student.request.post('/api/auth/login-org', {
        headers: CSRF,
        data: { organization_slug: slug, username, password: PASSWORD },
      })
    ).ok(),
  ).toBe(true);

  // Chapter 1 up to its last level, the quick way (each solution replayed by levels).
  await completeLevels(student.request, CHAPTER_ONE.slice(0, -1));
  const lastLevel = CHAPTER_ONE[CHAPTER_ONE.length - 1]!;

  // Before the quiz, chapter 2 is closed: not in the sidebar, and refused by the server.
  await student.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const run = await openLevel(student, lastLevel);
  const sidebar = student.getByRole('navigation', { name: 'Course navigation' });
  await expect(sidebar.getByRole('button', { name: 'Variables and Types' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Basic Operators' })).toHaveCount(0);
  const closed = await student.request.get('/api/level/data/python/operators-level1');
  expect(closed.status()).toBe(403);
  expect(await closed.text()).toContain(QUIZ_REQUIRED_MESSAGE);

  // The child wins the last level; Next now reads 'Take the Quiz'.
  await typeCode(student, referenceSolution('python', lastLevel));
  await run.click();
  const dialog = student.getByRole('dialog', { name: 'Level complete!' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await student.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const takeQuiz = student.getByRole('link', { name: 'Take the Quiz' });
  await expect(takeQuiz).toHaveAttribute('title', 'Take the quiz to proceed to the next chapter');
  await shot(student, 'take-the-quiz');
  await takeQuiz.click();
  await expect(student).toHaveURL(/\/en\/quiz\/python\/1\/question\/1$/);

  // Every answer right: passed.
  const quiz = authoredQuiz('python', 1);
  const total = quiz.questions.length;
  for (let n = 1; n <= total; n++) {
    await answerQuestion(student, quiz, n, true);
    await student.getByRole('button', { name: n === total ? 'See my score' : 'Next question' }).click();
  }
  await expect(student.getByRole('heading', { name: 'You passed the quiz!' })).toBeVisible();
  await expect(student.getByTestId('quiz-score')).toHaveText(`${total} of ${total} right (100%)`);
  await shot(student, 'quiz-passed');

  // The badges: the chapter completed (its quiz included) and the quiz passed.
  await student.goto(`/en/badges/${studentId}`);
  const earned = student.getByRole('region', { name: 'Earned' }).getByRole('listitem');
  await expect(earned).toHaveCount(2);
  await expect(earned.filter({ hasText: 'Chapter complete in Beginner Python' })).toContainText(
    'Variables and Types',
  );
  await expect(earned.filter({ hasText: 'Quiz passed in Beginner Python' })).toContainText(
    'Variables and Types Quiz',
  );
  await shot(student, 'badges');

  // Chapter 2 is open: in the sidebar and playable.
  await expect(sidebar.getByRole('button', { name: 'Basic Operators' })).toBeVisible();
  expect((await student.request.get('/api/level/data/python/operators-level1')).status()).toBe(200);
  await openLevel(student, 'operators-level1');
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
