import { expect, test, typeCode } from '../support/fixtures';
import { openLevel } from '../support/play';

const shots = '/work/shots/i18nsrv';

// The game's texts come from the locale files by key: the engine's message keys with their
// params, and the Code Book's command, recipe and ingredient keys (issue 25).
test.describe('game texts from the locale files', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Code Book describes commands and recipes in words from the locale file', async ({ page }) => {
    await openLevel(page, 'intro-level1');
    await page.getByRole('button', { name: /Code Book/ }).click();
    const book = page.getByRole('dialog', { name: 'Code Book' });
    await expect(book.getByRole('listitem').filter({ hasText: 'move_forward([steps])' })).toContainText(
      'Walk forward, one step or the number of steps you give.',
    );
    const berryMilk = book.getByRole('listitem').filter({ hasText: 'Berry Milk' });
    await expect(berryMilk).toContainText('1 × milk, 1 × red berry or 1 × strawberry');
    const bridge = book.getByRole('listitem').filter({ has: page.getByText('Bridge', { exact: true }) });
    await expect(bridge).toContainText('4 × log');
    await page.screenshot({ path: `${shots}/code-book.png` });
  });

  test("a rule's message and its headline come from game.<key>", async ({ page }) => {
    const run = await openLevel(page, 'intro-level1');
    await typeCode(page, 'from player import *\n\nmove_forward(5)\n');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('Use turn_left() or turn_right() to face an open path');
    await page.screenshot({ path: `${shots}/error-dialog-rule.png` });
  });
});
