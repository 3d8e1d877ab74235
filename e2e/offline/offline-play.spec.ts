import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { kept, offlineCopyReady } from '../support/offline';
import { openLevel, runButton } from '../support/play';
import { signInAsNewStudent } from '../support/student';

interface CourseLevels {
  chapters: { level_data: { slug: string; completed?: boolean }[] }[];
}

test('after one visit a child plays intro-level2 with no network; the completion is recorded when it returns', async ({
  page,
  context,
}) => {
  const student = await signInAsNewStudent(page);
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  await openLevel(page, 'intro-level2');
  await offlineCopyReady(page);
  // The chapter's levels are kept as the play screen reads them through the service worker.
  for (const path of [
    '/api/auth/current',
    `/api/level/course/python?student_id=${student.studentId}`,
    '/api/level/data/python/intro-level2',
  ])
    await expect.poll(() => kept(page, path), { message: path, timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  const run = runButton(page);
  await expect(run).toBeEnabled({ timeout: 45_000 });
  await typeCode(page, referenceSolution('python', 'intro-level2'));
  await run.click();
  const dialog = page.getByRole('dialog', { name: 'Level complete!' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const waiting = page.getByRole('status').filter({ hasText: 'Saved offline, will sync' });
  await expect(waiting).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay here' }).click();

  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 45_000 });
  const strip = page.getByRole('navigation', { name: 'Levels of this chapter' });
  await expect(strip.getByRole('link', { name: /^Level 2: .*, completed$/ })).toBeVisible();
  // The server recorded it (after replaying the run): a fresh read says so.
  const course = (await (await page.request.get('/api/level/course/python')).json()) as CourseLevels;
  const level2 = course.chapters.flatMap((c) => c.level_data).find((l) => l.slug === 'intro-level2');
  expect(level2?.completed).toBe(true);
});
