import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/fixtures';
import { pathOf, waitForEmail } from './support/mailbox';
import { SCREENS_DIR } from './support/play';

const CSRF = { 'X-Requested-With': 'pylands' };
const PASSWORD = 'correct-horse-42';

test.use({ viewport: { width: 1280, height: 800 } });

async function shot(page: Page, name: string): Promise<void> {
  // The viewport, as the user sees it (a full-page shot repeats the sticky header mid-page).
  await page.screenshot({ path: path.join(SCREENS_DIR, `school-journey-${name}.png`) });
}

/** Letters only: a slug takes no digits. */
function letters(): string {
  return Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'x');
}

test('a school finds its way in: registers at /schools, confirms, logs in at its link, invites a teacher, creates a class', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = letters();
  const school = `Green Hill School ${suffix}`;
  const slug = `green-hill-${suffix}`;
  const email = uniqueEmail().replace('parent', 'head');

  // Another school already has a login link name, and its admin an email.
  const otherEmail = uniqueEmail();
  const otherSlug = `taken-school-${suffix}`;
  const other = await browser.newContext({ baseURL });
  expect(
    (
      await other.request.post('/api/auth/signup', {
        headers: CSRF,
        data: { email: otherEmail, password: PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await other.request.post('/api/organization/registration', {
        headers: CSRF,
        data: { name: 'Taken School', slug: otherSlug },
      })
    ).ok(),
  ).toBe(true);
  await other.close();

  // Sign-up, meant for families, points a school to its own page.
  await page.goto('/en/signup');
  await page.getByRole('link', { name: 'Register your school instead' }).click();
  await expect(page).toHaveURL(/\/en\/schools$/);

  // A new visitor finds the way in from the sidebar.
  await page.goto('/en');
  const sidebar = page.getByRole('navigation', { name: 'Course navigation' });
  await sidebar.getByRole('link', { name: 'Register Your Institution' }).click();
  await expect(page).toHaveURL(/\/en\/schools$/);
  await expect(page.getByRole('heading', { name: 'Register your school' })).toBeVisible();
  await expect(page.getByText(/parent account/i)).toHaveCount(0);
  await expect(page.getByText('This page is coming soon.')).toHaveCount(0);
  await shot(page, '01-schools');

  // The login link name follows the school's name, and the link it makes shows as they type.
  const preview = page.getByTestId('login-link-preview');
  const status = page.getByTestId('login-link-status');
  const linkName = page.getByLabel('Login link name');
  await page.getByLabel('School name (in English)').fill('Green Hill School');
  await expect(linkName).toHaveValue('green-hill-school');
  await expect(preview).toHaveText(
    `Teachers and students will log in at ${baseURL}/en/login-org/green-hill-school`,
  );

  // A taken name is refused live, on its field.
  await linkName.fill(otherSlug);
  await expect(status).toHaveText('Already taken by another school. Please choose another name.');
  await expect(linkName).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '02-slug-taken');
  // A name the rule refuses is explained in plain words, never the server's field jargon.
  await linkName.fill('Green Hill 4!');
  await expect(linkName).toHaveValue('green hill 4!');
  await expect(status).toHaveText(
    'Use only lowercase letters (a to z) and dashes between words, like green-hill-school. No spaces, digits or other signs.',
  );
  await expect(page.getByText(/slug/i)).toHaveCount(0);
  await shot(page, '02b-slug-rule');
  await linkName.fill(slug);
  await expect(status).toHaveText('✓ Available: no other school uses this name.');
  await expect(preview).toHaveText(`Teachers and students will log in at ${baseURL}/en/login-org/${slug}`);

  await page.getByLabel('School name (in English)').fill(school);
  await expect(linkName).toHaveValue(slug);
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(otherEmail);
  // Missing password: the problem shows on the field, and focus goes there.
  await page.getByRole('button', { name: 'Register the school' }).click();
  const password = page.getByLabel('Password');
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription('Use at least 8 characters.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(PASSWORD);
  // An email with an account already: the server's refusal lands on the email field, in plain words.
  await page.getByRole('button', { name: 'Register the school' }).click();
  const emailField = page.getByLabel('Email');
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('An account with this email already exists. Log in with it first'),
  ).toBeVisible();
  await shot(page, '02c-email-taken');
  await emailField.fill(email);
  await shot(page, '03-form-filled');
  await page.getByRole('button', { name: 'Register the school' }).click();

  // What comes next: the confirmation email, then teachers, a class, students.
  const done = page.getByRole('heading', { name: `${school} is registered!` });
  await expect(done).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(
    `We sent a link to ${email}. Open it to confirm your email address.`,
  );
  await expect(page.getByText(`${baseURL}/en/login-org/${slug}`)).toBeVisible();
  for (const step of [
    'Invite your teachers',
    'Create a class and choose which chapters it opens',
    'Add your students, one by one or a whole list at once',
  ]) {
    await expect(page.getByRole('listitem').getByRole('link', { name: step })).toBeVisible();
  }
  await shot(page, '04-what-comes-next');

  const confirmation = await waitForEmail(email);
  expect(confirmation.subject).toBe('Confirm your email for Pylands');
  await page.goto(pathOf(confirmation.links[0]));
  await expect(page.getByText('Your email has been successfully verified.')).toBeVisible();

  // The admin logs out, and in again at the school's own login page, which names the school.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await page.goto(`/en/login-org/${slug}`);
  await expect(page.getByRole('heading', { name: `Log in to ${school}` })).toBeVisible();
  await shot(page, '05-login-org');
  await page.getByLabel('Username (teachers: email)').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/organization\/classes$/);

  // Staff are not offered to register an institution.
  await page.goto('/en');
  await expect(sidebar.getByRole('link', { name: 'Level Creator' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Register Your Institution' })).toHaveCount(0);
  // Native selects are drawn dark, like the rest of the page.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

  // The admin's own name is in the teachers list; the invitation names the school and the admin.
  await page.goto('/en/organization/teachers');
  const adminRow = page.getByRole('row', { name: /Ada Lovelace/ });
  await expect(adminRow).toContainText(email);
  await expect(adminRow).toContainText('Administrator');
  const teacherEmail = uniqueEmail().replace('parent', 'teacher');
  await page.getByLabel('Email').fill(teacherEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(`An invitation was sent to ${teacherEmail}.`);
  await shot(page, '06-teachers');
  const invitation = await waitForEmail(teacherEmail);
  expect(invitation.subject).toBe(`You are invited to teach at ${school} on Pylands`);
  expect(invitation.text).toContain(
    `Ada Lovelace, an administrator of ${school}, invited you to join ${school} on Pylands as a teacher.`,
  );
  const teacherContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const teacher = await teacherContext.newPage();
  await teacher.goto(pathOf(invitation.links[0]));
  await expect(teacher.getByRole('heading', { name: `Join ${school} on Pylands` })).toBeVisible();
  await expect(
    teacher.getByText(`You are invited as a teacher with the email ${teacherEmail}.`),
  ).toBeVisible();
  await shot(teacher, '07-invitation');
  await teacherContext.close();

  // A class shows its chapters by name, on its page and in the list.
  await page.goto('/en/organization/classes');
  await page.getByRole('link', { name: 'Add Class' }).click();
  await page.getByLabel('Class name').fill('Class 4A');
  await page.getByLabel('Variables and Types').check();
  await page.getByLabel('Loops').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Class 4A' })).toBeVisible();
  await expect(page.getByText('Unlocked chapters: Variables and Types, Loops')).toBeVisible();
  await expect(page.getByText(/x:\d/)).toHaveCount(0);
  await shot(page, '08-class');
  await page
    .getByRole('navigation', { name: 'Organization menu' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await expect(page.getByRole('row', { name: /Class 4A/ })).toContainText('Variables and Types, Loops');

  // The details page edits the same login link name, checked live the same way.
  await page.goto('/en/organization/details');
  const ownLink = page.getByLabel('Login link name');
  await expect(ownLink).toHaveValue(slug);
  await ownLink.fill(otherSlug);
  await expect(page.getByTestId('login-link-status')).toHaveText(
    'Already taken by another school. Please choose another name.',
  );
  await shot(page, '09-details');
});
