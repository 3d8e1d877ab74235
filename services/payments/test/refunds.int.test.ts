import type { TestBrowser } from '@pylands/common/testing';
import { API_PATHS, type CoursePurchase, type CurrentPlan, type RefundEligibility } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { buy, eventually, paddleControl, postWebhook, transactionCompleted } from './paddle-helpers';
import { family, startPaymentsStack, type PaymentsStack } from './stack';

let stack: PaymentsStack;

beforeAll(async () => {
  stack = await startPaymentsStack();
});

afterAll(async () => {
  await stack?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const purchases = async (browser: TestBrowser) =>
  (await browser.get<{ purchases: CoursePurchase[] }>(API_PATHS.payment.allPurchases)).body.purchases;
const eligibility = async (browser: TestBrowser, purchaseId: string) =>
  browser.get<RefundEligibility & { message?: string }>(API_PATHS.payment.refundEligibility(purchaseId));

/** Paddle's id for our refund request, once Paddle answered it. */
async function adjustmentOf(refundId: string): Promise<string> {
  const [row] = await eventually(
    () =>
      stack.payments
        .get(DataSource)
        .query<{ adjustment_id: string | null }[]>(
          `SELECT "adjustment_id" FROM "payments"."refunds" WHERE "id" = $1`,
          [refundId],
        ),
    (rows) => rows[0]?.adjustment_id != null,
  );
  return row.adjustment_id!;
}

/** A course bought `daysAgo` days ago (Paddle's webhook carries when it was billed). */
async function boughtDaysAgo(daysAgo: number) {
  const parent = await family(stack);
  const event = transactionCompleted(stack, parent.user.user_id, 'python_course', {
    occurredAt: new Date(Date.now() - daysAgo * DAY_MS),
  });
  expect((await postWebhook(stack.browser(), event)).status).toBe(200);
  const [purchase] = await eventually(
    () => purchases(parent.browser),
    (list) => list.length === 1,
  );
  return { parent, purchase };
}

describe('refund eligibility of a course purchase (30 days)', () => {
  it('29 days after the purchase it may be refunded, with the last day given', async () => {
    const { parent, purchase } = await boughtDaysAgo(29);
    const answer = await eligibility(parent.browser, purchase.purchase_id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ purchase_id: purchase.purchase_id, eligible: true, reason: null });
    const deadline = new Date(answer.body.deadline!).getTime();
    expect(deadline - new Date(purchase.purchased_at).getTime()).toBe(30 * DAY_MS);
  });

  it('31 days after the purchase it may not, and request-refund is refused with the reason', async () => {
    const { parent, purchase } = await boughtDaysAgo(31);
    const answer = await eligibility(parent.browser, purchase.purchase_id);
    expect(answer.body).toMatchObject({
      eligible: false,
      reason: 'Course purchases can be refunded within 30 days',
    });
    const request = await parent.browser.post<{ message: string }>(
      API_PATHS.payment.requestRefund(purchase.purchase_id, 'too late'),
    );
    expect(request.status).toBe(409);
    expect(request.body.message).toBe('Course purchases can be refunded within 30 days');
  });

  it('unknown or malformed purchase ids: 404 and 400; a missing or empty reason: 422', async () => {
    const { parent, purchase } = await boughtDaysAgo(1);
    expect((await eligibility(parent.browser, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await eligibility(parent.browser, 'nope')).status).toBe(400);
    expect(
      (await parent.browser.post(API_PATHS.payment.requestRefund(purchase.purchase_id, '   '))).status,
    ).toBe(422);
    expect(
      (await parent.browser.post(`/api/payment/request-refund?purchase_id=${purchase.purchase_id}`)).status,
    ).toBe(422);
  });
});

describe('a refund request follows Paddle', () => {
  it('requested, then approved by Paddle: the course is taken back and the purchase shows refunded', async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'python_course');
    const [purchase] = await eventually(
      () => purchases(parent.browser),
      (list) => list.length === 1,
    );
    const requested = await parent.browser.post<{ status: string; reason: string; refund_id: string }>(
      API_PATHS.payment.requestRefund(purchase.purchase_id, 'My child prefers drawing'),
    );
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      status: 'requested',
      reason: 'My child prefers drawing',
      purchase_id: purchase.purchase_id,
    });
    // Asking twice is refused while the first request is open.
    expect((await eligibility(parent.browser, purchase.purchase_id)).body).toMatchObject({
      eligible: false,
      reason: 'A refund of this payment was already requested',
    });
    expect(
      (await parent.browser.post(API_PATHS.payment.requestRefund(purchase.purchase_id, 'again'))).status,
    ).toBe(409);
    // Until Paddle approves, the course stays.
    expect((await parent.browser.get<CurrentPlan>(API_PATHS.payment.currentPlan)).body.courses).toEqual([
      'python',
    ]);

    const adjustmentId = await adjustmentOf(requested.body.refund_id);
    expect((await paddleControl(stack, `/local/adjustments/${adjustmentId}/approve`)).status).toBe(200);
    const refunded = await eventually(
      () => purchases(parent.browser),
      (list) => list[0].status === 'refunded',
    );
    expect(refunded[0].purchase_id).toBe(purchase.purchase_id);
    expect((await parent.browser.get<CurrentPlan>(API_PATHS.payment.currentPlan)).body.courses).toEqual([]);
    const refunds = await parent.browser.get<{ refunds: { status: string }[] }>(API_PATHS.payment.refunds);
    expect(refunds.body.refunds).toEqual([
      expect.objectContaining({ status: 'approved', paid_out_at: null }),
    ]);
  });

  it("paid out once Paddle reports the approved refund's payout, with the day; never before approval", async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'python_course');
    const [purchase] = await eventually(
      () => purchases(parent.browser),
      (list) => list.length === 1,
    );
    const requested = await parent.browser.post<{ refund_id: string }>(
      API_PATHS.payment.requestRefund(purchase.purchase_id, 'We moved abroad'),
    );
    const adjustmentId = await adjustmentOf(requested.body.refund_id);
    // A refund still under review cannot be paid out.
    expect((await paddleControl(stack, `/local/adjustments/${adjustmentId}/pay-out`)).status).toBe(400);
    expect((await paddleControl(stack, `/local/adjustments/${adjustmentId}/approve`)).status).toBe(200);
    const before = Date.now();
    expect((await paddleControl(stack, `/local/adjustments/${adjustmentId}/pay-out`)).status).toBe(200);
    const answer = await eventually(
      () =>
        parent.browser.get<{ refunds: { status: string; paid_out_at: string | null }[] }>(
          API_PATHS.payment.refunds,
        ),
      (got) => got.body.refunds[0]?.status === 'paid_out',
    );
    const paidOutAt = Date.parse(answer.body.refunds[0].paid_out_at!);
    expect(paidOutAt).toBeGreaterThanOrEqual(before - 1000);
    expect(paidOutAt).toBeLessThanOrEqual(Date.now());
    expect((await purchases(parent.browser))[0].status).toBe('refunded');
    // Paid out is still open: no second refund of the same payment.
    expect((await eligibility(parent.browser, purchase.purchase_id)).body.eligible).toBe(false);
  });
});

describe('rejected by Paddle', () => {
  it('the course stays and a new request may be made', async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'advanced_python_course');
    const [purchase] = await eventually(
      () => purchases(parent.browser),
      (list) => list.length === 1,
    );
    const requested = await parent.browser.post<{ refund_id: string }>(
      API_PATHS.payment.requestRefund(purchase.purchase_id, 'changed our minds'),
    );
    const adjustmentId = await adjustmentOf(requested.body.refund_id);
    expect((await paddleControl(stack, `/local/adjustments/${adjustmentId}/reject`)).status).toBe(200);
    await eventually(
      () => parent.browser.get<{ refunds: { status: string }[] }>(API_PATHS.payment.refunds),
      (answer) => answer.body.refunds[0]?.status === 'rejected',
    );
    expect((await parent.browser.get<CurrentPlan>(API_PATHS.payment.currentPlan)).body.courses).toEqual([
      'advanced-python',
    ]);
    expect((await eligibility(parent.browser, purchase.purchase_id)).body.eligible).toBe(true);
  });
});
