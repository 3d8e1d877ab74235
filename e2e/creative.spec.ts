import type { Locator, Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from './support/fixtures';
import { editorCode, openLevel, screenshot } from './support/play';
import { signInAsNewStudent } from './support/student';

const SLUG = 'creative-01';
const TEMPLATE = 'from player import *\n\n';
const LEVEL_NAME = 'Open Field';

/** Runs creative-01's reference solution and waits for the creative-level complete dialog. */
async function finish(page: Page, run: Locator): Promise<Locator> {
  await typeCode(page, referenceSolution('python', SLUG));
  await run.click();
  const dialog = page.getByRole('dialog', { name: 'YOU MADE IT!' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test.describe('the creative level creative-01', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  });

  test('a student who finishes it gets YOU MADE IT!: Escape keeps it, Replay restores the template', async ({
    page,
  }) => {
    await signInAsNewStudent(page);
    const run = await openLevel(page, SLUG);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Creative');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LEVEL_NAME);
    expect(await editorCode(page)).toBe(TEMPLATE);

    const dialog = await finish(page, run);
    await expect(dialog).toContainText(LEVEL_NAME);
    await expect(dialog).toContainText('Complete');
    await expect(dialog.getByRole('button', { name: 'Replay' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Explore more' })).toHaveAttribute(
      'href',
      '/en/creative-levels',
    );
    await expect(dialog.getByText('Sign Up')).toHaveCount(0);
    // Not the course dialogs.
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await screenshot(page, 'dialog-creative-complete');

    await dialog.getByRole('button', { name: 'Replay' }).click();
    await expect(dialog).toBeHidden();
    expect(await editorCode(page)).toBe(TEMPLATE);
    await expect(run).toBeEnabled();
  });

  test('Explore more goes to the creative levels; back on the level the editor starts from the template', async ({
    page,
  }) => {
    await signInAsNewStudent(page);
    const run = await openLevel(page, SLUG);
    const dialog = await finish(page, run);
    await dialog.getByRole('link', { name: 'Explore more' }).click();
    await expect(page).toHaveURL(/\/en\/creative-levels$/);
    await expect(dialog).toBeHidden();

    // The completion was saved with its code, yet chapter 0 (Creative) always opens on the template.
    const saved = (await (await page.request.get(`/api/level/data/python/${SLUG}`)).json()) as {
      completed: boolean;
      last_code_executed: string | null;
      chapter_id: number;
    };
    expect(saved).toMatchObject({
      completed: true,
      last_code_executed: referenceSolution('python', SLUG),
      chapter_id: 0,
    });
    await openLevel(page, SLUG);
    expect(await editorCode(page)).toBe(TEMPLATE);
  });

  test('an anonymous visitor who finishes it is also offered Sign Up', async ({ page }) => {
    const run = await openLevel(page, SLUG);
    const dialog = await finish(page, run);
    await expect(dialog).toContainText(LEVEL_NAME);
    await expect(dialog.getByRole('button', { name: 'Replay' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
    await expect(dialog.getByRole('link', { name: 'Explore more' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await screenshot(page, 'dialog-creative-complete-signed-out');
  });
});
