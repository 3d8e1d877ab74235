import path from 'node:path';
import { expect, referenceSolution, test, typeCode, uniqueEmail } from './support/fixtures';

test.describe('a new visitor', () => {
  test('is sent from the bare root to /en and sees the first level', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { name: /Variables and Types/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Course navigation' })).toContainText(
      'Beginner Python',
    );
  });

  test('with an unknown locale is redirected to English, keeping the path', async ({ page }) => {
    await page.goto('/xx/play/python/intro-level2');
    await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);
  });

  test('sees a not-found page for an unknown route', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('signs up, adds a student, plays intro-level1 and keeps the progress after a reload', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await expect(page).toHaveURL(/\/en\/signup$/);
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password').fill('correct-horse-42');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/en\/profile\/students\/add$/);
    await page.getByLabel('Student username').fill('robin');
    await page.getByRole('button', { name: 'Create Student' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/students$/);
    await page.getByRole('button', { name: 'Play as robin' }).click();
    await expect(page).toHaveURL(/\/en$/);

    await page.goto('/en/play/python/intro-level1');
    const run = page.getByRole('button', { name: /Run/ });
    await expect(run).toBeEnabled({ timeout: 20_000 });
    await typeCode(page, referenceSolution('python', 'intro-level1'));
    await run.click();
    // The character walks, the current line is highlighted while it plays.
    await expect(page.locator('.pylands-active-line')).toBeVisible({ timeout: 10_000 });
    const complete = page.getByRole('dialog', { name: 'Level complete!' });
    await expect(complete).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: path.join(__dirname, '../.tmp/screens/level-complete.png') });
    await complete.getByRole('button', { name: 'Next level' }).click();
    await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);

    await page.reload();
    const sidebar = page.getByRole('navigation', { name: 'Course navigation' });
    const firstLevel = sidebar
      .getByRole('link')
      .filter({ hasText: (await levelName(page, 'intro-level1')) ?? 'intro-level1' });
    await expect(firstLevel.getByRole('img', { name: 'Completed' })).toBeVisible();
    await page.screenshot({ path: path.join(__dirname, '../.tmp/screens/play-screen.png') });
  });
});

async function levelName(page: import('@playwright/test').Page, slug: string): Promise<string | null> {
  const response = await page.request.get(`/api/level/data/python/${slug}`);
  return response.ok() ? ((await response.json()) as { name: string }).name : null;
}

test.describe('running programs', () => {
  test('a program that walks into a wall shows the wall message and marks its line', async ({ page }) => {
    await page.goto('/en/play/python/intro-level1');
    const run = page.getByRole('button', { name: /Run/ });
    await expect(run).toBeEnabled({ timeout: 20_000 });
    await typeCode(page, 'from player import *\n\nturn_left()\nmove_forward(20)\n');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('Wrong way, you bumped into a wall.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.pylands-error-line')).toBeVisible();
  });

  test('an endless loop is stopped with Execution Time Exceeded, and the next Run works', async ({
    page,
  }) => {
    await page.goto('/en/play/python/intro-level1');
    const run = page.getByRole('button', { name: /Run/ });
    await expect(run).toBeEnabled({ timeout: 20_000 });
    await typeCode(page, 'from player import *\n\nwhile True:\n    pass\n');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Execution Time Exceeded' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await typeCode(page, referenceSolution('python', 'intro-level1'));
    await expect(run).toBeEnabled({ timeout: 10_000 });
    await run.click();
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
  });
});
