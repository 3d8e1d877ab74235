import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { startPaddleLocal, type PaddleLocal } from './server';
import type { LocalPrice } from './paddle-objects';

const SECRET = 'pdl_ntfset_unit_test_secret';
const API_KEY = 'pdl_local_unit_key';
const PRICES: LocalPrice[] = [
  {
    id: 'pri_course',
    product_id: 'pro_course',
    name: 'Beginner Python course',
    amount_minor: 2900,
    currency: 'USD',
    interval: null,
  },
  {
    id: 'pri_monthly',
    product_id: 'pro_plan',
    name: 'Parent subscription (monthly)',
    amount_minor: 1000,
    currency: 'USD',
    interval: 'month',
  },
  {
    id: 'pri_yearly',
    product_id: 'pro_plan',
    name: 'Parent subscription (yearly)',
    amount_minor: 10000,
    currency: 'USD',
    interval: 'year',
  },
];

interface Received {
  body: string;
  signature: string;
  event: { event_type: string; data: { id: string; status: string } };
}

let paddle: PaddleLocal;
let sdk: Paddle;
let receiver: Server;
const received: Received[] = [];

beforeAll(async () => {
  // Our webhook endpoint's stand-in: records what arrives, answers 200.
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        body,
        signature: String(request.headers['paddle-signature']),
        event: JSON.parse(body),
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  paddle = await startPaddleLocal({
    prices: PRICES,
    apiKey: API_KEY,
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
  });
  // The SDK takes a base URL in place of an environment name: the production client, pointed here.
  sdk = new Paddle(API_KEY, { environment: paddle.url as Environment });
});

afterAll(async () => {
  await paddle.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const events = (type: string) => received.filter((item) => item.event.event_type === type);

async function pay(checkoutUrl: string, card: string): Promise<Response> {
  return fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '11/38', cvc: '321' }),
  });
}

describe('the local Paddle, called by the official Node SDK', () => {
  it('creates a transaction with a checkout page; the test card pays it and a signed transaction.completed follows', async () => {
    const transaction = await sdk.transactions.create({
      items: [{ priceId: 'pri_course', quantity: 1 }],
      customData: { user_id: 'u1' },
    });
    expect(transaction.status).toBe('ready');
    expect(transaction.checkout?.url).toBe(`${paddle.url}/checkout/${transaction.id}`);
    const form = await fetch(transaction.checkout!.url!);
    expect(await form.text()).toContain('4242 4242 4242 4242');
    expect((await pay(transaction.checkout!.url!, '4000 0000 0000 0002')).status).toBe(402);
    expect((await pay(transaction.checkout!.url!, '4242 4242 4242 4242')).status).toBe(200);
    await paddle.webhooks.idle();
    const [completed] = events('transaction.completed').filter(
      (item) => item.event.data.id === transaction.id,
    );
    expect(completed.event.data.status).toBe('completed');
    // The SDK accepts the signature with our secret and refuses it with another.
    expect(await sdk.webhooks.isSignatureValid(completed.body, SECRET, completed.signature)).toBe(true);
    expect(await sdk.webhooks.isSignatureValid(completed.body, 'pdl_ntfset_other', completed.signature)).toBe(
      false,
    );
    const read = await sdk.transactions.get(transaction.id);
    expect(read.status).toBe('completed');
    expect(read.details?.totals?.grandTotal).toBe('2900');
    // A paid checkout cannot be paid again.
    expect((await fetch(transaction.checkout!.url!)).status).toBe(404);
  });

  it('a subscription: previewed and changed (prorated), canceled at once, each change sent as a webhook', async () => {
    const transaction = await sdk.transactions.create({ items: [{ priceId: 'pri_monthly', quantity: 1 }] });
    await pay(transaction.checkout!.url!, '4242424242424242');
    await paddle.webhooks.idle();
    const subscriptionId = (await sdk.transactions.get(transaction.id)).subscriptionId!;
    const subscription = await sdk.subscriptions.get(subscriptionId);
    expect(subscription.status).toBe('active');
    expect(subscription.items[0].price.id).toBe('pri_monthly');
    const preview = await sdk.subscriptions.previewUpdate(subscriptionId, {
      items: [{ priceId: 'pri_yearly', quantity: 1 }],
      prorationBillingMode: 'prorated_immediately',
    });
    // Almost the whole month is left: nearly the full difference is charged now.
    const charge = Number(preview.immediateTransaction?.details?.totals?.grandTotal);
    expect(charge).toBeGreaterThan(8500);
    expect(charge).toBeLessThanOrEqual(9000);
    const changed = await sdk.subscriptions.update(subscriptionId, {
      items: [{ priceId: 'pri_yearly', quantity: 1 }],
      prorationBillingMode: 'prorated_immediately',
    });
    expect(changed.items[0].price.id).toBe('pri_yearly');
    const canceled = await sdk.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
    expect(canceled.status).toBe('canceled');
    await paddle.webhooks.idle();
    expect(events('subscription.created').some((item) => item.event.data.id === subscriptionId)).toBe(true);
    expect(events('subscription.updated').some((item) => item.event.data.id === subscriptionId)).toBe(true);
    expect(events('subscription.canceled').some((item) => item.event.data.id === subscriptionId)).toBe(true);
    await expect(sdk.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' })).rejects.toThrow(
      'subscription is canceled',
    );
  });

  it('a refund is an adjustment waiting for approval; its approval is sent as adjustment.updated', async () => {
    const transaction = await sdk.transactions.create({ items: [{ priceId: 'pri_course', quantity: 1 }] });
    await pay(transaction.checkout!.url!, '4242424242424242');
    const adjustment = await sdk.adjustments.create({
      action: 'refund',
      transactionId: transaction.id,
      reason: 'bought by mistake',
      type: 'full',
    });
    expect(adjustment.status).toBe('pending_approval');
    expect(adjustment.totals.total).toBe('2900');
    const approved = await fetch(`${paddle.url}/local/adjustments/${adjustment.id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(approved.status).toBe(200);
    const updated = events('adjustment.updated').find((item) => item.event.data.id === adjustment.id);
    expect(updated?.event.data.status).toBe('approved');
  });

  it('refuses a wrong API key and an unknown price like Paddle (the SDK throws its ApiError)', async () => {
    const stranger = new Paddle('pdl_wrong', { environment: paddle.url as Environment });
    await expect(stranger.transactions.get('txn_x')).rejects.toThrow('permitted');
    await expect(sdk.transactions.create({ items: [{ priceId: 'pri_nope', quantity: 1 }] })).rejects.toThrow(
      'price pri_nope does not exist',
    );
  });

  it('with a state file, a restart keeps subscriptions, which then renew into their next period', async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'paddle-local-')), 'state.json');
    const start = () =>
      startPaddleLocal({
        prices: PRICES,
        apiKey: API_KEY,
        webhookSecret: SECRET,
        webhookUrl: null,
        stateFile,
      });
    const before = await start();
    const client = new Paddle(API_KEY, { environment: before.url as Environment });
    const transaction = await client.transactions.create({
      items: [{ priceId: 'pri_monthly', quantity: 1 }],
    });
    await pay(transaction.checkout!.url!, '4242424242424242');
    const subscriptionId = (await client.transactions.get(transaction.id)).subscriptionId!;
    const period = (await client.subscriptions.get(subscriptionId)).currentBillingPeriod!;
    await before.close();

    const after = await start();
    try {
      const again = new Paddle(API_KEY, { environment: after.url as Environment });
      expect((await again.subscriptions.get(subscriptionId)).currentBillingPeriod).toEqual(period);
      const renewed = await fetch(`${after.url}/local/subscriptions/${subscriptionId}/renew`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}` },
      });
      expect(renewed.status).toBe(200);
      const next = (await again.subscriptions.get(subscriptionId)).currentBillingPeriod!;
      expect(next.startsAt).toBe(period.endsAt);
      const monthLater = new Date(period.endsAt);
      monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
      expect(Date.parse(next.endsAt)).toBe(monthLater.getTime());
      const { data } = (await renewed.json()) as { data: { transaction: { id: string } } };
      const payment = await again.transactions.get(data.transaction.id);
      expect(payment).toMatchObject({
        status: 'completed',
        origin: 'subscription_recurring',
        subscriptionId,
      });
    } finally {
      await after.close();
    }
  });
});
