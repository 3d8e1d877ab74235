import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';

test.describe('an anonymous visitor', () => {
  test('sees the attempt counter as used/10', async ({ page }) => {
    await openLevel(page, 'intro-level1');
    const counter = page.getByLabel(/^Attempts: /);
    await expect(counter).toHaveText('0/10');
    await expect(counter).toHaveAttribute('title', 'Attempts available: 10');
  });

  test('can run a level; the run counts as an attempt', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
    const run = await openLevel(page, 'intro-level1');
    await typeCode(page, referenceSolution('python', 'intro-level1'));
    await run.click();
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(/^Attempts: /)).toHaveText('1/10');
  });

  test('is asked to sign up once the 10 attempts of the day are used, and the 11th run does not start', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
    await openLevel(page, 'intro-level1');
    // The first 8 run starts as the play screen sends them, with this visitor's cookie (the
    // counting is the server's); the screen then shows them and counts the last two itself.
    for (let i = 0; i < 8; i += 1) {
      const start = await page.request.post('/api/level/update/intro-level1', {
        headers: { 'X-Requested-With': 'pylands' },
        data: {
          last_status: 'in_progress',
          last_code_executed: 'turn_left()',
          level_slug: 'intro-level1',
          course_id: 'python',
        },
      });
      expect(start.ok()).toBe(true);
    }
    const run = await openLevel(page, 'intro-level1');
    const counter = page.getByLabel(/^Attempts: /);
    await expect(counter).toHaveText('8/10');
    // Without the assistant: its 5 tips a day would end in a dialog of their own (assistant.spec).
    await page.getByRole('switch', { name: 'Coding assistant' }).click();
    await typeCode(page, 'from player import *\nturn_left()\n');
    for (let used = 9; used <= 10; used += 1) {
      await run.click();
      await expect(counter).toHaveText(`${used}/10`);
      await expect(run).toBeEnabled({ timeout: 30_000 });
    }
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Sign up to keep playing' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'You’ve used all your attempts for the day. Sign up to get more attempts.',
    );
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
    await screenshot(page, 'dialog-out-of-attempts-visitor');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(counter).toHaveText('10/10');
    await expect(run).toBeEnabled();
  });

  test('is asked to sign up on intro-level5', async ({ page }) => {
    await page.goto('/en/play/python/intro-level5');
    const dialog = page.getByRole('dialog', { name: 'Sign up to play this level' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
    await expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/en/login');
    await screenshot(page, 'dialog-sign-up-to-play');
    await dialog.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/en\/signup$/);
  });
});

test.describe('an anonymous visitor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('is asked to sign up when pressing Run, and nothing runs', async ({ page }) => {
    const run = await openLevel(page, 'intro-level1');
    // The shell opens its course menu over the page on narrow screens; the child closes it first.
    const closeMenu = page.getByRole('button', { name: 'Close menu' });
    if (await closeMenu.isVisible()) await closeMenu.click();
    await typeCode(page, referenceSolution('python', 'intro-level1'));
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Sign up to code on your phone' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
    await expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/en/login');
    await screenshot(page, 'dialog-mobile-sign-up');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // No attempt was spent: the program never started.
    await expect(page.getByLabel(/^Attempts: /)).toHaveText('0/10');
  });
});
