import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/fixtures';
import { E2E_GOOGLE_USER } from './support/google-oauth';
import { SCREENS_DIR } from './support/play';

/**
 * The page knows the visitor is anonymous (the sidebar's Log In shows only then) and React has run
 * the effects of that render: a MessageChannel round trip queues behind React's scheduler task.
 */
async function knownAnonymous(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('navigation', { name: 'Course navigation' })
      .getByRole('link', { name: 'Log In', exact: true }),
  ).toBeVisible();
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(null);
        channel.port2.postMessage(0);
      }),
  );
}

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

test('Log In with Google makes a parent account from the Google profile and signs it in', async ({
  page,
}) => {
  await page.goto('/en/login?utm_source=google-e2e');
  const google = page.getByRole('link', { name: 'Log In with Google' });
  await expect(google).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS_DIR, 'login.png') });
  // The new account keeps where the visitor came from and their language, as sign-up does.
  const authorize = page.waitForRequest((r) => r.url().includes('/api/auth/google/authorize'));
  await google.click();
  const asked = new URL((await authorize).url()).searchParams;
  expect([asked.get('language'), asked.get('traffic_source')]).toEqual(['en', 'google-e2e']);
  // Our authorize → the OAuth2 server's consent (granted at once) → our callback → home.
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(E2E_GOOGLE_USER.email);
  await page.goto('/en/profile/details');
  await expect(page.getByText(E2E_GOOGLE_USER.email)).toBeVisible();
  await expect(page.getByText('Verified', { exact: false }).first()).toBeVisible();
});

test('an anonymous visitor is offered "Log in to store progress and code" once, 30 s after arriving', async ({
  page,
}) => {
  // The page's clock stands still unless the test moves it: no real time counts toward the 30 s.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await page.goto('/en');
  const tooltip = page.getByRole('status').filter({ hasText: 'Log in to store progress and code' });
  await knownAnonymous(page);
  await page.clock.fastForward(29_000);
  await expect(tooltip).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(tooltip).toBeVisible();
  await expect(tooltip.getByRole('link', { name: 'Log In with Google' })).toHaveAttribute(
    'href',
    '/api/auth/google/authorize?language=en',
  );
  await tooltip.getByRole('button', { name: 'Close' }).click();
  await expect(tooltip).toHaveCount(0);

  // Remembered in this browser: another visit does not show it again.
  await page.reload();
  await knownAnonymous(page);
  await page.clock.fastForward(60_000);
  await expect(tooltip).toHaveCount(0);
});

test('where Google is not set up, its button leads here and the login page says so, offering the form', async ({
  page,
}) => {
  // Where /api/auth/google/authorize sends a visitor when GOOGLE_CLIENT_ID is unset (auth's tests).
  await page.goto('/en/login?google=unavailable');
  await expect(
    page.getByText('Log In with Google is not available here. Please log in with your email and password.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});
