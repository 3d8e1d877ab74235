import { expect, test } from './support/fixtures';
import { localeTexts } from './support/locale-text';

// page.route does not see requests a service worker answers (Playwright): these tests mock the
// network, so they run without the offline service worker (e2e/offline covers it).
test.use({ serviceWorkers: 'block' });

test.describe('the shell', () => {
  test('shows an error page with Retry when a remote fails to load, and Retry recovers', async ({ page }) => {
    let block = true;
    await page.route('**/remotes/mfe-account/**', (route) => (block ? route.abort() : route.continue()));
    await page.goto('/en/login');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This part of Pylands could not be loaded');
    // The rest of the shell still works: header and sidebar are there.
    await expect(page.getByRole('navigation', { name: 'Course navigation' })).toBeVisible();
    block = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('lists the 30 languages with flags and native names, and switching keeps the path', async ({
    page,
  }) => {
    await page.goto('/en/play/python/intro-level2');
    await page.getByRole('button', { name: /Language: English/ }).click();
    const options = page.getByRole('listbox', { name: 'Language' }).getByRole('option');
    await expect(options).toHaveCount(30);
    await expect(options.filter({ hasText: '日本語' })).toContainText('🇯🇵');
    await options.filter({ hasText: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/play\/python\/intro-level2$/);
    // The interface speaks German at once.
    await expect(
      page.getByRole('button', { name: localeTexts('de')('play.run'), exact: true }),
    ).toBeVisible();
  });

  test('renders each remote page under its heading, never a blank page', async ({ page }) => {
    for (const [path, title] of [
      ['/en/creative-levels', 'Creative Levels'],
      ['/en/tos', 'Terms of Service'],
      ['/en/challenges', 'Challenges'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('sends anonymous visitors of protected routes to the login page', async ({ page }) => {
    await page.goto('/en/profile/students');
    await expect(page).toHaveURL(/\/en\/login$/);
    await page.goto('/en/organization/classes');
    await expect(page).toHaveURL(/\/en\/login$/);
  });
});
