import { expect, test, uniqueEmail } from '../support/fixtures';

const CSRF = { 'X-Requested-With': 'pylands' };

// Against attributes and URLs, not wording: until the translations are merged texts fall back to English.
test.describe('a visitor', () => {
  test.use({ locale: 'es-ES' });

  test("gets the browser's language at the bare address, and the URL's language wherever it names one", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.goto('/de/login');
    await expect(page).toHaveURL(/\/de\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The picker names the page's language in its own words.
    await expect(page.getByRole('button', { name: /Deutsch/ })).toBeVisible();
  });
});

test('a family that signs up in Arabic keeps Arabic: the account stores it and the next login opens in it', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/ar/signup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill('correct-horse-42');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ar\/profile\/students\/add$/);

  // The e-mails and the next sessions follow the stored language (user/get-language).
  const stored = await page.request.get('/api/user/get-language');
  expect(await stored.json()).toMatchObject({ language: 'ar', name: 'Arabic' });

  expect((await page.request.get('/api/auth/logout', { headers: CSRF })).ok()).toBe(true);
  await page.goto('/en/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill('correct-horse-42');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ar\/profile\/students/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
