import { expect, test, typeCode } from '../support/fixtures';
import { openLevel } from '../support/play';

// A visitor may play intro-level1: no sign-in needed to see how a run's errors are shown.
test.describe('the error dialog of a run', () => {
  test("a walk into a wall: the rule's message is the dialog's title and text", async ({ page }) => {
    const run = await openLevel(page, 'intro-level1');
    // One step past the flag: the character bumps into the wall.
    await typeCode(page, 'from player import *\n\nmove_forward(5)\n');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('heading')).toHaveText('Wrong way, you bumped into a wall.');
    await expect(
      dialog.getByText(
        'Wrong way, you bumped into a wall. Use turn_left() or turn_right() to face an open path, then move_forward() again.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(dialog).not.toContainText('Python could not understand');
    await expect(dialog.getByText('Details')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/errors-rule.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a NameError: explained with its line, the raw trace hidden until Details is opened', async ({
    page,
  }) => {
    const run = await openLevel(page, 'intro-level1');
    await typeCode(page, 'from player import *\n\nsteps = 4\nmove_forward(step)\n');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(
      dialog.getByText(
        "Line 4: Python did not recognise the name 'step'. Check the spelling, or give it a value first.",
        { exact: true },
      ),
    ).toBeVisible();
    const trace = dialog.locator('pre');
    await expect(trace).toBeHidden();
    await page.screenshot({ path: '/tmp/errors-python.png' });

    await dialog.getByText('Details', { exact: true }).click();
    await expect(trace).toBeVisible();
    await expect(trace).toContainText("NameError: name 'step' is not defined");
    await expect(trace).toContainText('line 4');
    await page.screenshot({ path: '/tmp/errors-python-details.png' });
  });
});
