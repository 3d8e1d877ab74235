import { expect, test } from './support/fixtures';
import { screenshot } from './support/play';
import { newParentWithChild, playAsChild } from './support/student';

const CSRF = { 'X-Requested-With': 'pylands' };

test('a parent sees on the student page how many tips their child asked the coding assistant for today', async ({
  browser,
  page,
}) => {
  // The parent signs up and adds a child (API), then the child plays in a browser of their own.
  const family = await newParentWithChild(page.request, 'mira');
  const { studentId } = family;

  await page.goto(`/en/profile/students/${studentId}`);
  const panel = page.getByRole('region', { name: 'Coding assistant' });
  await expect(panel).toContainText('mira has not asked the coding assistant for a tip in the last 30 days.');

  const child = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await playAsChild(child.request, family);
    // What the play screen sends after intro-level1 walked one step too far; a real tips worker answers.
    const tip = await child.request.post('/api/chatgpt/generate-tip-level-async', {
      headers: CSRF,
      data: {
        last_prompt: 'from player import *\n\nmove_forward(5)\n',
        course_name: 'python',
        slug: 'intro-level1',
        error_message: 'Wrong way, you bumped into a wall.',
      },
      timeout: 60_000,
    });
    expect(tip.status()).toBe(200);
  } finally {
    await child.close();
  }

  await page.reload();
  const today = new Date().toLocaleDateString('en', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  await expect(panel.getByRole('row', { name: today })).toHaveText(`${today}1`);
  await expect(panel.getByRole('columnheader', { name: 'Tips asked' })).toBeVisible();
  await screenshot(page, 'parent-assistant-usage');
});
