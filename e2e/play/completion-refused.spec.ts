import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { signInAsNewStudent } from '../support/student';

// page.route does not see requests a service worker answers (Playwright): these tests mock the
// network, so they run without the offline service worker (e2e/offline covers it).
test.use({ serviceWorkers: 'block' });

type Refusal = number | 'network';

interface CompletionBody {
  last_status: string;
  last_code_executed: string;
  seed?: number;
  answers?: unknown[];
}

/**
 * Answers the next `times` COMPLETE calls of level/update with `refusal` (a status, or no answer
 * at all); run starts and later completions reach the real server. Returns every COMPLETE body sent.
 */
async function refuseCompletions(page: Page, refusal: Refusal, times = 1): Promise<CompletionBody[]> {
  const sent: CompletionBody[] = [];
  let left = times;
  await page.route('**/api/level/update/**', async (route) => {
    const body = route.request().postDataJSON() as CompletionBody;
    if (body.last_status !== 'complete') return route.continue();
    sent.push(body);
    if (left <= 0) return route.continue();
    left -= 1;
    if (refusal === 'network') return route.abort('internetdisconnected');
    const message =
      refusal === 422
        ? 'Wrong way, you bumped into a wall.'
        : refusal === 403
          ? 'You have used all your attempts for today.'
          : 'The run could not be checked right now. Please try again.';
    return route.fulfill({
      status: refusal,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: refusal, message }),
    });
  });
  return sent;
}

/** Solves intro-level1 with its reference solution; the completion is what the route decides. */
async function solveFirstLevel(page: Page): Promise<void> {
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await run.click();
}

const strip = (page: Page) => page.getByRole('navigation', { name: 'Levels of this chapter' });
const firstLevelSquare = (page: Page) => strip(page).getByRole('link', { name: /^Level 1: / });

/** What the child sees when the level was not recorded: no completion dialog, no check. */
async function expectNotComplete(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Level complete!' })).toHaveCount(0);
  await expect(firstLevelSquare(page)).toHaveAccessibleName('Level 1: First Steps');
  await expect(page.getByTestId('celebration')).toHaveCount(0);
}

test.describe('a completion the server refuses reaches the child', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  });

  test('422: the replay’s reason in plain words, and the level stays unfinished', async ({ page }) => {
    await refuseCompletions(page, 422);
    await solveFirstLevel(page);
    const dialog = page.getByRole('dialog', { name: 'Not finished yet' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(
      'We ran your program again to check it, and this time it did not finish the level:',
    );
    await expect(dialog).toContainText('Wrong way, you bumped into a wall.');
    await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await screenshot(page, 'dialog-completion-rejected');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expectNotComplete(page);
    // The server recorded nothing: after a reload the level is still not ticked.
    await page.reload();
    await expect(firstLevelSquare(page)).toHaveAccessibleName('Level 1: First Steps', { timeout: 30_000 });
  });

  for (const [status, text] of [
    [429, 'We are still checking your last run. Please try again in a moment.'],
    [503, 'Lots of players are finishing levels right now. Please try again in a moment.'],
  ] as const) {
    test(`${status}: "try again in a moment", and Retry resends the same completion`, async ({ page }) => {
      const sent = await refuseCompletions(page, status);
      await solveFirstLevel(page);
      const dialog = page.getByRole('dialog', { name: 'Your level is not saved yet' });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toContainText(text);
      await expectNotComplete(page);
      await screenshot(page, `dialog-completion-${status}`);

      await dialog.getByRole('button', { name: 'Retry' }).click();
      const complete = page.getByRole('dialog', { name: 'Level complete!' });
      await expect(complete).toBeVisible({ timeout: 45_000 });
      await expect(dialog).toBeHidden();
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(sent[0]);
      await expect(strip(page).getByRole('link', { name: 'Level 1: First Steps, completed' })).toBeVisible();
    });
  }

  test('no answer at all: the dialog says so, and Retry can still save the level', async ({ page }) => {
    await refuseCompletions(page, 'network');
    await solveFirstLevel(page);
    const dialog = page.getByRole('dialog', { name: 'Your level is not saved yet' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(
      'We could not reach Pylands to save your level. Check your internet connection, then try again.',
    );
    await expectNotComplete(page);
    await screenshot(page, 'dialog-completion-offline');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 45_000 });
  });

  test('403 keeps the upgrade dialog and does not show the level as complete', async ({ page }) => {
    await refuseCompletions(page, 403);
    await solveFirstLevel(page);
    const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('You’ve used all your attempts for the day.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectNotComplete(page);
  });
});

test.describe('the celebration of a won level', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  });

  test('confetti plays with the level-complete dialog, then goes away', async ({ page }) => {
    await solveFirstLevel(page);
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('celebration')).toBeVisible();
    await screenshot(page, 'celebration');
    await expect(page.getByTestId('celebration')).toHaveCount(0, { timeout: 20_000 });
  });

  test('no confetti when the system asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await solveFirstLevel(page);
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('celebration')).toHaveCount(0);
  });
});
