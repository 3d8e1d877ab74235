import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the issue holds every main screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is and fails (softly, so one run reports every screen) on each
 * serious or critical violation, naming the rule and the elements it found.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Each rule with the elements it found: their selector and the start of their HTML.
  const found = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`,
  );
  expect.soft(found, `axe on ${screen} (${page.url()})`).toEqual([]);
}

/** The screen has drawn its content: no request in flight and a heading shown. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
}

/** Screenshots of focus states for people to look at (A11Y_SHOTS_DIR, else .tmp/screens/a11y). */
export async function focusShot(page: Page, name: string): Promise<void> {
  const dir = process.env.A11Y_SHOTS_DIR ?? path.join(__dirname, '../../.tmp/screens/a11y');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
