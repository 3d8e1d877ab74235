import type { Page } from '@playwright/test';
import { expect, test, typeCode } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { withServiceStopped } from '../support/services';
import { TOO_FAR, useUpTips } from '../support/assistant';

// Requests a service worker answers do not reach page.on('request') (Playwright): these tests count
// the page's calls to the assistant, so they run without the offline service worker.
test.use({ serviceWorkers: 'block' });

const assistantSwitch = (page: Page) => page.getByRole('switch', { name: 'Coding assistant' });
const assistantCounter = (page: Page) => page.getByLabel(/^Coding assistant: /);
const bubble = (page: Page) => page.getByTestId('hint-bubble');

/** Runs a failing program and closes the error dialog it opens. */
async function runAndFail(page: Page, code = TOO_FAR): Promise<void> {
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, code);
  await run.click();
  const error = page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
  await expect(error).toBeVisible({ timeout: 30_000 });
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(error).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
});

test('after a failed run the assistant shows a tip next to the line that went wrong, and counts it', async ({
  page,
}) => {
  await openLevel(page, 'intro-level1');
  await expect(assistantSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(assistantSwitch(page)).toHaveAttribute('title', 'Deactivate assistant');
  await expect(assistantCounter(page)).toHaveText('0/5');
  await expect(assistantCounter(page)).toHaveAttribute('title', 'Attempts available: 5');
  await runAndFail(page);
  await expect(bubble(page)).toBeVisible({ timeout: 30_000 });
  await expect(bubble(page)).toHaveAccessibleName('Tip for line 3');
  // The first tip on a level teaches: what went wrong and a question, not the code.
  await expect(bubble(page)).toContainText('too far');
  await expect(bubble(page)).toContainText('?');
  await expect(bubble(page)).not.toContainText('move_forward(4)');
  const width = await bubble(page).evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(370);
  await expect(assistantCounter(page)).toHaveText('1/5');
  await screenshot(page, 'assistant-tip');
  // The second tip on the same level tells the line to write.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(bubble(page)).toHaveCount(0);
  const error = page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
  await expect(error).toBeVisible({ timeout: 30_000 });
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(bubble(page)).toContainText('move_forward(4)', { timeout: 30_000 });
  await expect(assistantCounter(page)).toHaveText('2/5');
});

test('switched off, the choice survives a reload and no tip is asked for', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/chatgpt/')) asked += 1;
  });
  await openLevel(page, 'intro-level1');
  await assistantSwitch(page).click();
  await expect(assistantSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(assistantSwitch(page)).toHaveAttribute('title', 'Activate assistant');
  await page.reload();
  await expect(assistantSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await runAndFail(page);
  await expect(assistantCounter(page)).toHaveText('0/5');
  await expect(bubble(page)).toHaveCount(0);
  expect(asked).toBe(0);
});

test('when the tips service is down, the child reads that the tip failed and play goes on', async ({
  page,
}) => {
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, TOO_FAR);
  await withServiceStopped('tips', async () => {
    const answer = page.waitForResponse((response) => response.url().includes('/api/chatgpt/'));
    await run.click();
    // The gateway answers for the stopped service.
    const response = await answer;
    expect(response.status()).toBe(502);
    expect(await response.json()).toMatchObject({ message: 'The tips service is unavailable.' });
    const error = page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
    await expect(error).toBeVisible({ timeout: 30_000 });
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(bubble(page)).toContainText('Failed to fetch the tip. Please try again later.');
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  });
});

test('out of assistant credits: the message, with Sign Up for a visitor', async ({ page }) => {
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, TOO_FAR);
  // Use up the visitor's real daily tips (the page's cookies): tips until the server refuses one.
  const refusal = await useUpTips(page);
  expect(await refusal.json()).toMatchObject({
    message: 'You are out of credits for the coding assistant!',
  });
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/chatgpt/') && response.status() === 403,
  );
  await run.click();
  // The refusal comes with the run's error dialog: the assistant's notice waits until it is closed.
  const error = page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
  await expect(error).toBeVisible({ timeout: 30_000 });
  await refused;
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await error.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coding assistant' });
  await expect(dialog).toContainText('You are out of credits for the coding assistant!');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
  await screenshot(page, 'assistant-out-of-credits');
});
