import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel, runButton, screenshot } from '../support/play';
import { signInAsNewStudent } from '../support/student';

interface CourseLevels {
  chapters: { name: string; level_data: { slug: string; name: string }[] }[];
}

async function courseLevels(page: Page): Promise<CourseLevels> {
  return (await (await page.request.get('/api/level/course/python')).json()) as CourseLevels;
}

/** Types the reference solution of the level on screen, runs it and waits for Level complete!. */
async function solve(page: Page, slug: string) {
  await expect(page).toHaveURL(new RegExp(`/en/play/python/${slug}$`));
  const run = runButton(page);
  await expect(run).toBeEnabled({ timeout: 45_000 });
  await typeCode(page, referenceSolution('python', slug));
  await run.click();
  const dialog = page.getByRole('dialog', { name: 'Level complete!' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test.describe('finishing levels', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  });

  test('Level complete! offers Next level, which opens the next level with the first one ticked', async ({
    page,
  }) => {
    await openLevel(page, 'intro-level1');
    const dialog = await solve(page, 'intro-level1');
    await expect(dialog).toContainText('Great job!');
    await expect(dialog.getByRole('button', { name: 'Stay here' })).toBeVisible();
    await screenshot(page, 'dialog-level-complete');
    await dialog.getByRole('button', { name: 'Next level' }).click();
    await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);
    await expect(dialog).toBeHidden();
    const strip = page.getByRole('navigation', { name: 'Levels of this chapter' });
    await expect(strip.getByRole('link', { name: /^Level 1: .*, completed$/ })).toBeVisible();
  });

  test('reaching intro-level4 with intro-level1..3 done opens the certificate dialog once', async ({
    page,
  }) => {
    await openLevel(page, 'intro-level1');
    for (const slug of ['intro-level1', 'intro-level2', 'intro-level3']) {
      const dialog = await solve(page, slug);
      await dialog.getByRole('button', { name: 'Next level' }).click();
    }
    await expect(page).toHaveURL(/\/en\/play\/python\/intro-level4$/);
    const certificate = page.getByRole('dialog', { name: 'You earned a certificate!' });
    await expect(certificate).toBeVisible({ timeout: 15_000 });
    // Those three levels earned First Steps: the dialog links to the issued certificate itself.
    await expect(certificate.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      /^\/en\/certificate\/[0-9a-f-]{36}$/,
    );
    await screenshot(page, 'dialog-certificate');
    await certificate.getByRole('button', { name: 'Close' }).click();
    await expect(certificate).toBeHidden();

    await openLevel(page, 'intro-level4');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Step Counter');
    await expect(certificate).toHaveCount(0);
  });

  test('reaching intro-level4 before the earlier levels says what earns First Steps and leads there, once a session', async ({
    page,
  }) => {
    await openLevel(page, 'intro-level4');
    const ahead = page.getByRole('dialog', { name: 'Your first certificate is close!' });
    await expect(ahead).toContainText(
      'Finish the levels before this one in Beginner Python to earn your First Steps certificate.',
    );
    await screenshot(page, 'dialog-certificate-ahead');
    await ahead.getByRole('button', { name: 'Close' }).click();
    await expect(ahead).toBeHidden();
    // Told once a session, not on every visit.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Step Counter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the certificate level for a visitor', () => {
  test('asks a visitor to sign up to earn First Steps, and leads to the first level left when signed in', async ({
    page,
  }) => {
    await page.goto('/en/play/python/intro-level4');
    const ahead = page.getByRole('dialog', { name: 'Your first certificate is close!' });
    await expect(ahead).toContainText('Sign up and finish the levels before this one');
    await expect(ahead.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');

    await signInAsNewStudent(page);
    await page.goto('/en/play/python/intro-level4');
    await ahead.getByRole('link', { name: 'Play First Steps' }).click();
    await expect(page).toHaveURL(/\/en\/play\/python\/intro-level1$/);
    await expect(ahead).toBeHidden();
  });
});

test.describe('level navigation', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
  });

  test('Previous is disabled on the first level and says why; Next goes on', async ({ page }) => {
    await page.goto('/en/play/python/intro-level1');
    const previous = page.getByRole('button', { name: /Previous level/ });
    await expect(previous).toBeDisabled();
    await expect(previous).toHaveAccessibleName(/This is the first level of the course/);
    // The tooltip sits on the disabled button's wrapper (disabled buttons get no hover events).
    await expect(page.getByTitle('This is the first level of the course')).toBeVisible();
    await page.getByRole('link', { name: /Next level/ }).click();
    await expect(page).toHaveURL(/\/en\/play\/python\/intro-level2$/);
    await page.getByRole('link', { name: /Previous level/ }).click();
    await expect(page).toHaveURL(/\/en\/play\/python\/intro-level1$/);
  });

  test('Next and Previous cross chapters, and the last level says the content ends', async ({ page }) => {
    const course = await courseLevels(page);
    const [first, second] = course.chapters;
    const lastOfFirst = first!.level_data[first!.level_data.length - 1]!.slug;
    const firstOfSecond = second!.level_data[0]!.slug;
    await page.goto(`/en/play/python/${lastOfFirst}`);
    await page.getByRole('link', { name: /Next level/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/play/python/${firstOfSecond}$`));
    await page.getByRole('link', { name: /Previous level/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/play/python/${lastOfFirst}$`));

    // The free chapters end with the second: without a purchase the next level is locked.
    await page.goto(`/en/play/python/${second!.level_data[second!.level_data.length - 1]!.slug}`);
    const locked = page.getByRole('button', { name: /Next level/ });
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAccessibleName(
      /Next level is locked\. You may need to upgrade your subscription\./,
    );

    // The course's last level is past the free chapters: a subscribed family's student reaches it.
    await signInAsNewStudent(page, 'robin', { subscribed: true });
    const lastChapter = course.chapters[course.chapters.length - 1]!;
    const last = lastChapter.level_data[lastChapter.level_data.length - 1]!.slug;
    await page.goto(`/en/play/python/${last}`);
    const next = page.getByRole('button', { name: /Next level/ });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleName(/You have reached the end of available content/);
  });

  test('the level progress strip has one labelled link per level of the chapter', async ({ page }) => {
    const chapter = (await courseLevels(page)).chapters[0]!;
    await page.goto('/en/play/python/intro-level2');
    const strip = page.getByRole('navigation', { name: 'Levels of this chapter' });
    await expect(strip.getByRole('link')).toHaveCount(chapter.level_data.length);
    for (const [index, level] of chapter.level_data.entries())
      await expect(strip.getByRole('link', { name: `Level ${index + 1}: ${level.name}` })).toBeVisible();
    await expect(
      strip.getByRole('link', { name: `Level 2: ${chapter.level_data[1]!.name}` }),
    ).toHaveAttribute('aria-current', 'page');
    const third = chapter.level_data[2]!;
    await strip.getByRole('link', { name: `Level 3: ${third.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/play/python/${third.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(third.name);
  });
});
