import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { editorCode, openLevel, screenshot } from '../support/play';
import { signInAsNewStudent } from '../support/student';

async function codeTemplate(page: Page, slug: string): Promise<string> {
  const response = await page.request.get(`/api/level/data/python/${slug}`);
  return ((await response.json()) as { codeTemplate: string }).codeTemplate;
}

interface Walk {
  /** The walk's duration on the game view's playback clock (kaplay game time). */
  clockMs: number;
  /** The step duration the view played it at. */
  stepMs: number;
}

/**
 * The character's walk as the game view's own clock saw it: from the first animated event to the
 * last one's end (performance marks carrying the view's clock and step duration).
 */
async function walk(page: Page): Promise<Walk> {
  const run = page.getByRole('button', { name: /Run/ });
  await expect(run).toBeEnabled({ timeout: 20_000 });
  await page.evaluate(() => performance.clearMarks());
  await run.click();
  const complete = page.getByRole('dialog', { name: 'Level complete!' });
  await expect(complete).toBeVisible({ timeout: 30_000 });
  const seen = await page.evaluate(() => {
    const detail = (name: string) =>
      (performance.getEntriesByName(name)[0] as PerformanceMark).detail as Walk;
    const start = detail('pylands:first-frame');
    const end = detail('pylands:animation-end');
    return { clockMs: end.clockMs - start.clockMs, stepMs: start.stepMs };
  });
  await complete.getByRole('button', { name: 'Stay here' }).click();
  return seen;
}

test.describe('the play toolbar', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
  });

  test('Reset asks first: Cancel keeps the code, Reset restores the template', async ({ page }) => {
    await openLevel(page, 'intro-level1');
    const template = await codeTemplate(page, 'intro-level1');
    const mine = 'from player import *\n\nmove_forward(1)\n';
    await typeCode(page, mine);

    await page.getByRole('button', { name: /Reset/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Code' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'dialog-reset');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await editorCode(page)).toBe(mine);

    await page.getByRole('button', { name: /Reset/ }).click();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(dialog).toBeHidden();
    expect(await editorCode(page)).toBe(template);
    expect(template).not.toBe(mine);
  });

  test('Save needs a file name and downloads <name>.py with the editor code', async ({ page }) => {
    await openLevel(page, 'intro-level1');
    const mine = 'from player import *\n\nmove_forward(2)\nturn_left()\n';
    await typeCode(page, mine);

    await page.getByRole('button', { name: /Save/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Save My Code' });
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel('File name');
    await name.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please provide a name for the file.')).toBeVisible();
    await screenshot(page, 'dialog-save-blank-name');
    await name.pressSequentially('my-walk');
    await expect(dialog.getByText('Please provide a name for the file.')).toBeHidden();

    await name.fill('my-walk');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-walk.py');
    const saved = await download.path();
    expect(readFileSync(saved, 'utf8')).toBe(mine);
    await expect(dialog).toBeHidden();
  });

  test('Load puts the chosen file in the editor and closes the dialog', async ({ page }) => {
    await openLevel(page, 'intro-level1');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pylands-load-')), 'walk.py');
    const program = 'from player import *\n\n# loaded from a file\nmove_forward(3)\n';
    writeFileSync(file, program);

    await page.getByRole('button', { name: /Load/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Load My Code' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'dialog-load');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Choose File' }).click(),
    ]);
    await chooser.setFiles(file);
    await expect(dialog).toBeHidden();
    await expect.poll(() => editorCode(page)).toBe(program);
  });

  test('the speed menu offers Normal, Fast and Turbo and remembers the choice', async ({ page }) => {
    await openLevel(page, 'intro-level1');
    const speed = page.getByLabel('Speed');
    await expect(speed).toHaveValue('normal');
    await expect(speed.getByRole('option')).toHaveText(['Normal', 'Fast', 'Turbo']);
    await speed.selectOption({ label: 'Fast' });
    expect(await page.evaluate(() => localStorage.getItem('game_speed'))).toBe('fast');
    await speed.selectOption({ label: 'Turbo' });
    expect(await page.evaluate(() => localStorage.getItem('game_speed'))).toBe('turbo');

    await openLevel(page, 'intro-level1');
    await expect(page.getByLabel('Speed')).toHaveValue('turbo');
  });

  test('a Turbo run plays at a quarter of Normal’s step and is over sooner on the view’s clock', async ({
    page,
  }) => {
    await openLevel(page, 'intro-level2');
    await typeCode(page, referenceSolution('python', 'intro-level2'));
    await page.getByLabel('Speed').selectOption({ label: 'Normal' });
    const normal = await walk(page);
    await page.getByLabel('Speed').selectOption({ label: 'Turbo' });
    const turbo = await walk(page);
    // The view plays Turbo at a quarter of Normal's step (doc 2 §9: 250 ms and 62.5 ms).
    expect(normal.stepMs).toBe(250);
    expect(turbo.stepMs).toBe(62.5);
    // Ten steps and two turns, each taking at least its step on the view's clock (a tween ends on
    // a frame, so a slow frame rate can only add to that).
    expect(normal.clockMs).toBeGreaterThanOrEqual(12 * normal.stepMs);
    expect(turbo.clockMs).toBeGreaterThanOrEqual(12 * turbo.stepMs);
    expect(turbo.clockMs).toBeLessThan(normal.clockMs);
  });

  test('Help is disabled until code has run, then opens the help dialog', async ({ page }) => {
    const run = await openLevel(page, 'intro-level1');
    const help = page.getByRole('button', { name: /Help/ });
    await expect(help).toBeDisabled();
    await typeCode(page, 'from player import *\n\nturn_left()\n');
    await run.click();
    await expect(help).toBeEnabled({ timeout: 20_000 });
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'Help' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'dialog-help');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the Code Book drawer opens from the right and closes with Close and Escape', async ({ page }) => {
    await openLevel(page, 'intro-level1');
    await page.getByRole('button', { name: /Code Book/ }).click();
    const book = page.getByRole('dialog', { name: 'Code Book' });
    await expect(book).toBeVisible();
    const box = (await book.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.x + box.width)).toBe(viewport.width);
    expect(Math.round(box.width)).toBe(680);
    for (const signature of [
      'move_forward([steps])',
      'turn_left()',
      'turn_right()',
      'push()',
      'speak(',
      'build(',
      'water(',
      'collect(',
      'open(',
      'close(',
      'place(',
      'combine(',
      'plant(dictionary, key)',
    ])
      await expect(book.getByRole('listitem').filter({ hasText: signature }).first()).toBeVisible();
    const waiting = book.getByRole('list').nth(1);
    for (const signature of ['write(', 'read(', 'question(', 'display('])
      await expect(waiting.getByRole('listitem').filter({ hasText: signature })).toHaveCount(1);
    await expect(book.getByRole('heading', { name: 'Recipes' })).toBeVisible();
    for (const recipe of ['Radish Dressing', 'Fruit Juice', 'Grape Juice', 'Berry Milk', 'Salad'])
      await expect(book.getByText(recipe, { exact: true })).toBeVisible();
    await screenshot(page, 'drawer-code-book');

    await book.getByRole('button', { name: 'Close' }).click();
    await expect(book).toBeHidden();
    await page.getByRole('button', { name: /Code Book/ }).click();
    await expect(book).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(book).toBeHidden();
  });
});
