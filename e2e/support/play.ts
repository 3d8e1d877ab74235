import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { typeCode } from './fixtures';
import { allLocaleTexts, escapeRegExp } from './locale-text';

/** Screenshots the play-screen tests leave for people to look at. */
export const SCREENS_DIR = path.join(__dirname, '../../.tmp/screens');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) });
}

/** Run, in whichever of the 30 languages the page is in. */
const RUN_NAMES = new RegExp(`^(${allLocaleTexts('play.run').map(escapeRegExp).join('|')})$`);

export function runButton(page: Page): Locator {
  return page.getByRole('button', { name: RUN_NAMES });
}

/** Opens a level and waits until Python is ready, so Run can be pressed. */
export async function openLevel(page: Page, slug: string, course = 'python'): Promise<Locator> {
  await page.goto(`/en/play/${course}/${slug}`);
  const run = runButton(page);
  await expect(run).toBeEnabled({ timeout: 45_000 });
  return run;
}

/** The editor's whole text, read from Ace itself (the DOM only holds the visible rows). */
export function editorCode(page: Page): Promise<string> {
  return page.evaluate(() => {
    const host = document.querySelector('#pylands-code-editor') as
      (HTMLElement & { env?: { editor?: { getValue(): string } } }) | null;
    return host?.env?.editor?.getValue() ?? '';
  });
}

/** The 0-based rows of Ace's gutter annotations of a kind ('error'). */
export function annotatedRows(page: Page, type = 'error'): Promise<number[]> {
  return page.evaluate((kind) => {
    const host = document.querySelector('#pylands-code-editor') as
      | (HTMLElement & {
          env?: { editor?: { getSession(): { getAnnotations(): { row: number; type: string }[] } } };
        })
      | null;
    const annotations = host?.env?.editor?.getSession().getAnnotations() ?? [];
    return annotations.filter((a) => a.type === kind).map((a) => a.row);
  }, type);
}

/**
 * Records, inside the page, which editor lines (1-based) get the active-line highlight while a
 * program plays: the gutter cell level with the highlight names the line.
 */
export async function watchActiveLines(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __activeLines?: number[] };
    w.__activeLines = [];
    const sample = () => {
      const marker = document.querySelector<HTMLElement>('.pylands-active-line');
      if (!marker) return;
      const middle = marker.getBoundingClientRect().top + marker.getBoundingClientRect().height / 2;
      const cell = Array.from(
        document.querySelectorAll<HTMLElement>('#pylands-code-editor .ace_gutter-cell'),
      ).find((c) => {
        const r = c.getBoundingClientRect();
        return r.top <= middle && middle <= r.bottom;
      });
      const line = Number(cell?.textContent?.trim());
      const lines = w.__activeLines!;
      if (line && lines[lines.length - 1] !== line) lines.push(line);
    };
    new MutationObserver(sample).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { __activeLines?: number[] }).__activeLines ?? []);
}

/** Types a program into a creative level's play screen, runs it and waits for the creative-level complete dialog. */
export async function solveCreativeLevel(page: Page, code: string): Promise<Locator> {
  const run = runButton(page);
  await expect(run).toBeEnabled({ timeout: 45_000 });
  await typeCode(page, code);
  await run.click();
  const dialog = page.getByRole('dialog', { name: 'YOU MADE IT!' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}
