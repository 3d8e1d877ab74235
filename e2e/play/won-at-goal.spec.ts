import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel } from '../support/play';
import { signInAsNewStudent } from '../support/student';

// Doc 2 §4: the level is complete the moment its last goal is met; the rest of the program never
// runs, so a child's extra line cannot turn a win into an error. The server replays the same run
// and must agree, or the level would not be ticked.
test.describe('a level is won when its goals are met', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  });

  for (const [why, extra] of [
    ['a walk into the wall', 'move_forward(10)'],
    ['a typo', 'move_forwrd(1)'],
    ['an endless loop', 'while True:\n    pass'],
  ]) {
    test(`the flag wins even when the next line is ${why}`, async ({ page }) => {
      const run = await openLevel(page, 'intro-level1');
      const updates: number[] = [];
      page.on('response', (r) => {
        if (!r.url().includes('/api/level/update/')) return;
        const body = JSON.parse(r.request().postData() ?? '{}') as { last_status?: string };
        if (body.last_status === 'complete') updates.push(r.status());
      });
      await typeCode(page, `${referenceSolution('python', 'intro-level1').trimEnd()}\n${extra}\n`);
      await run.click();
      await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
      await expect(
        page.getByRole('dialog', { name: /Error|Execution Time Exceeded|bumped into a wall/ }),
      ).toHaveCount(0);
      await expect.poll(() => updates).toEqual([200]);
      const strip = page.getByRole('navigation', { name: 'Levels of this chapter' });
      await expect(strip.getByRole('link', { name: /^Level 1: .*, completed$/ })).toBeVisible();
    });
  }

  test('a program that fails before the flag still fails with its message', async ({ page }) => {
    const run = await openLevel(page, 'intro-level1');
    await typeCode(page, 'from player import *\n\nmove_forwrd(1)\nmove_forward(4)\n');
    await run.click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toBeVisible({ timeout: 30_000 });
    await expect(error).toContainText("NameError: name 'move_forwrd' is not defined");
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toHaveCount(0);
  });
});
