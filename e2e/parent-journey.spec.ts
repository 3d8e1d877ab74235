import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode, uniqueEmail } from './support/fixtures';
import { pathOf, waitForEmail } from './support/mailbox';
import { openLevel } from './support/play';

/** The screens of this journey, for people to look at (issue 20). */
const SHOTS = process.env.PARENT_SHOTS_DIR ?? path.join(__dirname, '../.tmp/screens/parent-journey');
const PASSWORD = 'family-password-7';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function menuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  return items.map((item) => item.trim());
}

async function addChild(page: Page, username: string, character: string): Promise<void> {
  await page.goto('/en/profile/students/add');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('radiogroup', { name: 'Avatar' }).getByText(character, { exact: true }).click();
  await page.getByRole('button', { name: 'Create student' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a parent signs up, adds two children, sees one child’s progress, and child mode keeps the parent’s pages behind the password', async ({
  page,
}) => {
  const email = uniqueEmail();

  // Sign up: the 13-or-older rule is said once.
  await page.goto('/en/signup');
  await expect(page.getByText(/13 or older/)).toHaveCount(1);
  await shot(page, '01-signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();

  // "Check your email" names the address the link went to.
  await expect(page).toHaveURL(/\/en\/profile\/students\/add$/);
  const checkEmail = page.getByRole('status').filter({ hasText: 'Check your email' });
  await expect(checkEmail).toContainText(`We sent a link to ${email} to confirm your email address.`);
  await shot(page, '02-check-your-email');

  // The emailed link confirms, and the spec's snackbar says so.
  const mail = await waitForEmail(email);
  await page.goto(pathOf(mail.links[0]));
  await expect(
    page.getByRole('status').filter({ hasText: 'Your email has been successfully verified.' }),
  ).toBeVisible();
  await shot(page, '03-email-verified');

  // Two children, shown as their characters with names that read as names.
  await addChild(page, 'maya', 'Wizard 1');
  await addChild(page, 'theo', 'Knight');
  const mayaCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'maya' }) });
  await expect(mayaCard.getByRole('img', { name: 'Wizard 1' })).toBeVisible();
  await expect(mayaCard).toContainText('Wizard 1');
  await expect(page.getByText('Wizard1')).toHaveCount(0);
  const theoCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'theo' }) });
  await expect(theoCard.getByRole('img', { name: 'Knight' })).toBeVisible();
  await shot(page, '04-students');
  const mayaPage = await mayaCard.getByRole('link', { name: 'View' }).getAttribute('href');

  // maya plays and completes the first level.
  await mayaCard.getByRole('button', { name: 'Play as maya' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('maya');
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await run.click();
  const complete = page.getByRole('dialog', { name: 'Level complete!' });
  await expect(complete).toBeVisible({ timeout: 45_000 });
  await complete.getByRole('button', { name: 'Stay here' }).click();

  // Child mode: the students' menu, with the way back to the parent instead of the parent's entries.
  expect(await menuItems(page)).toEqual([
    'Profile',
    'Choose avatar',
    'Choose course',
    'Certificates',
    'Badges',
    "Parent's area",
    'Log out',
  ]);
  // The menu and its button show the child as their character.
  await expect(
    page.getByRole('button', { name: 'Account menu' }).getByRole('img', { name: 'Wizard 1' }),
  ).toBeVisible();
  await expect(page.getByRole('menu').getByRole('img', { name: 'Wizard 1' })).toBeVisible();
  await expect(page.getByRole('menu')).toContainText('maya');
  await shot(page, '05-child-menu');
  await page.keyboard.press('Escape');

  // The parent's pages are behind the gate: no students, no Delete, no parent's email.
  await page.goto('/en/profile/students');
  await expect(page.getByRole('heading', { name: 'Grown-ups only' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(page.getByLabel("Parent's password")).toBeFocused();
  await shot(page, '06-gate-on-students');
  await page.goto('/en/profile/details');
  await expect(page.getByRole('radiogroup', { name: 'Avatar' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // Back to the parent: a wrong password is refused on the field, the right one returns.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: "Parent's area" }).click();
  const gate = page.getByRole('dialog', { name: 'Grown-ups only' });
  const password = gate.getByLabel("Parent's password");
  await expect(password).toBeFocused();
  await password.fill('maya-guess');
  await gate.getByRole('button', { name: 'Continue as parent' }).click();
  await expect(gate.getByRole('alert')).toHaveText("That is not the parent's password. Please try again.");
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '07-gate-wrong-password');
  await password.fill(PASSWORD);
  await gate.getByRole('button', { name: 'Continue as parent' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
  await expect(page.getByRole('button', { name: 'Delete maya' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).not.toContainText('maya');

  // maya's page: what she did, when, for how long, and the assistant's use.
  const level = (await (await page.request.get('/api/level/data/python/intro-level1')).json()) as {
    name: string;
    chapter_name: string;
  };
  await page.goto(mayaPage!);
  await expect(page.getByRole('heading', { level: 1, name: 'maya' })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress.getByRole('definition').first()).toHaveText(/^1 of \d+$/);
  await expect(progress).toContainText(`Last played${level.name}${level.chapter_name}`);
  await expect(progress).toContainText('About 1 minute');
  await expect(progress).toContainText('1 run of their code');
  const chapter = page.getByRole('group').filter({ hasText: level.chapter_name }).first();
  await expect(chapter).toContainText(/1 of \d+ done/);
  await chapter.locator('summary').click();
  await expect(chapter).toContainText(`${level.name} — done`);
  await expect(page.getByRole('region', { name: 'Coding assistant' })).toBeVisible();
  await shot(page, '08-child-page');

  // The choose-student dialog shows the children as their characters.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Choose student' }).click();
  const choose = page.getByRole('dialog', { name: 'Choose a student' });
  await expect(
    choose.getByRole('button', { name: 'Play as theo' }).getByRole('img', { name: 'Knight' }),
  ).toBeVisible();
  await shot(page, '09-choose-student');
  await choose.getByRole('button', { name: 'Play as theo' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('theo');
  // theo may see his own page (the menu's Profile), without the parent's buttons; not maya's.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'theo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Progress' })).toContainText('Not yet');
  await expect(page.getByRole('button', { name: /Edit|Delete|Play as/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Edit|Back to students/ })).toHaveCount(0);
  await shot(page, '10-child-own-page');
  await page.goto(mayaPage!);
  await expect(page.getByRole('heading', { name: 'Grown-ups only' })).toBeVisible();
  await expect(page.getByText('Levels done')).toHaveCount(0);
});
