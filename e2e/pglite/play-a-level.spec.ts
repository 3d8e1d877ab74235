import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel } from '../support/play';
import { signInAsNewStudent } from '../support/student';

test('on embedded PGlite a new student plays the first level, and it stays completed', async ({ page }) => {
  await signInAsNewStudent(page);
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await run.click();
  await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 45_000 });
  // The completion was written to PGlite: a fresh load of the page reads it back.
  await page.reload();
  const strip = page.getByRole('navigation', { name: 'Levels of this chapter' });
  await expect(strip.getByRole('link', { name: 'Level 1: First Steps, completed' })).toBeVisible({
    timeout: 30_000,
  });
});
