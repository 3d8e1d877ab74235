import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { annotatedRows, openLevel, screenshot, watchActiveLines } from '../support/play';
import { signInAsNewStudent } from '../support/student';

test.describe('running a program', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
  });

  test('the highlighted line follows the program while it plays', async ({ page }) => {
    const run = await openLevel(page, 'intro-level2');
    const solution = referenceSolution('python', 'intro-level2');
    await typeCode(page, solution);
    const activeLines = await watchActiveLines(page);
    await run.click();
    await expect(page.locator('.pylands-active-line')).toBeVisible({ timeout: 15_000 });
    await screenshot(page, 'play-mid-run');
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });

    // Every command line of the program, in program order: 3 move, 4 turn, 5 move, 6 turn, 7 move.
    const commandLines = solution
      .split('\n')
      .map((text, i) => ({ text, line: i + 1 }))
      .filter((l) => /^(move_forward|turn_right|turn_left)\(/.test(l.text))
      .map((l) => l.line);
    expect(await activeLines()).toEqual(commandLines);
  });

  test('a Python NameError shows the Error dialog explained with its line and the learner-only trace', async ({
    page,
  }) => {
    const run = await openLevel(page, 'intro-level1');
    await typeCode(page, 'from player import *\n\ndef walk():\n    move_forward(x)\n\nwalk()\n');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(
      dialog.getByText(
        "Line 4: Python did not recognise the name 'x'. Check the spelling, or give it a value first.",
        { exact: true },
      ),
    ).toBeVisible();
    await dialog.getByText('Details').click();
    const trace = dialog.locator('pre');
    await expect(trace).toBeVisible();
    const text = (await trace.textContent()) ?? '';
    expect(text).toContain('line 6');
    expect(text).toContain('line 4');
    expect(text.trim().split('\n').pop()).toBe("NameError: name 'x' is not defined");
    // Only the child's own program: no frames from the runner, Pyodide or the standard library.
    expect(text).not.toMatch(/pyodide|harness|_bridge|\/lib\/python|player\.py/i);
    await screenshot(page, 'dialog-error-name-error');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // The failing line (4) is marked in the editor and in Ace's gutter.
    await expect(page.locator('.pylands-error-line')).toBeVisible();
    expect(await annotatedRows(page)).toEqual([3]);
    await expect(page.locator('#pylands-code-editor .ace_gutter-cell.ace_error')).toHaveText('4');
  });

  test('an endless loop ends in the Execution Time Exceeded dialog', async ({ page }) => {
    const run = await openLevel(page, 'intro-level1');
    await typeCode(page, 'from player import *\n\nwhile True:\n    pass\n');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Execution Time Exceeded' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('took too long');
    await screenshot(page, 'dialog-time-exceeded');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(run).toBeEnabled();
  });

  test('a program longer than maxLinesOfCode is refused; blank and comment lines do not count', async ({
    page,
  }) => {
    // intro-level1 allows 5 lines of code.
    const run = await openLevel(page, 'intro-level1');
    await typeCode(
      page,
      'from player import *\nturn_left()\nturn_right()\nturn_left()\nturn_right()\nmove_forward(4)\n',
    );
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'You have exceeded the maximum number of lines of code allowed. Only 5 lines of code are allowed. Please try again.',
    );
    await screenshot(page, 'dialog-max-lines');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await typeCode(
      page,
      '# walk to the flag\nfrom player import *\n\n# look around\n\nturn_left()\nturn_right()\nturn_left()\nturn_right()\n',
    );
    await run.click();
    await expect(page.locator('.pylands-active-line')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Error' })).toBeHidden();
  });
});
