import { expect, test } from './support/fixtures';
import { screenshot } from './support/play';
import { CSRF, PASSWORD, registerSchool } from './support/school';

const SMALL_PLAN_STUDENTS = 200;

test('a school on its trial of the small plan fills its 200 places; adding the 201st says why and what to do', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerSchool(page, 'Maple Primary', 'maple');
  // 200 students through the API (the bulk-create call), 50 at a time.
  for (let made = 0; made < SMALL_PLAN_STUDENTS; made += 50) {
    const rows = Array.from({ length: 50 }, (_, i) => ({ name: `Pupil ${made + i + 1}` }));
    const created = await page.request.post('/api/organization/bulk-create-students', {
      headers: CSRF,
      data: { rows },
      timeout: 120_000,
    });
    expect(created.status()).toBe(201);
  }

  await page.goto('/en/organization/students/add');
  await page.getByLabel('Username').fill('late_comer');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Your organization's plan covers up to 200 students and all 200 places are taken. Upgrade to the large organization plan for unlimited students.",
  );
  await expect(page).toHaveURL(/\/en\/organization\/students\/add$/);
  await screenshot(page, 'student-limit-refused');
});
