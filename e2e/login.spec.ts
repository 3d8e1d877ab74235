import { expect, test, uniqueEmail } from './support/fixtures';

test('a parent logs in with the form; a wrong password is refused with a clear message', async ({
  page,
  context,
}) => {
  const email = uniqueEmail();
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, password: 'correct-horse-42' },
    headers: { 'X-Requested-With': 'pylands' },
  });
  expect(signup.status()).toBe(201);
  await context.clearCookies();

  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');

  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Log In' }).last().click();
  // A parent without a chosen student goes to the students page.
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('Log In with Google on a stack without a Google client id comes back to the login page, which says so', async ({
  page,
}) => {
  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Log In with Google' }).click();
  await expect(page).toHaveURL(/\/en\/login\?google=unavailable$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Log In with Google is not available here. Please log in with your email and password.',
  );
});
