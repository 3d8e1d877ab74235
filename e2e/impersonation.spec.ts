import path from 'node:path';
import { expect, test, uniqueEmail } from './support/fixtures';
import { SCREENS_DIR } from './support/play';
import { markStaff } from './support/staff';

const CSRF = { 'X-Requested-With': 'pylands' };

test('platform staff impersonate a parent, then a student: the banner shows whom, and ending it returns to the staff session', async ({
  page,
  browser,
}) => {
  // A family somewhere else.
  const family = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const parentEmail = uniqueEmail();
  const signup = await family.request.post('/api/auth/signup', {
    headers: CSRF,
    data: { email: parentEmail, password: 'family-pass-1' },
  });
  expect(signup.status()).toBe(201);
  const parentId = ((await signup.json()) as { user_id: string }).user_id;
  const child = await family.request.post('/api/profile/students', {
    headers: CSRF,
    data: { username: 'juniper' },
  });
  expect(child.status()).toBe(201);
  const studentId = ((await child.json()) as { id: string }).id;
  await family.close();

  const staffEmail = uniqueEmail();
  const staff = await page.request.post('/api/auth/signup', {
    headers: CSRF,
    data: { email: staffEmail, password: 'staff-pass-1' },
  });
  expect(staff.status()).toBe(201);

  // Before the flag, the same request is refused.
  const refused = await page.request.post(`/api/auth/impersonate/user?target_user_id=${parentId}`, {
    headers: CSRF,
  });
  expect(refused.status()).toBe(403);
  markStaff(staffEmail);

  await page.goto('/en/impersonate');
  await page.getByLabel('Parent account id').fill('not-an-id');
  await expect(page.getByText('An id looks like')).toBeVisible();
  await page.getByLabel('Parent account id').fill(parentId);
  await page.getByRole('button', { name: 'Act as them' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const banner = page.getByRole('status').filter({ hasText: 'You are acting as' });
  await expect(banner).toContainText(`You are acting as ${parentEmail} (signed in as ${staffEmail}).`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(parentEmail);
  await page.screenshot({ path: path.join(SCREENS_DIR, 'impersonation-banner.png') });
  await page.getByRole('button', { name: 'Account menu' }).click();

  // The banner stays on every page until the impersonation ends.
  await page.goto('/en/profile/details');
  await expect(page.getByText(parentEmail).first()).toBeVisible();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(page).toHaveURL(/\/en\/impersonate$/);
  await expect(banner).toHaveCount(0);
  const current = await page.request.get('/api/auth/current');
  expect(((await current.json()) as { email: string }).email).toBe(staffEmail);

  // A student: the banner names the child, who can play as usual until staff end it.
  await page.getByLabel('Or student id').fill(studentId);
  await page.getByRole('button', { name: 'Act as them' }).click();
  await expect(banner).toContainText(`You are acting as juniper (signed in as ${staffEmail}).`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('juniper');
  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).not.toContainText('juniper');
});
