import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { signInAsNewStudent } from '../support/student';

test.use({ viewport: { width: 700, height: 900 } });

test('on a narrow screen the Code/Game toggle switches panes and Run shows the game', async ({ page }) => {
  await signInAsNewStudent(page);
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const run = await openLevel(page, 'intro-level1');
  // The shell opens its course menu over the page on narrow screens; the child closes it first.
  const closeMenu = page.getByRole('button', { name: 'Close menu' });
  if (await closeMenu.isVisible()) await closeMenu.click();
  const codeButton = page.getByRole('button', { name: 'Code', exact: true });
  const gameButton = page.getByRole('button', { name: 'Game', exact: true });
  const editor = page.locator('#pylands-code-editor');
  const map = page.getByRole('img', { name: 'Game map' });

  await expect(codeButton).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeVisible();
  await expect(map).toBeHidden();

  await gameButton.click();
  await expect(gameButton).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(run).toBeHidden();
  await screenshot(page, 'narrow-game-pane');

  await codeButton.click();
  await expect(editor).toBeVisible();
  await expect(map).toBeHidden();
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await screenshot(page, 'narrow-code-pane');
  await run.click();
  await expect(gameButton).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'narrow-level-complete');
});
