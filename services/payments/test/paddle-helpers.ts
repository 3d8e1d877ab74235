import type { TestBrowser, TestResponse } from '@pylands/common/testing';
import { API_PATHS, type Checkout, type PlanName } from '@pylands/contracts';
import { randomBytes } from 'node:crypto';
import { paddleSignature, TEST_CARD } from '../../paddle-local/src';
import { API_KEY, WEBHOOK_SECRET, type PaymentsStack } from './stack';

export { eventually } from '@pylands/common/testing';

/** Opens a checkout for the plan and pays it on the local Paddle's page with the test card. */
export async function buy(
  browser: TestBrowser,
  planName: PlanName,
  card = TEST_CARD,
): Promise<{ checkout: Checkout; page: Response }> {
  const opened = await browser.post<Checkout>(API_PATHS.payment.checkout(planName));
  if (opened.status !== 200)
    throw new Error(`checkout answered ${opened.status} ${JSON.stringify(opened.body)}`);
  const page = await fetch(opened.body.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'payer@example.com', card_number: card, expiry: '12/39', cvc: '123' }),
  });
  return { checkout: opened.body, page };
}

/** A call to the local Paddle's own controls (what Paddle's dashboard does: approve a refund). */
export async function paddleControl(stack: PaymentsStack, path: string): Promise<Response> {
  return fetch(`${stack.paddle.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}` },
  });
}

export const eventId = () => `evt_01test${randomBytes(10).toString('hex')}`;

/** Posts a webhook to payments as Paddle does (no session, no CSRF header), signed unless told otherwise. */
export function postWebhook(
  browser: TestBrowser,
  event: unknown,
  options: { secret?: string; ts?: number; signature?: string | null } = {},
): Promise<TestResponse<{ received: boolean; duplicate: boolean; message?: string }>> {
  const raw = JSON.stringify(event);
  const headers: Record<string, string> = {};
  const signature =
    options.signature === undefined
      ? paddleSignature(options.secret ?? WEBHOOK_SECRET, raw, options.ts)
      : options.signature;
  if (signature !== null) headers['paddle-signature'] = signature;
  return browser.request('POST', API_PATHS.payment.paddleWebhook, { rawBody: raw, headers, csrf: false });
}

/** A transaction.completed event as Paddle sends it, for one catalogue price. */
export function transactionCompleted(
  stack: PaymentsStack,
  userId: string,
  planName: PlanName,
  fields: {
    transactionId?: string;
    subscriptionId?: string | null;
    occurredAt?: Date;
    organizationId?: string;
  } = {},
) {
  const entry = stack.paymentsConfig.catalogue.find((item) => item.plan_name === planName)!;
  const at = (fields.occurredAt ?? new Date()).toISOString();
  return {
    event_id: eventId(),
    event_type: 'transaction.completed',
    occurred_at: at,
    notification_id: `ntf_${randomBytes(8).toString('hex')}`,
    data: {
      id: fields.transactionId ?? `txn_01test${randomBytes(8).toString('hex')}`,
      status: 'completed',
      subscription_id: fields.subscriptionId ?? null,
      custom_data: {
        user_id: userId,
        ...(fields.organizationId ? { organization_id: fields.organizationId } : {}),
      },
      items: [{ price: { id: entry.paddle_price_id }, quantity: 1 }],
      billed_at: at,
      currency_code: entry.currency,
      details: { totals: { grand_total: String(entry.amount_minor), currency_code: entry.currency } },
    },
  };
}

/** A subscription.<status> event for one catalogue plan. */
export function subscriptionEvent(
  stack: PaymentsStack,
  userId: string,
  planName: PlanName,
  subscriptionId: string,
  status: 'active' | 'canceled',
  occurredAt: Date,
) {
  const entry = stack.paymentsConfig.catalogue.find((item) => item.plan_name === planName)!;
  return {
    event_id: eventId(),
    event_type: status === 'canceled' ? 'subscription.canceled' : 'subscription.created',
    occurred_at: occurredAt.toISOString(),
    data: {
      id: subscriptionId,
      status,
      custom_data: { user_id: userId },
      items: [{ price: { id: entry.paddle_price_id }, quantity: 1 }],
      current_billing_period:
        status === 'active'
          ? {
              starts_at: occurredAt.toISOString(),
              ends_at: new Date(occurredAt.getTime() + 30 * 86400000).toISOString(),
            }
          : null,
      canceled_at: status === 'canceled' ? occurredAt.toISOString() : null,
    },
  };
}
