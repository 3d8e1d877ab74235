import { uniqueEmail, expect, test } from '../support/fixtures';
import { screenshot } from '../support/play';
import { buyCourseFor } from '../support/purchase';

const CSRF = { 'X-Requested-With': 'pylands' };
const PASSWORD = 'correct-horse-42';

test('a child without a purchase plays chapters 1–2; a locked level opens once the parent buys the course and assigns it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The child's session (the page) and the parent's own (billing is the parent's, outside child mode).
  const email = uniqueEmail();
  expect(
    (
      await page.request.post('/api/auth/signup', { headers: CSRF, data: { email, password: PASSWORD } })
    ).ok(),
  ).toBe(true);
  const student = (await (
    await page.request.post('/api/profile/students', { headers: CSRF, data: { username: 'robin' } })
  ).json()) as { id: string };
  expect((await page.request.post(`/api/auth/choose_student/${student.id}`, { headers: CSRF })).ok()).toBe(
    true,
  );
  expect(
    (await request.post('/api/auth/login', { headers: CSRF, data: { email, password: PASSWORD } })).ok(),
  ).toBe(true);

  // A free level plays; the sidebar marks chapter 3's levels locked.
  await page.goto('/en/play/python/operators-level1');
  await expect(page.getByRole('button', { name: /Run/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Loops' }).click();
  const loopsLevels = page.locator('#chapter-3-levels');
  await expect(loopsLevels.getByRole('img', { name: 'Locked' })).toHaveCount(6);
  await screenshot(page, 'locked-levels-sidebar');

  // A locked level sends the family to the purchase page.
  await page.goto('/en/play/python/loops-level1');
  await expect(page).toHaveURL(/\/en\/purchase$/);

  await buyCourseFor(request, student.id, 'python_course');
  // levels may reuse payments' earlier answer for a few seconds.
  await expect
    .poll(async () => (await page.request.get('/api/level/data/python/loops-level1')).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  await page.goto('/en/play/python/loops-level1');
  await expect(page).toHaveURL(/\/en\/play\/python\/loops-level1$/);
  await expect(page.getByRole('button', { name: /Run/ })).toBeVisible({ timeout: 30_000 });
  await expect(loopsLevels.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  // The course bought brings unlimited attempts.
  await expect(page.getByLabel(/^Attempts: .*Unlimited attempts available/)).toBeVisible();
  await screenshot(page, 'locked-level-opened');
});
