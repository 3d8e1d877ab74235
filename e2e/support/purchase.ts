import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

const CSRF = { 'X-Requested-With': 'pylands' };
/** The local Paddle's card that pays (others are declined). */
const TEST_CARD = '4242 4242 4242 4242';

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A parent pays for a plan as a new user does: payments opens a checkout, the local Paddle's
 * checkout page is paid with the test card, and Paddle's signed webhooks reach payments. `request`
 * carries the parent's session (no student chosen). Resolves once payments granted the purchase.
 */
export async function payAtLocalCheckout(
  request: APIRequestContext,
  planName: 'parent_monthly' | 'python_course' | 'advanced_python_course',
): Promise<void> {
  const checkout = await ok<{ checkout_url: string }>(
    await request.post(`/api/payment/checkout?plan_name=${planName}`, { headers: CSRF }),
    'opening a checkout',
  );
  const paid = await request.post(checkout.checkout_url, {
    form: { email: 'payer@example.com', card_number: TEST_CARD, expiry: '12/39', cvc: '123' },
  });
  if (!paid.ok()) throw new Error(`paying at the local checkout failed: ${paid.status()}`);
  const granted = async () => {
    if (planName === 'parent_monthly') {
      const plan = await ok<{ subscription: unknown }>(
        await request.get('/api/payment/current-plan'),
        'plan',
      );
      return plan.subscription !== null;
    }
    const unassigned = await ok<{ has_unassigned_purchases: boolean }>(
      await request.get('/api/payment/has-unassigned-purchases'),
      'unassigned purchases',
    );
    return unassigned.has_unassigned_purchases;
  };
  await expect.poll(granted, { timeout: 30_000 }).toBe(true);
}

/** Buys a course at the local checkout and assigns it to the student (`assign-purchase`). */
export async function buyCourseFor(
  request: APIRequestContext,
  studentId: string,
  planName: 'python_course' | 'advanced_python_course',
): Promise<void> {
  await payAtLocalCheckout(request, planName);
  const course = planName === 'python_course' ? 'python' : 'advanced-python';
  await ok<unknown>(
    await request.post(`/api/payment/assign-purchase?student_id=${studentId}&course_name=${course}`, {
      headers: CSRF,
    }),
    'assigning the purchase',
  );
}
