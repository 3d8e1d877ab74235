import { API_PATHS, type SubscriptionView } from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { DataSource } from 'typeorm';
import { buy, eventId, eventually, paddleControl, postWebhook } from './paddle-helpers';
import { family, startPaymentsStack, type PaymentsStack } from './stack';

let stack: PaymentsStack;

beforeAll(async () => {
  stack = await startPaymentsStack();
});

afterAll(async () => {
  await stack?.close();
});

const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  stack.payments.get(DataSource).query(sql, params);
const currentSubscription = async (browser: TestBrowser) =>
  (await browser.get<{ subscription: SubscriptionView | null }>(API_PATHS.payment.currentSubscription)).body
    .subscription!;
const nextMonth = (iso: string) => {
  const next = new Date(iso);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.getTime();
};

describe('a subscription renews at the local Paddle', () => {
  it('the renewal moves the period end and the last payment; its webhook replayed or resent grants nothing twice', async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'parent_monthly');
    const first = await eventually(
      () => currentSubscription(parent.browser),
      (sub) => sub?.last_payment != null && sub.current_period_end != null,
    );
    const [{ paddle_subscription_id: paddleId }] = await query<{ paddle_subscription_id: string }>(
      `SELECT "paddle_subscription_id" FROM "payments"."subscriptions" WHERE "id" = $1`,
      [first.purchase_id],
    );

    const renewal = await paddleControl(stack, `/local/subscriptions/${paddleId}/renew`);
    expect(renewal.status).toBe(200);
    const transactionId = ((await renewal.json()) as { data: { transaction: { id: string } } }).data
      .transaction.id;
    const renewed = await eventually(
      () => currentSubscription(parent.browser),
      (sub) =>
        sub.current_period_end !== first.current_period_end &&
        sub.last_payment?.paid_at !== first.last_payment?.paid_at,
    );
    expect(Date.parse(renewed.current_period_end!)).toBe(nextMonth(first.current_period_end!));
    expect(renewed).toMatchObject({ status: 'active', plan_name: 'parent_monthly' });
    expect(renewed.last_payment).toMatchObject({ amount_minor: 999, currency: 'USD' });
    expect(Date.parse(renewed.last_payment!.paid_at!)).toBeGreaterThan(
      Date.parse(first.last_payment!.paid_at!),
    );

    // The renewal's payment event, replayed as sent (same event id), then resent by Paddle under a new id.
    const delivery = stack.paddle.webhooks.deliveries.find(
      (item) =>
        item.event_type === 'transaction.completed' &&
        (JSON.parse(item.body) as { data: { id: string } }).data.id === transactionId,
    )!;
    const event = JSON.parse(delivery.body) as { event_id: string };
    expect((await postWebhook(stack.browser(), event)).body).toMatchObject({ duplicate: true });
    const resent = { ...event, event_id: eventId() };
    expect((await postWebhook(stack.browser(), resent)).body).toMatchObject({ duplicate: false });
    await eventually(
      () =>
        query<{ processed_at: Date | null }>(
          `SELECT "processed_at" FROM "payments"."webhook_inbox" WHERE "event_id" = $1`,
          [resent.event_id],
        ),
      (rows) => rows[0]?.processed_at != null,
    );
    const payments = await query<{ details: { transaction_id: string } }>(
      `SELECT "details" FROM "payments"."ledger" WHERE "action" = 'payment.subscription' AND "subject" = $1`,
      [first.purchase_id],
    );
    // The first payment and the renewal: one line each.
    expect(
      payments.map((row) => row.details.transaction_id).filter((id) => id === transactionId),
    ).toHaveLength(1);
    expect(payments).toHaveLength(2);
    expect(await currentSubscription(parent.browser)).toEqual(renewed);
  });

  it('a canceled subscription does not renew', async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'parent_yearly');
    const sub = await eventually(
      () => currentSubscription(parent.browser),
      (found) => found?.last_payment != null,
    );
    expect((await parent.browser.post(API_PATHS.payment.cancelSubscription(sub.purchase_id))).status).toBe(
      200,
    );
    const [{ paddle_subscription_id: paddleId }] = await query<{ paddle_subscription_id: string }>(
      `SELECT "paddle_subscription_id" FROM "payments"."subscriptions" WHERE "id" = $1`,
      [sub.purchase_id],
    );
    expect((await paddleControl(stack, `/local/subscriptions/${paddleId}/renew`)).status).toBe(400);
  });
});
