import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { editorCode, openLevel, runButton } from '../support/play';
import { signInAsNewStudent } from '../support/student';

/** Presses Tab (or Shift+Tab) until `reached` holds; fails after `limit` presses. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, key = 'Tab', limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await reached()) return;
    await page.keyboard.press(key);
  }
  expect(await reached(), `focus never reached the target with ${key}`).toBe(true);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

test('a child can play intro-level1 with the keyboard alone', async ({ page }) => {
  await signInAsNewStudent(page);
  await openLevel(page, 'intro-level1');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // Tab into the editor and write the program after the template's import line.
  await tabUntil(page, async () => (await focusedLabel(page)) === 'Python code editor');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('move_forward(4)');
  await page.keyboard.press('Escape');
  expect(await editorCode(page)).toMatch(/^from player import \*\s+move_forward\(4\)\s*$/);

  // Leave the editor and reach Run.
  await tabUntil(page, async () => /^▶\s*Run$/.test(await focusedLabel(page)));
  await expect(runButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  const complete = page.getByRole('dialog', { name: 'Level complete!' });
  await expect(complete).toBeVisible({ timeout: 30_000 });
  const next = complete.getByRole('button', { name: 'Next level' });
  await tabUntil(page, async () => (await focusedLabel(page)) === 'Next level', 'Tab', 10);
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);
});
