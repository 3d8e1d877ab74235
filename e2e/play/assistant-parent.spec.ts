import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { newParentWithChild, playAsChild } from '../support/student';

const assistantSwitch = (page: Page) => page.getByRole('switch', { name: 'Coding assistant' });

test('a parent turns their child’s coding assistant off on the edit page: the child’s switch is off and locked', async ({
  page,
  browser,
}) => {
  // The parent signs up and adds a child (API), then edits the child on their screen.
  const family = await newParentWithChild(page.request, 'lio');
  const { studentId } = family;

  await page.goto(`/en/profile/students/${studentId}/edit`);
  const settings = page.getByRole('group', { name: 'Coding assistant' });
  const allowed = settings.getByRole('checkbox', { name: 'Allow tips from the coding assistant' });
  const perDay = settings.getByRole('spinbutton', { name: 'Tips per day' });
  // A new child: on, and no cap of the parent's.
  await expect(allowed).toBeChecked();
  await expect(perDay).toHaveValue('');
  await expect(perDay).toHaveAttribute('placeholder', 'No limit');
  await perDay.fill('5');
  // The page is tall (the avatars): show the new controls and Save.
  await page.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'parent-assistant-settings');
  // A number out of range is refused on the field, not sent.
  await perDay.fill('20000');
  await expect(settings).toContainText('Enter a whole number from 0 to 10000.');
  await perDay.fill('5');
  await allowed.uncheck();
  await expect(perDay).toBeDisabled();
  await screenshot(page, 'parent-assistant-settings-off');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/students$/);
  const stored = await page.request.get(`/api/profile/students/${studentId}`);
  expect(await stored.json()).toMatchObject({ assistant_enabled: false, assistant_attempt_limit: 5 });

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: 'block' });
  try {
    const child = await context.newPage();
    await playAsChild(child.request, family);
    await openLevel(child, 'intro-level1');
    await expect(assistantSwitch(child)).toHaveAttribute('aria-checked', 'false');
    await expect(assistantSwitch(child)).toBeDisabled();
    await expect(assistantSwitch(child)).toHaveAttribute('title', 'Your parent turned the assistant off');
    // The tips service agrees: no tips today.
    const credit = await child.request.get('/api/credit/level_assistant');
    expect(await credit.json()).toMatchObject({ limit: 0 });
    await screenshot(child, 'assistant-disabled-by-parent');
  } finally {
    await context.close();
  }
});
