import type { Page } from '@playwright/test';
import { expect, test, typeCode } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { CSRF, PASSWORD, registerSchool } from '../support/school';

const assistantSwitch = (page: Page) => page.getByRole('switch', { name: 'Coding assistant' });

test('an organization student whose assistant the school turned off: the switch is off and locked, and no tip is asked for', async ({
  page,
  browser,
}) => {
  // The school's admin (API): registers the organization and adds a student with the assistant off.
  const slug = await registerSchool(page, 'Oak School', 'oak');
  const created = await page.request.post('/api/organization/students', {
    headers: CSRF,
    data: { username: 'noa', password: PASSWORD, assistant_enabled: false },
  });
  expect(created.status()).toBe(201);
  const studentId = ((await created.json()) as { id: string }).id;

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: 'block' });
  try {
    const student = await context.newPage();
    await student.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
    const login = await student.request.post('/api/auth/login-org', {
      headers: CSRF,
      data: { organization_slug: slug, username: 'noa', password: PASSWORD },
    });
    expect(login.ok()).toBe(true);
    let asked = 0;
    await student.route('**/api/chatgpt/**', (route) => {
      asked += 1;
      return route.continue();
    });

    const run = await openLevel(student, 'intro-level1');
    await expect(assistantSwitch(student)).toHaveAttribute('aria-checked', 'false');
    await expect(assistantSwitch(student)).toBeDisabled();
    await expect(assistantSwitch(student)).toHaveAttribute(
      'title',
      "Student's assistant is disabled by admin",
    );
    await screenshot(student, 'assistant-disabled-by-school');
    await typeCode(student, 'from player import *\n\nmove_forward(5)\n');
    await run.click();
    const error = student.getByRole('dialog', { name: 'Wrong way, you bumped into a wall.' });
    await expect(error).toBeVisible({ timeout: 30_000 });
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(student.getByTestId('hint-bubble')).toHaveCount(0);
    expect(asked).toBe(0);

    // The admin turns it back on: on the next visit the switch follows the child's choice again.
    const changed = await page.request.put(`/api/organization/students/${studentId}`, {
      headers: CSRF,
      data: { assistant_enabled: true },
    });
    expect(changed.ok()).toBe(true);
    await student.reload();
    await expect(assistantSwitch(student)).toHaveAttribute('aria-checked', 'true');
    await expect(assistantSwitch(student)).toBeEnabled();
  } finally {
    await context.close();
  }
});
