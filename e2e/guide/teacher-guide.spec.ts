import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, referenceSolution, test } from '../support/fixtures';
import { registerSchool, signInNewTeacher } from '../support/school';

const SHOTS = '/work/shots/guide';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: { width: 1280, height: 800 } });

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

test('a visitor opens the guide from the sidebar, reads a chapter and its lesson plan, and sees no solutions', async ({
  page,
}) => {
  await page.goto('/en/play/python/intro-level1');
  await page
    .getByRole('navigation', { name: 'Course navigation' })
    .getByRole('link', { name: "Teacher's Guide" })
    .click();
  await expect(page).toHaveURL(/\/en\/guide$/);
  await expect(page.getByRole('heading', { name: "Teacher's Guide", level: 1 })).toBeVisible();
  const beginner = page.getByRole('region', { name: 'Beginner Python' });
  const advanced = page.getByRole('region', { name: 'Advanced Python' });
  await expect(beginner.getByRole('link', { name: /^Open the guide to / })).toHaveCount(8);
  await expect(advanced.getByRole('link', { name: /^Open the guide to / })).toHaveCount(6);
  await expect(beginner.getByRole('link', { name: 'Open the guide to Loops' })).toContainText('6 levels');
  await shot(page, 'index-1280');

  await beginner.getByRole('link', { name: 'Open the guide to Loops' }).click();
  await expect(page).toHaveURL(/\/en\/guide\/python\/3$/);
  await expect(page.getByRole('heading', { name: 'Loops', level: 1 })).toBeVisible();
  await expect(page.getByText('Beginner Python · Chapter 3')).toBeVisible();

  // The levels, each with a link to play it.
  const levels = page.getByRole('region', { name: 'The levels' });
  await expect(levels.getByRole('row')).toHaveCount(7);
  await expect(levels.getByRole('link', { name: 'Play Bridge Builder' })).toHaveAttribute(
    'href',
    '/en/play/python/loops-level1',
  );
  await expect(page.getByRole('region', { name: 'Common mistakes' }).getByRole('listitem')).not.toHaveCount(
    0,
  );
  await expect(
    page.getByRole('region', { name: 'Discussion questions' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  // The lesson plan on a clock, in five segments.
  const lesson = page.getByRole('region', { name: 'Lesson plan' });
  await expect(lesson.getByRole('listitem')).toHaveCount(5);
  for (const segment of ['Warm-up', 'Demo', 'Guided play', 'Challenge', 'Wrap-up'])
    await expect(lesson.getByText(segment, { exact: true })).toBeVisible();
  await expect(lesson.getByRole('listitem').first()).toContainText('0–5 min');
  await expect(page.getByText('About 45 minutes')).toBeVisible();

  // No solutions for a visitor: a note says who gets them, and no code of any level is on the page.
  const solutions = page.getByRole('region', { name: 'Reference solutions' });
  await expect(solutions).toContainText('Reference solutions are for teachers.');
  await expect(page.locator('details')).toHaveCount(0);
  await expect(page.locator('pre')).toHaveCount(0);
  await shot(page, 'chapter-visitor-1280', true);

  // Printing leaves out the app's header, sidebar and buttons, black on white.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Course navigation' })).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  expect(
    await page.getByRole('heading', { name: 'Loops', level: 1 }).evaluate((h) => getComputedStyle(h).color),
  ).toBe('rgb(0, 0, 0)');
  await shot(page, 'chapter-print', true);
  await page.emulateMedia({ media: 'screen' });

  // Next chapter, then the phone.
  await page.getByRole('link', { name: 'Next: Lists' }).click();
  await expect(page).toHaveURL(/\/en\/guide\/python\/4$/);
  await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();

  // On a phone (a page opened at that size, so the sidebar starts closed as it does there).
  const phone = await page.context().newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto('/en/guide/python/4');
  await expect(phone.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
  await shot(phone, 'chapter-visitor-390');
  const phoneLevels = phone.getByRole('region', { name: 'The levels' });
  await phoneLevels.scrollIntoViewIfNeeded();
  await expect(phoneLevels.getByRole('link', { name: 'Play Grape Juice' })).toBeInViewport();
  await shot(phone, 'chapter-levels-390');
  await phone.getByRole('region', { name: 'Lesson plan' }).scrollIntoViewIfNeeded();
  await shot(phone, 'chapter-lesson-390');
  await phone.goto('/en/guide');
  await expect(phone.getByRole('heading', { name: "Teacher's Guide", level: 1 })).toBeVisible();
  await shot(phone, 'index-390');
});

test('an unknown chapter says so', async ({ page }) => {
  await page.goto('/en/guide/python/42');
  await expect(page.getByRole('alert')).toHaveText("This chapter is not in the teacher's guide.");
  await page.getByRole('link', { name: 'All chapters' }).click();
  await expect(page).toHaveURL(/\/en\/guide$/);
});

test('a teacher sees the reference solution of every level, folded until opened', async ({
  page,
  browser,
}) => {
  const slug = await registerSchool(page, 'Guide School', 'guide-school');
  const teacher = await signInNewTeacher(page, browser, slug);
  await teacher.goto('/en/guide/python/1');
  await expect(teacher.getByRole('heading', { name: 'Variables and Types', level: 1 })).toBeVisible();
  const solutions = teacher.getByRole('region', { name: 'Reference solutions' });
  await expect(solutions.locator('details')).toHaveCount(7);
  await expect(solutions).not.toContainText('Reference solutions are for teachers.');
  const first = solutions.locator('details').first();
  await expect(first.locator('pre')).toBeHidden();
  await first.getByText('Solution: 1. First Steps').click();
  await expect(first.locator('pre')).toBeVisible();
  await expect(first.locator('pre')).toHaveText(referenceSolution('python', 'intro-level1').trimEnd());
  expect(await first.locator('pre').evaluate((pre) => getComputedStyle(pre).fontFamily)).toMatch(/monospace/);
  await solutions.scrollIntoViewIfNeeded();
  await shot(teacher, 'chapter-teacher-1280');
  const phone = await teacher.context().newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto('/en/guide/python/1');
  const onPhone = phone.getByRole('region', { name: 'Reference solutions' }).locator('details').nth(1);
  await onPhone.getByText('Solution: 2. Around the Fence').click();
  await expect(onPhone.locator('pre')).toContainText('turn_right()');
  await onPhone.scrollIntoViewIfNeeded();
  await shot(phone, 'chapter-teacher-390');
  await teacher.context().close();
});
