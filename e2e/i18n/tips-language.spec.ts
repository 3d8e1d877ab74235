import { expect, test, typeCode } from '../support/fixtures';
import { TOO_FAR } from '../support/assistant';
import { localeTexts } from '../support/locale-text';
import { runButton } from '../support/play';

test.use({ serviceWorkers: 'block' });

// The coding assistant's tip comes in the language of the screen the child is reading.
test('a Japanese child’s tip is written in Japanese', async ({ page }) => {
  const t = localeTexts('ja');
  await page.goto('/ja/play/python/intro-level1');
  const run = runButton(page);
  await expect(run).toBeEnabled({ timeout: 45_000 });
  await typeCode(page, TOO_FAR);
  await run.click();
  const error = page.getByRole('dialog').filter({ hasText: t('game.move.wall') });
  await expect(error).toBeVisible({ timeout: 30_000 });
  await error.getByRole('button', { name: t('common.close') }).click();
  // The first tip teaches: what went wrong, then a question about line 3.
  const bubble = page.getByTestId('hint-bubble');
  await expect(bubble).toContainText(t('tips.move.howMany', { line: 3 }), { timeout: 30_000 });
  await expect(bubble).not.toContainText('How many steps');
});
