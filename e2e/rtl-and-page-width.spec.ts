import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode, uniqueEmail } from './support/fixtures';
import { localeTexts } from './support/locale-text';
import { openLevel, runButton } from './support/play';

/** Nothing on the page, hidden or not, may make it wider than the window, in either direction. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.html, `page ${widths.html}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(
    widths.window,
  );
  expect(widths.body, `body ${widths.body}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(
    widths.window,
  );
}

/**
 * Run sits across the window as the page opens, and a child reaches it by scrolling down only (at
 * 800 px high the toolbar is below the editor, in every language).
 */
async function expectRunReachable(page: Page): Promise<void> {
  const run = runButton(page);
  await expect(run).toBeEnabled({ timeout: 45_000 });
  const across = await run.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return { left: box.left, right: box.right, window: window.innerWidth };
  });
  expect(across.left).toBeGreaterThanOrEqual(0);
  expect(across.right).toBeLessThanOrEqual(across.window);
  await run.evaluate((button) => button.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await expect(run).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
}

async function expectRightToLeft(page: Page, lng: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

test.describe('right-to-left languages at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a child who picks עברית sees the play page with Run on screen, and no page is wider than the window', async ({
    page,
  }) => {
    await openLevel(page, 'intro-level1');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page
      .getByRole('listbox', { name: 'Language' })
      .getByRole('option')
      .filter({ hasText: 'עברית' })
      .click();
    await expect(page).toHaveURL(/\/he\/play\/python\/intro-level1$/);
    await expectRightToLeft(page, 'he');
    await expect(runButton(page)).toBeEnabled({ timeout: 45_000 });
    await expect(page.getByRole('img', { name: localeTexts('he')('play.gameLabel') })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/rtl-play-he.png' });
    await expectRunReachable(page);
    await page.screenshot({ path: '/tmp/rtl-play-he-run.png' });
  });

  test('the play page opened straight in العربية keeps Run on screen', async ({ page }) => {
    await page.goto('/ar/play/python/intro-level1');
    await expectRightToLeft(page, 'ar');
    await expect(runButton(page)).toBeEnabled({ timeout: 45_000 });
    await expectNoSidewaysScroll(page);
    await expectRunReachable(page);
    await page.screenshot({ path: '/tmp/rtl-play-ar.png' });
  });

  test('the login page in Hebrew is no wider than the window', async ({ page }) => {
    await page.goto('/he/login');
    await expectRightToLeft(page, 'he');
    await expect(page.getByRole('heading', { name: localeTexts('he')('auth.logInTitle') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/rtl-login-he.png' });
  });

  test('a signed-in parent’s profile page in Hebrew is no wider than the window', async ({ page }) => {
    const signup = await page.request.post('/api/auth/signup', {
      headers: { 'X-Requested-With': 'pylands' },
      data: { email: uniqueEmail(), password: 'correct-horse-42' },
    });
    expect(signup.ok()).toBe(true);
    await page.goto('/he/profile');
    await expect(page).toHaveURL(/\/he\/profile$/);
    await expectRightToLeft(page, 'he');
    await expect(page.getByRole('heading', { name: localeTexts('he')('students.title') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/rtl-profile-he.png' });
  });
});

test('the shell links a favicon that the server answers as an image', async ({ page, request }) => {
  const html = await (await request.get('/he/login')).text();
  // The built index.html is minified: attribute quotes are optional.
  const href = /<link[^>]*\brel=["']?icon["']?[^>]*\bhref=["']?([^"'\s>]+)/.exec(html)?.[1];
  expect(href, 'index.html links an icon').toMatch(/^\/favicon\.svg(\?|$)/);
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await icon.text()).toContain('<svg');
  // Offline play keeps it too: the service worker precaches it with the shell.
  expect(await (await request.get('/sw.js')).text()).toContain('"/favicon.svg"');
  // The browser itself fetches it for the tab.
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/favicon.svg' && r.ok());
  await page.goto('/he/login');
  await loaded;
});

test('moving on to the next level starts the game again without kaplay warning it is already running', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await run.click();
  const complete = page.getByRole('dialog', { name: 'Level complete!' });
  await expect(complete).toBeVisible({ timeout: 30_000 });
  await complete.getByRole('button', { name: 'Next level' }).click();
  await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);

  // Level 2 plays to its end: its game view (a new kaplay start) is really running.
  await expect(run).toBeEnabled({ timeout: 45_000 });
  await typeCode(page, referenceSolution('python', 'intro-level2'));
  await run.click();
  await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
  expect(messages.filter((m) => m.includes('KAPLAY already initialized'))).toEqual([]);
});
