import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode, uniqueEmail } from './support/fixtures';
import { pathOf, waitForEmail } from './support/mailbox';
import { editorCode, openLevel, SCREENS_DIR } from './support/play';
import { signInAsNewStudent } from './support/student';
import { localeTexts } from './support/locale-text';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
}

/** From child mode: back to the parent through the parental gate, then play as another child. */
async function switchStudent(page: Page, username: string, parentPassword: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: "Parent's area" }).click();
  const gate = page.getByRole('dialog', { name: 'Grown-ups only' });
  await gate.getByLabel("Parent's password").fill(parentPassword);
  await gate.getByRole('button', { name: 'Continue as parent' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
  await page.getByRole('button', { name: `Play as ${username}` }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(username);
}

function template(course: string, level: string): string {
  return readFileSync(path.join(__dirname, '../libs/content/courses', course, level, 'template.py'), 'utf8');
}

async function levelName(page: Page, slug: string): Promise<string> {
  const response = await page.request.get(`/api/level/data/python/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { name: string }).name;
}

test('a family signs up, confirms from the email, logs in, plays as one student, switches to the other, and deletes the account', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/en/signup');
  await expect(page.getByText('You must be 13 or older')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page).toHaveURL(/\/en\/profile\/students\/add$/);

  const mail = await waitForEmail(email);
  expect(mail.subject).toBe('Confirm your email for Pylands');
  await page.goto(pathOf(mail.links[0]));
  await expect(page.getByText('Your email has been successfully verified.')).toBeVisible();
  await page.goto('/en/profile/details');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Verified', { exact: false }).first()).toBeVisible();

  await logOut(page);
  await logIn(page, email, 'correct-horse-42');
  await expect(page).toHaveURL(/\/en\/profile\/students$/);

  for (const username of ['maya', 'theo']) {
    await page.goto('/en/profile/students/add');
    await page.getByLabel('Username').fill(username);
    if (username === 'theo') {
      await page.getByRole('radiogroup', { name: 'Avatar' }).getByText('Knight').click();
      await page.screenshot({ path: path.join(SCREENS_DIR, 'add-student.png'), fullPage: true });
    }
    await page.getByRole('button', { name: 'Create student' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/students$/);
  }
  await expect(page.getByText('2 of 5 students')).toBeVisible();
  await page.goto('/en/profile/students/add');
  await page.getByLabel('Username').fill('MAYA');
  await expect(page.getByText('You already have a student with this username.')).toBeVisible();

  // Choose maya and complete the first level as her.
  await page.goto('/en/profile/students');
  await page.getByRole('button', { name: 'Play as maya' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('maya');
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await run.click();
  await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 45_000 });
  const firstLevel = page
    .getByRole('navigation', { name: 'Course navigation' })
    .getByRole('link', { name: await levelName(page, 'intro-level1') });
  await expect(firstLevel.getByRole('img', { name: 'Completed' })).toBeVisible();

  await page
    .getByRole('dialog', { name: 'Level complete!' })
    .getByRole('button', { name: 'Stay here' })
    .click();

  // Switch to theo through the parent's area: his progress and his code are his own.
  await switchStudent(page, 'theo', 'correct-horse-42');
  await expect(firstLevel).toBeVisible();
  await expect(firstLevel.getByRole('img', { name: 'Completed' })).toHaveCount(0);
  await openLevel(page, 'intro-level1');
  await expect.poll(() => editorCode(page)).toBe(template('python', 'intro-level1'));
  await page.screenshot({ path: path.join(SCREENS_DIR, 'switched-student.png') });
  // And back: maya's code and check mark are still there.
  await switchStudent(page, 'maya', 'correct-horse-42');
  await expect(firstLevel.getByRole('img', { name: 'Completed' })).toBeVisible();
  await openLevel(page, 'intro-level1');
  await expect.poll(() => editorCode(page)).toBe(referenceSolution('python', 'intro-level1'));

  // Managing students and the account needs the parent's own session (not a child's).
  await logOut(page);
  await logIn(page, email, 'correct-horse-42');
  await page.getByRole('button', { name: 'Delete theo' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete theo?');
  await page.getByRole('button', { name: 'Delete student' }).click();
  await expect(page.getByText('1 of 5 students')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'theo' })).toHaveCount(0);

  await page.goto('/en/profile/details');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'correct-horse-42' },
    headers: { 'X-Requested-With': 'pylands' },
  });
  expect(login.status()).toBe(401);
});

test('forgot and reset password through the email; the new password logs in, the old one does not', async ({
  page,
  context,
}) => {
  const email = uniqueEmail();
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, password: 'old-password-1' },
    headers: { 'X-Requested-With': 'pylands' },
  });
  expect(signup.status()).toBe(201);
  await context.clearCookies();

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  const mail = await waitForEmail(email, 2); // the first is the sign-up confirmation
  expect(mail.subject).toBe('Reset your Pylands password');
  await page.goto(pathOf(mail.links[0]));
  await expect(page.getByText(`For the account ${email}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Repeat the new password').fill('new-password-3');
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  // The link works once.
  await page.goto(pathOf(mail.links[0]));
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');

  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('old-password-1');
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await page.getByLabel('Password').fill('new-password-2');
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
});

test('the policy pages have real text; the refund policy leads to billing', async ({ page }) => {
  await page.goto('/en/tos');
  await expect(page.getByRole('heading', { name: 'Fair use' })).toBeVisible();
  await page.goto('/en/privacy');
  await expect(page.getByRole('heading', { name: 'Cookies' })).toBeVisible();
  await page.goto('/en/refund-policy');
  await expect(page.getByText('within 30 days of a permanent course purchase')).toBeVisible();
  await expect(page.getByText('5 to 7 business days', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to billing' }).click();
  await expect(page).toHaveURL(/\/en\/(profile\/billing|login)/);
  await page.goto('/en/unsubscribed');
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
});

test('the chosen language is kept with the account: after logout and login the UI follows it', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/en/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page).toHaveURL(/\/en\/profile\/students\/add$/);

  await page.getByRole('button', { name: /^Language:/ }).click();
  const saved = page.waitForResponse((r) => r.url().includes('/api/user/change-language') && r.ok());
  await page.getByRole('option', { name: /Français/ }).click();
  await saved;
  await expect(page).toHaveURL(/\/fr\/profile\/students\/add$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The page is French now: the menu is found by its French words.
  const fr = localeTexts('fr');
  await page.getByRole('button', { name: fr('header.accountMenu') }).click();
  await page.getByRole('menuitem', { name: fr('menu.logOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: fr('header.logIn'), exact: true }),
  ).toBeVisible();

  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await expect(page).toHaveURL(/\/fr\/profile\/students$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a playing student picks an avatar among the 21 characters from the account menu; the header shows it', async ({
  page,
}) => {
  await signInAsNewStudent(page, 'pip');
  await page.goto('/en');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Choose avatar' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/details$/);
  const avatars = page.getByRole('radiogroup', { name: 'Avatar' });
  await expect(avatars.getByRole('radio')).toHaveCount(21);
  await expect(avatars.getByRole('radio', { name: 'Rabbit' })).toBeChecked();
  await avatars.getByText('Wizard 2').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toHaveText(
    'Saved! Wizard 2 is ready to play.',
  );
  await expect(
    page.getByRole('button', { name: 'Account menu' }).getByRole('img', { name: 'Wizard 2' }),
  ).toHaveCSS('background-image', /\/assets\/sprites\/characters\/Wizard2\.png/);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'avatar-selection.png') });
  // A child's session does not offer the parent's password or account deletion.
  await expect(page.getByRole('button', { name: 'Delete my account…' })).toHaveCount(0);

  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Avatar' }).getByRole('radio', { name: 'Wizard 2' }),
  ).toBeChecked();
  const current = await page.request.get('/api/auth/current');
  expect(
    ((await current.json()) as { student_details: { character: string } }).student_details.character,
  ).toBe('Wizard2');
});

test('the traffic source of the first visit is kept 30 days and sent with the sign-up', async ({ page }) => {
  await page.goto('/en?utm_source=school-newsletter');
  await page.goto('/en/tos?utm_source=later-ad'); // the first source seen stays
  await page.goto('/en/signup');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('correct-horse-42');
  const signup = page.waitForRequest((r) => r.url().endsWith('/api/auth/signup') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  expect((await signup).postDataJSON()).toMatchObject({ traffic_source: 'school-newsletter' });
  await expect(page).toHaveURL(/\/en\/profile\/students\/add$/);

  // 31 days later the source is forgotten: the next sign-up from this browser carries none.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('pylands.trafficSource') ?? '{}') as { at: number };
    stored.at -= 31 * 24 * 60 * 60 * 1000;
    localStorage.setItem('pylands.trafficSource', JSON.stringify(stored));
  });
  await logOut(page);
  await page.goto('/en/signup');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('correct-horse-42');
  const later = page.waitForRequest((r) => r.url().endsWith('/api/auth/signup') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  expect((await later).postDataJSON().traffic_source).toBeUndefined();
});
