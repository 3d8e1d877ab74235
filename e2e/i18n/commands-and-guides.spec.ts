import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, typeCode } from '../support/fixtures';
import { localeTexts } from '../support/locale-text';
import { screenshot } from '../support/play';
import { signInAsNewStudent } from '../support/student';

const CSRF = { 'X-Requested-With': 'pylands' };

// A Spanish-speaking child writes the robot's commands in Spanish: the Code Book and autocomplete
// offer them, the browser's run completes the level, and the server's replay verifies it.
test('a level solved with Spanish commands is complete on the server too', async ({ page }) => {
  const t = localeTexts('es');
  await signInAsNewStudent(page);
  expect((await page.request.post('/api/user/change-language?language=es', { headers: CSRF })).ok()).toBe(
    true,
  );
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  await page.goto('/es/play/python/intro-level1');
  const run = page.getByRole('button', { name: t('play.run'), exact: true });
  await expect(run).toBeEnabled({ timeout: 45_000 });

  // The guide comes in Spanish too (Beginner chapters 1-2 are translated).
  const guideEs = readFileSync(
    path.join(__dirname, '../../libs/content/courses/python/intro-level1/guide.es.md'),
    'utf8',
  );
  const title = /^# (.+)$/m.exec(guideEs)![1];
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText(t('play.guideInEnglish'))).toHaveCount(0);

  await page.getByRole('button', { name: t('toolbar.codeBook') }).click();
  const book = page.getByRole('dialog', { name: t('codeBook.title') });
  await expect(book.getByText('avanzar([steps])', { exact: true })).toBeVisible();
  await expect(book.getByText('move_forward([steps])', { exact: true })).toBeVisible();
  await screenshot(page, 'code-book-es');
  await book.getByRole('button', { name: t('common.close') }).click();

  await typeCode(page, 'from player import *\n\navanzar(4)\n');
  const verdict = page.waitForResponse(
    (r) =>
      r.url().includes('/api/level/update') &&
      r.request().method() === 'POST' &&
      r.request().postData()?.includes('"last_status":"complete"') === true,
  );
  await run.click();
  await expect(page.getByRole('dialog', { name: t('dialog.complete.title') })).toBeVisible({
    timeout: 30_000,
  });
  expect((await verdict).status()).toBe(200);

  const course = (await (await page.request.get('/api/level/course/python')).json()) as {
    chapters: { level_data: { slug: string; completed: boolean }[] }[];
  };
  const level = course.chapters.flatMap((c) => c.level_data).find((l) => l.slug === 'intro-level1');
  expect(level?.completed).toBe(true);
});

test("a guide not yet in the child's language says it is in English for now", async ({ page }) => {
  const t = localeTexts('ja');
  await page.goto('/ja/play/python/intro-level1');
  const guide = page.getByRole('region', { name: t('play.guide') });
  await expect(guide.getByText(t('play.guideInEnglish'))).toBeVisible({ timeout: 45_000 });
  await expect(guide.getByRole('heading', { name: 'First Steps' })).toBeVisible();
  await expect(guide.locator('[lang="en"]')).toContainText('Rabbit');
});
