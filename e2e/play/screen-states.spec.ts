import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { withServiceStopped } from '../support/services';
import { signInAsNewStudent } from '../support/student';

// page.route does not see requests a service worker answers (Playwright): one test drops a request
// on the way, so these run without the offline service worker (e2e/offline covers it).
test.use({ serviceWorkers: 'block' });

const CSRF = { 'X-Requested-With': 'pylands' };

async function signUpParent(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/signup', {
    headers: CSRF,
    data: { email: uniqueEmail(), password: 'correct-horse-42' },
  });
  expect(response.ok()).toBe(true);
}

test.describe('load failures on the play screen', () => {
  test("with the levels service down the play screen says 'Failed to load game data'", async ({ page }) => {
    await withServiceStopped('levels', async () => {
      const level = page.waitForResponse((response) => response.url().includes('/api/level/data/'));
      await page.goto('/en/play/python/intro-level1');
      // The gateway answers for the stopped service.
      expect((await level).status()).toBe(502);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to load game data');
    });
  });

  test("a course fetch the network drops says 'Failed to load game data'", async ({ page }) => {
    await page.route('**/api/level/course/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/en/play/python/intro-level1');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to load game data');
  });

  test("a level that does not exist says 'No data'", async ({ page }) => {
    await page.goto('/en/play/python/no-such-level');
    await expect(page.getByRole('status').filter({ hasText: 'No data' })).toBeVisible();
  });
});

test.describe('overlays on the game canvas', () => {
  test('a parent without a chosen student is asked to choose one on the map', async ({ page }) => {
    await signUpParent(page);
    await page.request.post('/api/profile/students', { headers: CSRF, data: { username: 'sky' } });
    await page.goto('/en/play/python/intro-level1');
    const overlay = page.getByRole('region', { name: 'Please choose a student to play' });
    await expect(overlay).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Run' })).toBeDisabled();
    await screenshot(page, 'overlay-choose-student');
    await overlay.getByRole('button', { name: 'Choose student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a student' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /sky/ }).click();
    // Choosing the student lets the child play: the overlay goes and Run can be pressed.
    await expect(overlay).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled({ timeout: 45_000 });
  });

  test('without a plan (payments not built yet) a student plays with no overlay', async ({ page }) => {
    await signInAsNewStudent(page);
    await openLevel(page, 'intro-level1');
    await expect(page.getByRole('region', { name: /choose a student|school plan/ })).toHaveCount(0);
  });
});

test.describe('the guide', () => {
  test('Tutorial opens the level’s tutorial with its guide picture', async ({ page }) => {
    await page.goto('/en/play/python/intro-level1');
    const guide = page.getByRole('region', { name: 'Guide' });
    await expect(guide.getByRole('img', { name: 'A picture that goes with this level’s guide' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await guide.getByRole('button', { name: 'Tutorial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tutorial: First Steps' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Walking with code' })).toBeVisible();
    await expect(dialog).toContainText('The number inside the brackets is called an argument.');
    await expect(dialog.getByRole('img')).toBeVisible();
    await screenshot(page, 'dialog-tutorial');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('on a phone the choose-student overlay still shows its whole message and button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpParent(page);
  await page.goto('/en/play/python/intro-level1');
  await page.getByRole('button', { name: 'Game', exact: true }).click();
  const overlay = page.getByRole('region', { name: 'Please choose a student to play' });
  await expect(overlay).toBeVisible({ timeout: 30_000 });
  const button = overlay.getByRole('button', { name: 'Choose student' });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  await screenshot(page, 'overlay-choose-student-phone');
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Choose a student' })).toBeVisible();
});
