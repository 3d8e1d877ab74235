import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel, runButton } from '../support/play';
import { signInAsNewStudent } from '../support/student';
import { focusShot } from './axe';

test.use({ viewport: { width: 1280, height: 800 } });

interface Motion {
  reduced: boolean;
  tweenedSteps: number;
  jumpedSteps: number;
}

/** The game view's motion state when the last run's animation ended (its performance mark). */
function motionAtEnd(page: Page): Promise<Motion> {
  return page.evaluate(() => {
    const marks = performance.getEntriesByName('pylands:animation-end');
    return ((marks[marks.length - 1] as PerformanceMark).detail as { motion: Motion }).motion;
  });
}

/** Tabs from the page's start until Run has focus, then presses Enter: a run by keyboard alone. */
async function runByKeyboard(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (
    let presses = 0;
    presses < 60 && !(await runButton(page).evaluate((b) => b === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(runButton(page)).toBeFocused();
  await focusShot(page, 'play-run-focused');
  await page.keyboard.press('Enter');
}

test.describe('the play screen for screen-reader and keyboard users', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  });

  test('a polite live region says what the character did after a run started from the keyboard', async ({
    page,
  }) => {
    await openLevel(page, 'intro-level1');
    const narration = page.getByTestId('narration');
    await expect(narration).toHaveAttribute('role', 'status');
    await expect(narration).toHaveAttribute('aria-live', 'polite');
    await expect(narration).toHaveText('');
    // Without the assistant: its tip after the failing run would cover the editor.
    await page.getByRole('switch', { name: 'Coding assistant' }).click();

    await typeCode(page, 'from player import *\nmove_forward(1)\nturn_left()\nprint(missing)\n');
    await runByKeyboard(page);
    await expect(narration).toHaveText('Moved 1 step. Turned left. Stopped: there is an error on line 4.', {
      timeout: 30_000,
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await typeCode(page, referenceSolution('python', 'intro-level1'));
    await runButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    // One short paragraph for the whole run: the four steps said once, not step by step.
    await expect(narration).toHaveText('Moved 4 steps. Level complete! Well done!');
  });

  test('the code book keeps focus inside while open and gives it back to its button', async ({ page }) => {
    await openLevel(page, 'intro-level1');
    const open = page.getByRole('button', { name: 'Code Book' });
    await open.focus();
    await focusShot(page, 'play-code-book-button-focused');
    await page.keyboard.press('Enter');
    const book = page.getByRole('dialog', { name: 'Code Book' });
    const close = book.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await focusShot(page, 'play-code-book-open-close-focused');
    // The close button is the book's only control: Tab and Shift+Tab stay on it.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(book).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test('a dialog keeps Tab inside, and Escape gives focus back to the button that opened it', async ({
  page,
}) => {
  await signInAsNewStudent(page);
  await openLevel(page, 'intro-level1');
  const reset = page.getByRole('button', { name: 'Reset' });
  await reset.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset Code' });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const confirm = dialog.getByRole('button', { name: 'Reset' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await focusShot(page, 'reset-dialog-danger-button-focused');
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reset).toBeFocused();
});

test('the first Tab offers to skip the header and sidebar, and Enter moves on to the level', async ({
  page,
}) => {
  await openLevel(page, 'intro-level1');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await focusShot(page, 'skip-link-focused');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is on the play screen itself, not in the header or the course sidebar.
  const inContent = await page.evaluate(
    () => !!document.activeElement?.closest('#content') && !document.activeElement.closest('nav, header'),
  );
  expect(inContent).toBe(true);
});

test.describe('reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
  });

  test('the character jumps from tile to tile instead of walking, and CSS transitions end at once', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const run = await openLevel(page, 'intro-level1');
    await typeCode(page, referenceSolution('python', 'intro-level1'));
    await run.click();
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    expect(await motionAtEnd(page)).toEqual({ reduced: true, tweenedSteps: 0, jumpedSteps: 4 });
    await expect(page.getByTestId('celebration')).toHaveCount(0);
    const transition = await run.evaluate((b) => parseFloat(getComputedStyle(b).transitionDuration));
    expect(transition).toBeLessThan(0.001);
  });

  test('without it the character glides along its four steps', async ({ page }) => {
    const run = await openLevel(page, 'intro-level1');
    await typeCode(page, referenceSolution('python', 'intro-level1'));
    await run.click();
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    expect(await motionAtEnd(page)).toEqual({ reduced: false, tweenedSteps: 4, jumpedSteps: 0 });
  });
});
