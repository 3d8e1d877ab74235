import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The stack's address comes from global setup, which picks free ports. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

export function referenceSolution(course: string, level: string): string {
  return readFileSync(
    path.join(__dirname, '../../libs/content/courses', course, level, 'solution.py'),
    'utf8',
  );
}

/** Replaces the editor's code the way a child would: select all, then type. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const editor = page.locator('#pylands-code-editor');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  // insertText types the program as one input event, so Ace's auto-indent does not re-indent it.
  await page.keyboard.insertText(code);
}

export function uniqueEmail(): string {
  return `parent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
