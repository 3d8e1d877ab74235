import { expect, test } from '../support/fixtures';
import { signInAsNewStudent } from '../support/student';

test('the play screen asks payment/current-plan once, and both the overlay check and the counter read it', async ({
  page,
}) => {
  await signInAsNewStudent(page, 'robin', { subscribed: true });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/payment/current-plan') asked.push(request.url());
  });
  await page.goto('/en/play/python/intro-level1');
  await expect(page.getByRole('button', { name: /Run/ })).toBeVisible({ timeout: 30_000 });
  // The counter shows the subscription (read from current-plan); then nothing else is in flight.
  await expect(page.getByLabel(/^Attempts: .*Unlimited attempts available/)).toBeVisible();
  // The subscriber's coding assistant has no daily limit either (tips answers a null limit).
  await expect(page.getByLabel(/^Coding assistant: 0\/∞/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
});
