import { API_PATHS, type CurrentPlan } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { paddleSignature } from '../../paddle-local/src';
import { buy, eventually, postWebhook, subscriptionEvent, transactionCompleted } from './paddle-helpers';
import { family, startPaymentsStack, type PaymentsStack } from './stack';

let stack: PaymentsStack;

beforeAll(async () => {
  stack = await startPaymentsStack();
});

afterAll(async () => {
  await stack?.close();
});

const plan = async (browser: ReturnType<PaymentsStack['browser']>) =>
  (await browser.get<CurrentPlan>(API_PATHS.payment.currentPlan)).body;
const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  stack.payments.get(DataSource).query(sql, params);

describe('buying at the local Paddle checkout', () => {
  it('a parent pays for Beginner Python with the test card: Paddle’s signed webhook grants the course', async () => {
    const parent = await family(stack);
    expect(await plan(parent.browser)).toEqual({ subscription: null, courses: [] });
    const { page } = await buy(parent.browser, 'python_course');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Payment complete');
    const granted = await eventually(
      () => plan(parent.browser),
      (current) => current.courses.length > 0,
    );
    expect(granted).toEqual({ subscription: null, courses: ['python'] });
    const ledger = await query<{ actor: string; action: string }>(
      `SELECT "actor", "action" FROM "payments"."ledger" WHERE "details"->>'user_id' = $1`,
      [parent.user.user_id],
    );
    expect(ledger).toEqual([{ actor: 'paddle', action: 'grant.course' }]);
  });

  it('a declined card pays nothing and grants nothing', async () => {
    const parent = await family(stack);
    const { page, checkout } = await buy(parent.browser, 'python_course', '4000000000000002');
    expect(page.status).toBe(402);
    expect(await page.text()).toContain('This card was declined');
    // The checkout is still open to pay (with a good card), and nothing was granted meanwhile.
    expect((await fetch(checkout.checkout_url)).status).toBe(200);
    await stack.paddle.webhooks.idle();
    expect(await plan(parent.browser)).toEqual({ subscription: null, courses: [] });
  });

  it('the parent subscription, paid monthly, is the current plan on the parent tier', async () => {
    const parent = await family(stack);
    await buy(parent.browser, 'parent_monthly');
    const granted = await eventually(
      () => plan(parent.browser),
      (current) => current.subscription !== null,
    );
    expect(granted.subscription).toEqual({ tier: 'parent', plan_name: 'parent_monthly' });
  });
});

describe('POST payment/paddle refuses what Paddle did not sign', () => {
  const inboxCount = async () =>
    Number((await query<{ n: string }>(`SELECT count(*) AS n FROM "payments"."webhook_inbox"`))[0].n);

  it('unsigned: 400; forged with another secret: 401; signed more than 5 seconds ago: 401; nothing stored or granted', async () => {
    const parent = await family(stack);
    const before = await inboxCount();
    const event = transactionCompleted(stack, parent.user.user_id, 'advanced_python_course');
    const browser = stack.browser();
    const unsigned = await postWebhook(browser, event, { signature: null });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe('Missing Paddle-Signature header');
    expect((await postWebhook(browser, event, { secret: 'pdl_ntfset_someone_else' })).status).toBe(401);
    expect((await postWebhook(browser, event, { ts: Math.floor(Date.now() / 1000) - 6 })).status).toBe(401);
    expect((await postWebhook(browser, event, { signature: 'garbage' })).status).toBe(401);
    // A body changed after signing (a forged amount) no longer matches its signature.
    const raw = JSON.stringify(event);
    const tampered = await browser.request('POST', API_PATHS.payment.paddleWebhook, {
      rawBody: raw.replace('"completed"', '"completed" '),
      headers: { 'paddle-signature': paddleSignature('pdl_ntfset_test_secret_0123456789abcdef', raw) },
      csrf: false,
    });
    expect(tampered.status).toBe(401);
    expect(await inboxCount()).toBe(before);
    expect(await plan(parent.browser)).toEqual({ subscription: null, courses: [] });
  });

  it('a signed body that is not a Paddle event: 400', async () => {
    const answer = await postWebhook(stack.browser(), { hello: 'world' });
    expect(answer.status).toBe(400);
  });
});

describe('each event is taken exactly once, in any order', () => {
  it('the same event delivered twice grants one purchase (the second answer says duplicate)', async () => {
    const parent = await family(stack);
    const event = transactionCompleted(stack, parent.user.user_id, 'python_course');
    const first = await postWebhook(stack.browser(), event);
    const second = await postWebhook(stack.browser(), event);
    expect(first.status).toBe(200);
    expect(first.body.duplicate).toBe(false);
    expect(second.status).toBe(200);
    expect(second.body.duplicate).toBe(true);
    // Paddle also resends an event under a new event id: the transaction is still granted once.
    const again = await postWebhook(stack.browser(), { ...event, event_id: `${event.event_id}x` });
    expect(again.body.duplicate).toBe(false);
    await eventually(
      () =>
        query(
          `SELECT 1 FROM "payments"."webhook_inbox" WHERE "event_id" LIKE $1 AND "processed_at" IS NULL`,
          [`${event.event_id}%`],
        ),
      (rows) => rows.length === 0,
    );
    const purchases = await parent.browser.get<{ purchases: unknown[] }>(API_PATHS.payment.allPurchases);
    expect(purchases.body.purchases).toHaveLength(1);
  });

  it('a cancellation that arrives before the subscription’s creation still leaves it canceled', async () => {
    const parent = await family(stack);
    const created = new Date(Date.now() - 60_000);
    const canceled = new Date(Date.now() - 30_000);
    const sub = `sub_01test${Date.now()}`;
    const events = [
      subscriptionEvent(stack, parent.user.user_id, 'parent_yearly', sub, 'canceled', canceled),
      subscriptionEvent(stack, parent.user.user_id, 'parent_yearly', sub, 'active', created),
      // The payment of the subscription's first period comes last of all.
      transactionCompleted(stack, parent.user.user_id, 'parent_yearly', {
        subscriptionId: sub,
        occurredAt: created,
      }),
    ];
    for (const event of events) await postWebhook(stack.browser(), event);
    // All three taken from the inbox (the payment alone already shows a last payment).
    await eventually(
      () =>
        query(
          `SELECT 1 FROM "payments"."webhook_inbox" WHERE "event_id" = ANY($1) AND "processed_at" IS NULL`,
          [events.map((event) => event.event_id)],
        ),
      (rows) => rows.length === 0,
    );
    const current = await parent.browser.get<{
      subscription: { status: string; last_payment: unknown } | null;
    }>(API_PATHS.payment.currentSubscription);
    expect(current.body.subscription?.last_payment).not.toBeNull();
    expect(current.body.subscription).toMatchObject({ status: 'canceled', plan_name: 'parent_yearly' });
    expect((await plan(parent.browser)).subscription).toBeNull();
  });

  it('an event for a price outside the catalogue is kept with a note and grants nothing', async () => {
    const parent = await family(stack);
    const event = transactionCompleted(stack, parent.user.user_id, 'python_course');
    event.data.items = [{ price: { id: 'pri_unknown' }, quantity: 1 }];
    expect((await postWebhook(stack.browser(), event)).status).toBe(200);
    const [row] = await eventually(
      () =>
        query<{ processed_at: Date | null; last_error: string | null }>(
          `SELECT "processed_at", "last_error" FROM "payments"."webhook_inbox" WHERE "event_id" = $1`,
          [event.event_id],
        ),
      (rows) => rows[0]?.processed_at != null,
    );
    expect(row.last_error).toBe('price pri_unknown is not in the catalogue');
    expect(await plan(parent.browser)).toEqual({ subscription: null, courses: [] });
  });
});

describe('the ledger', () => {
  it('is append-only: the database refuses to change or delete a line', async () => {
    await expect(query(`UPDATE "payments"."ledger" SET "actor" = 'someone'`)).rejects.toThrow('append-only');
    await expect(query(`DELETE FROM "payments"."ledger"`)).rejects.toThrow('append-only');
  });
});
