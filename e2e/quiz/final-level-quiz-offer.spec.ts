import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel } from '../support/play';
import { signInAsNewStudent } from '../support/student';

const SHOTS_DIR = process.env.SHOTS_DIR ?? path.join(__dirname, '../../.tmp/screens/quiz');

test.use({ viewport: { width: 1280, height: 800 } });

test('the last level of the last chapter offers that chapter’s quiz in the final-level dialog', async ({
  page,
}) => {
  // Subscribed, so the last chapter is open.
  await signInAsNewStudent(page, 'finn', { subscribed: true });
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const course = (await (await page.request.get('/api/level/course/python')).json()) as {
    chapters: { id: number; level_data: { slug: string }[] }[];
  };
  const chapter = course.chapters[course.chapters.length - 1]!;
  const lastLevel = chapter.level_data[chapter.level_data.length - 1]!.slug;
  const quizPath = `/en/quiz/python/${chapter.id}/question/1`;

  const run = await openLevel(page, lastLevel);
  await typeCode(page, referenceSolution('python', lastLevel));
  await run.click();
  // Earlier levels are not done, so the course is not complete yet.
  const dialog = page.getByRole('dialog', { name: 'You reached the last level!' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Show what you learned in the chapter quiz.');
  const offer = dialog.getByRole('link', { name: 'Take the chapter quiz' });
  await expect(offer).toHaveAttribute('href', quizPath);
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, 'final-level-quiz-offer-1280.png') });

  await offer.click();
  await expect(page).toHaveURL(new RegExp(`${quizPath}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
