import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, typeCode, uniqueEmail } from '../support/fixtures';
import { editorCode } from '../support/play';
import { signInAsNewStudent } from '../support/student';

/** Screenshots people look at (the challenge screens at desktop and phone sizes). */
const SHOTS_DIR = process.env.SHOTS_DIR ?? path.join(__dirname, '../../.tmp/screens/challenges');
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const CSRF = { 'X-Requested-With': 'pylands' };

/** Whole pages at desktop size; on a phone what the child sees (the header stays on top when scrolled). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}

const starter = readFileSync(
  path.join(__dirname, '../../libs/content/challenges/animal-hello/starter.py'),
  'utf8',
);
const solution = readFileSync(
  path.join(__dirname, '../../libs/content/challenges/animal-hello/solution.py'),
  'utf8',
);
/** Greets with the wrong words: every example fails and says what was printed. */
const WRONG = 'print("Hello", animal)\n';

const row = (page: Page, slug: string) => page.locator(`[data-challenge="${slug}"]`);
const run = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });
const attempts = (page: Page) => page.getByLabel(/^Attempts: /);

test('a student runs a wrong program, sees the failing example, fixes it, submits and sees it solved', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signInAsNewStudent(page);
  await page.goto('/en/challenges');
  await expect(page.getByRole('heading', { name: /^Chapter 1: / })).toBeVisible();
  await expect(row(page, 'animal-hello')).toHaveAttribute('data-solved', 'false');
  await expect(page.getByTestId('solved-count')).toHaveText(/^Solved: 0 of \d+$/);
  await shot(page, 'challenges-list-1280');

  await page.getByRole('link', { name: 'Open Animal Hello' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Animal Hello' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your task' })).toBeVisible();
  // The examples show what goes in and what should come out before anything runs.
  await expect(page.getByTestId('example-1')).toContainText('animal =');
  await expect(page.getByTestId('example-1')).toContainText('It should print');
  await expect(run(page)).toBeEnabled({ timeout: 60_000 });
  await expect(attempts(page)).toHaveText('0/30');

  await typeCode(page, WRONG);
  await run(page).click();
  const first = page.getByTestId('example-1');
  await expect(first).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
  await expect(first).toContainText('Your program printed');
  await expect(first).toContainText('Hello cow');
  await expect(first).toContainText('It should print');
  await expect(page.getByTestId('examples-summary')).toContainText('0 of');
  // The run was counted by the server before it ran.
  await expect(attempts(page)).toHaveText('1/30');
  // The challenge assistant answers the failed run next to the code, on its own counter.
  const bubble = page.getByTestId('hint-bubble');
  await expect(bubble).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/^Coding assistant: /)).toHaveText('1/20');
  // The first tip on the challenge teaches: the failing example and a question, no line of the answer.
  await expect(bubble).toContainText('but it should print "The cow says hello!"');
  await expect(bubble).not.toContainText('says hello!")');
  await expect(bubble.locator('code')).toHaveCount(0);
  await shot(page, 'challenge-wrong-run-1280');

  // Submitting it anyway: the server's hidden tests say what went wrong, in a child's words.
  await page.getByRole('button', { name: 'Submit' }).click();
  const verdict = page.getByTestId('submit-verdict');
  await expect(verdict).toContainText('Not solved yet', { timeout: 30_000 });
  await expect(verdict).toContainText('should print');

  await typeCode(page, solution);
  await run(page).click();
  await expect(first).toHaveAttribute('data-state', 'passed', { timeout: 30_000 });
  await expect(page.getByTestId('examples-summary')).toHaveText(
    'All examples pass! Now press Submit to check every test.',
  );
  await expect(attempts(page)).toHaveText('2/30');

  await page.getByRole('button', { name: 'Submit' }).click();
  const solved = page.getByRole('dialog', { name: 'Challenge solved!' });
  await expect(solved).toBeVisible({ timeout: 30_000 });
  await expect(solved.getByRole('link', { name: /^Next challenge: / })).toBeVisible();
  await shot(page, 'challenge-solved-1280');
  await solved.getByRole('link', { name: 'All challenges' }).click();

  await expect(row(page, 'animal-hello')).toHaveAttribute('data-solved', 'true');
  await expect(row(page, 'animal-hello')).toContainText('Solved');
  await expect(page.getByTestId('solved-count')).toHaveText(/^Solved: 1 of \d+$/);

  // Opened again, the page starts from the code that solved it.
  await page.getByRole('link', { name: 'Open Animal Hello' }).click();
  await expect(page.getByTestId('challenge-solved')).toBeVisible();
  await expect(page.locator('#pylands-code-editor')).toContainText('says hello!');

  // On a phone (opened there, so the course drawer starts closed).
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(run(page)).toBeEnabled({ timeout: 60_000 });
  await typeCode(page, WRONG);
  await expect(run(page)).toBeEnabled();
  await run(page).click();
  await expect(first).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
  await first.scrollIntoViewIfNeeded();
  await shot(page, 'challenge-wrong-run-390', false);
  await page.goto('/en/challenges');
  await expect(row(page, 'animal-hello')).toBeVisible();
  await shot(page, 'challenges-list-390', false);
});

test('a visitor sees later chapters locked with a way to buy them', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/en/challenges');
  const locked = row(page, 'counting-sheep');
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await expect(row(page, 'animal-hello')).toHaveAttribute('data-locked', 'false');
  await locked.getByRole('link', { name: 'Unlock Counting Sheep' }).click();
  await expect(page).toHaveURL(/\/en\/purchase$/);

  // The locked challenge's own page names it, has no editor, and the same way to unlock it.
  await page.goto('/en/challenge/counting-sheep');
  await expect(page.getByRole('heading', { level: 1, name: 'Counting Sheep' })).toBeVisible();
  const notice = page.getByTestId('challenge-locked');
  await expect(notice).toContainText('This challenge is locked');
  await expect(page.locator('#pylands-code-editor')).toHaveCount(0);
  await shot(page, 'challenge-locked-1280');
  await notice.getByRole('link', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/en\/purchase$/);
});

test('a parent chooses a student on a challenge page: the page stays and the challenge credits appear', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const signUp = await page.request.post('/api/auth/signup', {
    headers: CSRF,
    data: { email: uniqueEmail(), password: 'correct-horse-42' },
  });
  expect(signUp.ok()).toBe(true);
  const added = await page.request.post('/api/profile/students', {
    headers: CSRF,
    data: { username: 'kim' },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/en/challenge/hay-bales');
  await expect(page.getByRole('heading', { level: 1, name: 'Double the Hay' })).toBeVisible();
  await expect(run(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Choose student' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Play as kim' }).click();
  await expect(run(page)).toBeEnabled({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/en\/challenge\/hay-bales$/);
  await expect(attempts(page)).toHaveText('0/30');
});

test('the code a student types stays after a reload until Reset puts the starter back', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await signInAsNewStudent(page);
  await page.goto('/en/challenge/animal-hello');
  await expect(run(page)).toBeEnabled({ timeout: 60_000 });
  await expect.poll(async () => (await editorCode(page)).trim()).toBe(starter.trim());

  // Never submitted: only the browser has it.
  const draft = 'print("The", animal, "is thinking")\n';
  await typeCode(page, draft);
  await page.reload();
  await expect(run(page)).toBeEnabled({ timeout: 60_000 });
  await expect.poll(() => editorCode(page)).toBe(draft);
  await shot(page, 'challenge-draft-restored-1280', false);

  await page.getByRole('button', { name: /Reset/ }).click();
  await page.getByRole('dialog', { name: 'Reset Code' }).getByRole('button', { name: 'Reset' }).click();
  await expect.poll(async () => (await editorCode(page)).trim()).toBe(starter.trim());
  // The draft went with it: a reload shows the starter too.
  await page.reload();
  await expect(run(page)).toBeEnabled({ timeout: 60_000 });
  await expect.poll(async () => (await editorCode(page)).trim()).toBe(starter.trim());
});
