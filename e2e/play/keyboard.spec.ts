import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { editorCode, openLevel, runButton } from '../support/play';
import { signInAsNewStudent } from '../support/student';

/** What a screen reader would announce for the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      // The text area itself, or an accessible editor's content area (not its gutter).
      inEditor:
        !!el?.closest('#pylands-code-editor') &&
        (el.tagName === 'TEXTAREA' || el.classList.contains('ace_scroller')),
      typing: el?.tagName === 'TEXTAREA' && !!el.closest('#pylands-code-editor'),
    };
  });

/** Presses `key` until `reached` holds; fails after `limit` presses. */
async function pressUntil(
  page: Page,
  key: string,
  reached: () => Promise<boolean>,
  what: string,
  limit = 60,
) {
  for (let presses = 0; presses < limit; presses++) {
    if (await reached()) return;
    await page.keyboard.press(key);
  }
  expect(await reached(), `${key} never reached ${what}`).toBe(true);
}

test('a child can play intro-level1 with the keyboard alone', async ({ page }) => {
  await signInAsNewStudent(page);
  await openLevel(page, 'intro-level1');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // Tab into the editor; an accessible editor may first need Enter to start editing.
  await pressUntil(page, 'Tab', async () => (await focused(page)).inEditor, 'the code editor');
  if (!(await focused(page)).typing) await page.keyboard.press('Enter');
  expect((await focused(page)).typing).toBe(true);
  await page.keyboard.press('Control+End');
  await page.keyboard.type('move_forward(4)');
  // Escape closes the autocomplete list and leaves editing mode.
  await page.keyboard.press('Escape');
  expect(await editorCode(page)).toMatch(/^from player import \*\s+move_forward\(4\)\s*$/);
  if ((await focused(page)).typing) await page.keyboard.press('Escape');

  await pressUntil(page, 'Tab', async () => (await focused(page)).label === 'Run', 'Run', 20);
  await expect(runButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  const complete = page.getByRole('dialog', { name: 'Level complete!' });
  await expect(complete).toBeVisible({ timeout: 30_000 });
  const next = complete.getByRole('button', { name: 'Next level' });
  await pressUntil(page, 'Tab', async () => (await focused(page)).label === 'Next level', 'Next level', 10);
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);
});
