import { expect, type Page } from '@playwright/test';
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
