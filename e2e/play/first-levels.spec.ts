import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, typeCode } from '../support/fixtures';
import { openLevel, SCREENS_DIR } from '../support/play';
import { TOO_FAR, useUpTips } from '../support/assistant';

/** Where this walk's screenshots go, for people to look at. */
const SHOTS = process.env.FIRST_LEVELS_SHOTS ?? path.join(SCREENS_DIR, 'first-levels');

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

function expectInside(box: Box, viewport: { width: number; height: number }) {
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The editor rows a tip points at: the tip's line (from the gutter) and the error line's marker. */
async function highlightedLineBoxes(page: Page, line: number): Promise<Box[]> {
  return page.evaluate((tipLine) => {
    const boxes: Box[] = [];
    const editor = document.querySelector('#pylands-code-editor')!.getBoundingClientRect();
    for (const cell of Array.from(
      document.querySelectorAll<HTMLElement>('#pylands-code-editor .ace_gutter-cell'),
    )) {
      if (cell.textContent?.trim() !== String(tipLine)) continue;
      const r = cell.getBoundingClientRect();
      boxes.push({ x: editor.x, y: r.y, width: editor.width, height: r.height });
    }
    for (const marker of Array.from(document.querySelectorAll<HTMLElement>('.pylands-error-line'))) {
      const r = marker.getBoundingClientRect();
      boxes.push({ x: r.x, y: r.y, width: r.width, height: r.height });
    }
    return boxes;
  }, line);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`a child's first levels as a visitor at ${size}`, () => {
    test.use({ viewport, serviceWorkers: 'block' });

    test('Run in view, one dialog at a time, a tip beside its lines, the login tooltip and the locks', async ({
      page,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${size}-${name}.png` });
      // The 30-second login tooltip runs on the page's clock, moved on below instead of waited for.
      await page.clock.install();
      await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
      const run = await openLevel(page, 'intro-level1');
      const map = page.getByRole('img', { name: 'Game map' });
      const editor = page.locator('#pylands-code-editor');

      // Without scrolling: Run, the whole map and the whole editor are on the screen.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expectInside(await boxOf(run), viewport);
      expectInside(await boxOf(map), viewport);
      expectInside(await boxOf(editor), viewport);
      expect((await boxOf(editor)).height).toBeGreaterThanOrEqual(200);

      // The sidebar shows the visitor's lock on levels 5–7 before any click, and none on 1–4.
      const sidebar = page.getByRole('navigation', { name: 'Course navigation' });
      for (const name of ['Say Hello', 'Growing Steps', 'Apple Counter']) {
        const link = sidebar.getByRole('link', { name });
        await expect(link.getByRole('img', { name: 'Log in to play this level' })).toBeVisible();
      }
      for (const name of ['First Steps', 'Around the Fence', 'Apple Picking', 'Step Counter'])
        await expect(sidebar.getByRole('link', { name }).getByRole('img')).toHaveCount(0);
      await shot('level-1');

      // 30 s later the login tooltip: whole on the screen, off the map, with the email login.
      await page.clock.fastForward(30_000);
      const tooltip = page.getByRole('status').filter({ hasText: 'Log in to store progress and code' });
      await expect(tooltip).toBeVisible();
      const tooltipBox = await boxOf(tooltip);
      expectInside(tooltipBox, viewport);
      expect(overlap(tooltipBox, await boxOf(map))).toBe(false);
      const emailLogin = tooltip.getByRole('link', { name: 'Log In with email' });
      await expect(emailLogin).toHaveAttribute('href', '/en/login');
      // This stack has Google configured (e2e-stack), so its button comes too.
      await expect(tooltip.getByRole('link', { name: 'Log In with Google' })).toHaveAttribute(
        'href',
        /\/api\/auth\/google\/authorize/,
      );
      await shot('login-tooltip');

      // A wall bump: the error dialog, then the tip beside the lines it points at, not on them.
      await typeCode(page, TOO_FAR);
      await run.click();
      const wall = page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
      await expect(wall).toBeVisible({ timeout: 30_000 });
      await shot('wall-bump');
      await wall.getByRole('button', { name: 'Close' }).click();
      const bubble = page.getByTestId('hint-bubble');
      await expect(bubble).toBeVisible({ timeout: 30_000 });
      await expect(bubble).toHaveAccessibleName('Tip for line 3');
      const bubbleBox = await boxOf(bubble);
      const lines = await highlightedLineBoxes(page, 3);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(overlap(bubbleBox, line)).toBe(false);
      expectInside(bubbleBox, viewport);
      await shot('hint-bubble');

      // Out of tips for real: the next run's refusal waits until its error dialog is closed.
      await useUpTips(page);
      const refused = page.waitForResponse(
        (response) => response.url().includes('/api/chatgpt/') && response.status() === 403,
      );
      await run.click();
      await expect(wall).toBeVisible({ timeout: 30_000 });
      await refused;
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toHaveAccessibleName('Wrong way, you bumped into a wall.');
      await shot('error-before-credits');
      await wall.getByRole('button', { name: 'Close' }).click();
      const credits = page.getByRole('dialog', { name: 'Coding assistant' });
      await expect(credits).toContainText('You are out of credits for the coding assistant!');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await shot('out-of-credits');
      await credits.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The email login leads to the login page.
      await emailLogin.click();
      await expect(page).toHaveURL(/\/en\/login$/);
      await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
    });
  });
}
