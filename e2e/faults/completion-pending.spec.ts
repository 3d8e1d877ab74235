import { expect, test } from '@playwright/test';
import type { CourseData } from '@pylands/contracts';
import chromium from '../../scripts/lib/chromium.json';
import { referenceSolution, typeCode } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { signInStudentOn } from '../support/student';
import { startFaultStack, type FaultStack } from './fault-stack';

// The one browser spec of the fault suite: what the child sees when a completion cannot be checked yet.
test.use({ launchOptions: chromium, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });

let stack: FaultStack;

test.beforeAll(async () => {
  stack = await startFaultStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

test('a level won while Redis is away: the child is told it is saved and being checked, and the tick comes once Redis is back', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  await signInStudentOn(page.request, 'robin');
  const run = await openLevel(page, 'intro-level1');

  await stack.killRedis();
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await run.click();

  const dialog = page.getByRole('dialog').filter({ hasText: "Saved! We're checking your run…" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('the level gets its tick as soon as the check is done');
  await screenshot(page, 'completion-pending');
  const completed = async () =>
    (
      (await (await page.request.get('/api/level/course/python')).json()) as CourseData
    ).chapters[0].level_data.find((level) => level.slug === 'intro-level1')?.completed;
  expect(await completed()).toBe(false);
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toBeHidden();

  await stack.startRedis();
  await expect.poll(completed).toBe(true);
  await context.close();
});
