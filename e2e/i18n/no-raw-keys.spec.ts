import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const KEYS = Object.keys(
  JSON.parse(readFileSync(path.join(__dirname, '../../shared-ui/locales/en.json'), 'utf8')) as Record<
    string,
    string
  >,
);

/** Locale keys a reader would see instead of words (a text missing in its language and in English). */
async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const labels = await page
    .locator('[aria-label], [title], [placeholder]')
    .evaluateAll((els) =>
      els.flatMap((el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '')),
    );
  const shown = `${text}\n${labels.join('\n')}`;
  return KEYS.filter((key) => shown.includes(key.replace(/_(zero|one|two|few|many|other)$/, '')));
}

// Japanese and German, whether or not their files are merged: every text is either theirs or the
// English fallback, never a key.
for (const lng of ['ja', 'de']) {
  test(`the play and login pages in ${lng} show words, not locale keys`, async ({ page }) => {
    await page.goto(`/${lng}/play/python/intro-level1`);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.locator('#pylands-code-editor')).toBeVisible();
    await expect(page.locator('button:has(svg[data-icon="play"])').first()).toBeEnabled({ timeout: 45_000 });
    expect(await rawKeysOn(page)).toEqual([]);

    await page.goto(`/${lng}/login`);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    expect(await rawKeysOn(page)).toEqual([]);
  });
}
