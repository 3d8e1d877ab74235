import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { signInAsNewStudent } from '../support/student';

// page.route does not see requests a service worker answers (Playwright): these tests mock the
// network, so they run without the offline service worker (e2e/offline covers it).
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
  test("a failing level fetch says 'Failed to load game data'", async ({ page }) => {
    await page.route('**/api/level/data/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
    );
    await page.goto('/en/play/python/intro-level1');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to load game data');
  });

  test("a failing course fetch says 'Failed to load game data'", async ({ page }) => {
    await page.route('**/api/level/course/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/en/play/python/intro-level1');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to load game data');
  });

  test("an empty answer says 'Failed to load course or level data'", async ({ page }) => {
    await page.route('**/api/level/data/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    );
    await page.goto('/en/play/python/intro-level1');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to load course or level data');
    await screenshot(page, 'play-failed-course-or-level');
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

  test('a parent tier used by an organization is blocked, with Upgrade to /schools', async ({ page }) => {
    await signInAsNewStudent(page);
    // Payments do not exist yet: the current user's organization and the plan are stubbed.
    await page.route('**/api/auth/current', async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...user, organization_id: 'org-1' } });
    });
    await page.route('**/api/payment/current-plan', (route) =>
      route.fulfill({ json: { subscription: { tier: 'parent', plan_name: 'monthly' }, courses: [] } }),
    );
    await page.goto('/en/play/python/intro-level1');
    const overlay = page.getByRole('region', { name: 'This account needs a school plan' });
    await expect(overlay).toBeVisible({ timeout: 30_000 });
    await expect(overlay).toContainText(
      'Invalid product registration detected. A parent tier was used for an organization tier, which is not allowed.',
    );
    await expect(overlay.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/en/schools');
    await expect(page.getByRole('button', { name: 'Run' })).toBeDisabled();
    await screenshot(page, 'overlay-invalid-registration');
  });

  test('without a plan (payments not built yet) a student plays with no overlay', async ({ page }) => {
    await signInAsNewStudent(page);
    await openLevel(page, 'intro-level1');
    await expect(page.getByRole('region', { name: /choose a student|school plan/ })).toHaveCount(0);
  });
});

test.describe('the guide', () => {
  test('Tutorial opens the level’s tutorial with its guide picture', async ({ page }) => {
    await page.route('**/api/level/data/python/intro-level1*', async (route) => {
      const response = await route.fetch();
      const level = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...level, guideImage: '/assets/sprites/items/finish.png' } });
    });
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
