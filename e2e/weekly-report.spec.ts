import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode, uniqueEmail } from './support/fixtures';
import { pathOf, waitForEmail } from './support/mailbox';
import { openLevel } from './support/play';

const SHOTS = '/work/shots/weekly';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** `node services/auth/dist/cli.js weekly-report`: queues a run for the stack's auth service. */
function runWeeklyReport(): void {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, '../services/auth/dist/cli.js'), 'weekly-report'],
    {
      env: { ...process.env, REDIS_URL: process.env.E2E_REDIS_URL, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    },
  );
  expect(output).toContain('weekly-report: run queued');
}

test('a parent who opted in at sign-up gets the weekly email naming the child and the level, and its link unsubscribes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail();
  await page.goto('/en/signup');
  const optIn = page.getByLabel("Send me a weekly summary of my children's progress");
  await expect(optIn).not.toBeChecked();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await optIn.check();
  await shot(page, 'signup-weekly-opt-in');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page).toHaveURL(/\/en\/profile\/students\/add$/);

  // The summary goes to confirmed addresses only.
  const confirmation = await waitForEmail(email);
  await page.goto(pathOf(confirmation.links[0]));
  await expect(page.getByText('Your email has been successfully verified.')).toBeVisible();

  await page.goto('/en/profile/students/add');
  await page.getByLabel('Username').fill('nora');
  await page.getByRole('button', { name: 'Create student' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
  await page.getByRole('button', { name: 'Play as nora' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('nora');
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await run.click();
  await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 45_000 });
  const levelName = (
    (await (await page.request.get('/api/level/data/python/intro-level1')).json()) as {
      name: string;
    }
  ).name;

  runWeeklyReport();
  const weekly = await waitForEmail(email, 2);
  expect(weekly.subject).toBe("nora's week on Pylands");
  expect(weekly.text).toContain('== nora ==');
  expect(weekly.text).toContain(levelName);
  expect(weekly.text).toContain('1 level completed');

  const unsubscribe = weekly.links.find((link) => link.includes('/api/user/unsubscribe/'))!;
  await page.goto(pathOf(unsubscribe));
  await expect(page).toHaveURL(/\/en\/unsubscribed$/);
  const profile = await page.request.get('/api/profile');
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { weekly_report: boolean }).weekly_report).toBe(false);

  // Back as the parent, the profile shows the summary off and switches it on again.
  await page.context().clearCookies();
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
  await page.goto('/en/profile/details');
  const toggle = page
    .getByRole('region', { name: 'Weekly summary email' })
    .getByLabel("Send me a weekly summary of my children's progress");
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByRole('status')).toHaveText(
    'The weekly summary is on: the next one comes on Monday.',
  );
  await expect(toggle).toBeChecked();
  await shot(page, 'profile-weekly-toggle');
  const after = await page.request.get('/api/profile');
  expect(((await after.json()) as { weekly_report: boolean }).weekly_report).toBe(true);
});
