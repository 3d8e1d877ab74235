import type { Locator, Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel, screenshot, watchActiveLines } from '../support/play';
import { signInAsNewStudent } from '../support/student';

/** Opens a level at Turbo speed with its reference solution typed in, and presses Run. */
async function runSolution(
  page: Page,
  slug: string,
): Promise<{ run: Locator; activeLines: () => Promise<number[]> }> {
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const run = await openLevel(page, slug);
  await typeCode(page, referenceSolution('python', slug));
  const activeLines = await watchActiveLines(page);
  await run.click();
  return { run, activeLines };
}

const complete = (page: Page) => page.getByRole('dialog', { name: 'Level complete!' });

test.describe('in-game popups', () => {
  // These levels are past the free chapters: the family subscribes at the local checkout first.
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page, 'robin', { subscribed: true });
  });

  test('question: answering Yes opens the gate and completes conditions-level1', async ({ page }) => {
    const { activeLines } = await runSolution(page, 'conditions-level1');
    const question = page.getByRole('dialog', { name: 'Question' });
    await expect(question).toBeVisible({ timeout: 20_000 });
    await expect(question).toContainText('Is the gate closed?');
    // The line asking the question (4) is the highlighted one while the child answers.
    await expect.poll(async () => (await activeLines()).at(-1)).toBe(4);
    await expect(question.getByRole('button', { name: 'No' })).toBeVisible();
    await screenshot(page, 'popup-question');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(question).toBeHidden();
    await expect(complete(page)).toBeVisible({ timeout: 30_000 });
  });

  test('question: answering No leaves the gate shut and the level unfinished', async ({ page }) => {
    const { run } = await runSolution(page, 'conditions-level1');
    const question = page.getByRole('dialog', { name: 'Question' });
    await expect(question).toBeVisible({ timeout: 20_000 });
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    // The run is over once Run is back; a completion would have opened its dialog by then.
    await expect(run).toBeEnabled({ timeout: 30_000 });
    await expect(complete(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' })).toContainText(
      'bumped into a wall',
    );
  });

  test('read: the sign’s text shows in a popup with a Close button (conditions-level2)', async ({ page }) => {
    await runSolution(page, 'conditions-level2');
    const read = page.getByRole('dialog', { name: 'You read' });
    await expect(read).toBeVisible({ timeout: 20_000 });
    await expect(read).toContainText('left');
    await screenshot(page, 'popup-read');
    await read.getByRole('button', { name: 'Close' }).click();
    await expect(read).toBeHidden();
    await expect(complete(page)).toBeVisible({ timeout: 30_000 });
  });

  test('display: each notice shows until closed (functions-level2)', async ({ page }) => {
    await runSolution(page, 'functions-level2');
    const display = page.getByRole('dialog', { name: 'Look!' });
    await expect(display).toBeVisible({ timeout: 20_000 });
    await expect(display).toContainText('Apples for sale');
    await screenshot(page, 'popup-display');
    await display.getByRole('button', { name: 'Close' }).click();
    await expect(display).toContainText('Lost: one carrot', { timeout: 20_000 });
    await display.getByRole('button', { name: 'Close' }).click();
    await expect(complete(page)).toBeVisible({ timeout: 30_000 });
  });

  test('write: the written message shows in a popup (classes-level1)', async ({ page }) => {
    await runSolution(page, 'classes-level1');
    const write = page.getByRole('dialog', { name: 'Message' });
    await expect(write).toBeVisible({ timeout: 20_000 });
    await expect(write).toContainText('Hello Tom');
    await screenshot(page, 'popup-write');
    await write.getByRole('button', { name: 'Close' }).click();
    await expect(write).toBeHidden();
    // Classes now has more levels after this one: finishing it is an ordinary level complete.
    await expect(complete(page)).toBeVisible({ timeout: 30_000 });
  });
});
