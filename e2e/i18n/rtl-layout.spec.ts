import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures';

const SHOTS = '/work/shots/i18nfront';
const CSRF = { 'X-Requested-With': 'pylands' };

// Written against layout, not wording: until ar.json is merged the texts fall back to English.
test.use({ viewport: { width: 1280, height: 800 } });

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
};

/** Run, found by its play icon: its label changes with the language. */
const runIn = (page: Page) => page.locator('button:has(svg[data-icon="play"])').first();

const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);

/** The course drawer (doc 1 §2): the navigation that links to the level creator. */
const courseDrawer = (page: Page, lng: string) =>
  page.locator('nav').filter({ has: page.locator(`a[href="/${lng}/level-creator"]`) });

test('the play page in Arabic runs right to left with the drawer on the right, while the code and the map stay left to right', async ({
  page,
}) => {
  await page.goto('/ar/play/python/intro-level1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  const drawer = courseDrawer(page, 'ar');
  const editor = page.locator('#pylands-code-editor');
  const canvas = page.locator('canvas[role="img"]');
  await expect(drawer).toBeVisible();
  await expect(editor).toBeVisible();
  await expect(canvas).toBeVisible();

  // The drawer hugs the right edge; the play area lies to its left.
  const width = page.viewportSize()!.width;
  const drawerBox = await box(drawer);
  expect(drawerBox.x + drawerBox.width).toBeGreaterThan(width - 24);
  expect(drawerBox.x).toBeGreaterThan((await box(canvas)).x);
  expect(drawerBox.x).toBeGreaterThan((await box(editor)).x);

  // Python and the tile map read left to right in every language.
  expect(await direction(editor)).toBe('ltr');
  expect(await direction(canvas)).toBe('ltr');
  await expect(editor.locator('.ace_gutter')).toBeVisible();
  expect((await box(editor.locator('.ace_gutter'))).x).toBeLessThan(
    (await box(editor.locator('.ace_scroller'))).x,
  );

  // Arrows that point back or on turn round: "previous" points right, "next" points left.
  const pointing = page.locator('svg[data-mirror]');
  await expect(pointing.first()).toBeVisible();
  for (const arrow of await pointing.all()) {
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  }
  await expect(runIn(page)).toBeEnabled({ timeout: 45_000 });
  await page.screenshot({ path: `${SHOTS}/play-ar.png` });
});

test('the same page in English keeps the drawer on the left and the arrows as drawn', async ({ page }) => {
  await page.goto('/en/play/python/intro-level1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const drawer = courseDrawer(page, 'en');
  await expect(drawer).toBeVisible();
  expect((await box(drawer)).x).toBeLessThan(24);
  const arrow = page.locator('svg[data-mirror]').first();
  await expect(arrow).toBeVisible();
  expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
});

test("a parent's students page in Arabic reads from the right", async ({ page }) => {
  const signup = await page.request.post('/api/auth/signup', {
    headers: CSRF,
    data: { email: uniqueEmail(), password: 'correct-horse-42', language: 'ar' },
  });
  expect(signup.ok()).toBe(true);
  for (const username of ['layla', 'omar']) {
    const added = await page.request.post('/api/profile/students', { headers: CSRF, data: { username } });
    expect(added.ok()).toBe(true);
  }
  await page.goto('/ar/profile/students');
  await expect(page).toHaveURL(/\/ar\/profile\/students$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(page.getByText('layla', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('omar', { exact: true }).first()).toBeVisible();

  // The page title starts at the right edge of the content, and the students' names sit right of centre.
  const width = page.viewportSize()!.width;
  const titleBox = await box(title);
  expect(titleBox.x + titleBox.width).toBeGreaterThan(width / 2);
  const name = await box(page.getByText('layla', { exact: true }).first());
  expect(name.x + name.width).toBeGreaterThan(width / 2);
  await page.screenshot({ path: `${SHOTS}/students-ar.png`, fullPage: false });
});
