import { expect, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

export const CSRF = { 'X-Requested-With': 'pylands' };
export const PASSWORD = 'correct-horse-42';

/** A new admin (signed in on `page`) registers a school through the API; returns its login-link name. */
export async function registerSchool(page: Page, name: string, slugStem: string): Promise<string> {
  const signup = await page.request.post('/api/auth/signup', {
    headers: CSRF,
    data: { email: uniqueEmail(), password: PASSWORD },
  });
  expect(signup.ok()).toBe(true);
  const slug = `${slugStem}-${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, 'x')}`;
  const registered = await page.request.post('/api/organization/registration', {
    headers: CSRF,
    data: { name, slug },
  });
  expect(registered.status()).toBe(201);
  return slug;
}

/**
 * A teacher of the school `admin` (signed in on its page) registered: added through the API and
 * signed in through the school's login, in a browser context of its own.
 */
export async function signInNewTeacher(
  admin: Page,
  browser: Browser,
  slug: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const email = uniqueEmail().replace('parent', 'teacher');
  const added = await admin.request.post('/api/organization/teacher', {
    headers: CSRF,
    data: { email, name: 'Ms Rivera', password: PASSWORD },
  });
  expect(added.ok()).toBe(true);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport });
  const teacher = await context.newPage();
  const login = await teacher.request.post('/api/auth/login-org', {
    headers: CSRF,
    data: { organization_slug: slug, username: email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return teacher;
}
