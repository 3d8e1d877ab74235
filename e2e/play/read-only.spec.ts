import { expect, test } from '../support/fixtures';
import { editorCode } from '../support/play';
import { signInAsNewStudent } from '../support/student';

test('the read-only view of a user’s level has no Run, toolbar, completion dialogs or level buttons', async ({
  page,
}) => {
  const student = await signInAsNewStudent(page);
  const code = 'from player import *\n\n# my first try\nmove_forward(4)\n';
  const saved = await page.request.post('/api/level/update/intro-level1', {
    headers: { 'X-Requested-With': 'pylands' },
    data: {
      last_status: 'complete',
      last_code_executed: code,
      level_slug: 'intro-level1',
      course_id: 'python',
    },
  });
  expect(saved.ok()).toBe(true);

  // The course's side panel shows on the level itself, not on the user's view of it.
  await page.goto('/en/play/python/intro-level1');
  await expect(page.getByLabel('Course navigation')).toBeVisible();
  await page.goto(`/en/play/python/${student.userId}/intro-level1`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('First Steps');
  await expect.poll(() => editorCode(page)).toBe(code);
  await expect(page.getByText('Loading assets ...')).toBeHidden({ timeout: 30_000 });

  await expect(page.getByRole('button', { name: /Run/ })).toHaveCount(0);
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  for (const name of [/Reset/, /Save/, /Load/, /Help/, /Code Book/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByLabel('Speed')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Next level|Previous level/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Next level|Previous level/ })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // No side panel on a user's level (doc 2 §6): the course's chapters are not shown.
  await expect(page.getByLabel('Course navigation')).toHaveCount(0);

  // The code can be read but not changed.
  await page.locator('#pylands-code-editor').click();
  await page.keyboard.type('turn_left()');
  expect(await editorCode(page)).toBe(code);
});

test('the unfinished levels of the spec apologise instead of showing a guide', async ({ page }) => {
  for (const slug of ['exeptions-level6', 'string-modules-level3']) {
    await page.goto(`/en/play/advanced-python/${slug}`);
    await expect(
      page.getByText(
        'This level is not ready yet. We are terribly sorry for the inconvenience. Please check back next week.',
      ),
    ).toBeVisible();
  }
});
