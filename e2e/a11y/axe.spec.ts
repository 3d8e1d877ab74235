import type { Browser, Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel, runButton } from '../support/play';
import { createCast, type Cast } from '../support/roles';
import { expectNoSeriousViolations, focusShot, settled } from './axe';

let cast: Cast;
test.beforeAll(async () => {
  cast = await createCast();
});

async function pageAs(browser: Browser, role: keyof Cast['states']): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: cast.states[role],
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

/** Opens each path and checks it with axe once it has drawn. */
async function checkScreens(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(`/en/${path}`);
    await settled(page);
    await expectNoSeriousViolations(page, path);
  }
}

test('the play screen passes axe for a visitor and a student, with a level loaded, the code book and the level-complete dialog open', async ({
  browser,
}) => {
  const visitor = await pageAs(browser, 'anonymous');
  await openLevel(visitor, 'intro-level1');
  await expectNoSeriousViolations(visitor, 'play (visitor)');

  const student = await pageAs(browser, 'parentStudent');
  await openLevel(student, 'intro-level1');
  await expectNoSeriousViolations(student, 'play (student)');
  await student.getByRole('button', { name: 'Code Book' }).click();
  await expect(student.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(student, 'play with the code book open');
  await student.keyboard.press('Escape');

  await typeCode(student, referenceSolution('python', 'intro-level1'));
  await runButton(student).click();
  await expect(student.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(student, 'play with the level-complete dialog');
});

test('the signed-out screens pass axe', async ({ browser }) => {
  const visitor = await pageAs(browser, 'anonymous');
  await visitor.goto('/en/login');
  await settled(visitor);
  // The focus ring as a keyboard user sees it, on a field and on the page's main button.
  await visitor.getByLabel('Email').fill('robin@example.com');
  await visitor.getByLabel('Password').fill('correct-horse-42');
  await visitor.keyboard.press('Tab');
  await expect(visitor.getByRole('button', { name: 'Log In', exact: true }).last()).toBeFocused();
  await focusShot(visitor, 'login-button-focused');
  await checkScreens(visitor, [
    'login',
    'signup',
    'purchase',
    'courses',
    'creative-levels',
    'guide',
    'guide/python/1',
  ]);
});

test('a student’s screens pass axe: quiz, challenges, badges and certificates', async ({ browser }) => {
  const student = await pageAs(browser, 'parentStudent');
  const child = cast.ids.parent.childId;
  await checkScreens(student, [
    'quiz/python/1/question/1',
    'challenges',
    'challenge/counting-sheep',
    `badges/${child}`,
    `certificates/${child}`,
  ]);
});

test('a parent’s screens pass axe: profile, students, billing and the level creator', async ({ browser }) => {
  const parent = await pageAs(browser, 'parent');
  await checkScreens(parent, [
    'profile',
    'profile/details',
    'profile/students',
    'profile/billing',
    'level-creator',
  ]);
  await parent.getByRole('button', { name: /Create a level/ }).click();
  const chooser = parent.getByRole('dialog', { name: 'Pick a map to start from' });
  await expect(chooser.getByRole('button')).toHaveCount(5);
  await expectNoSeriousViolations(parent, 'level creator template chooser');
  await chooser.getByRole('button', { name: 'Farm' }).click();
  await expect(parent).toHaveURL(/\/en\/level-creator\/python\/my-creative-level-/);
  await settled(parent);
  await expectNoSeriousViolations(parent, 'level creator editor');
});

test('a school’s organization pages pass axe', async ({ browser }) => {
  const admin = await pageAs(browser, 'admin');
  await checkScreens(admin, [
    'organization/details',
    'organization/teachers',
    'organization/classes',
    `organization/classes/${cast.ids.school.classId}`,
    'organization/students',
  ]);
});
