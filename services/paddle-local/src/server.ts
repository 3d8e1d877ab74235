import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardProblem, checkoutDone, checkoutForm, checkoutGone } from './checkout-page';
import {
  adjustmentJson,
  errorJson,
  paddleId,
  subscriptionJson,
  transactionJson,
  type AdjustmentState,
  type LocalPrice,
  type SubscriptionState,
  type TransactionState,
} from './paddle-objects';
import { LocalState } from './local-state';
import { WebhookSender } from './webhook-sender';

export interface PaddleLocalOptions {
  prices: LocalPrice[];
  apiKey: string;
  webhookSecret: string;
  /** Where notifications go (our POST /api/payment/paddle); null: none sent until set. */
  webhookUrl: string | null;
  host?: string;
  port?: number;
  /** Where a browser reaches this server (checkout links); its own address otherwise. */
  publicUrl?: string;
  /** A JSON file keeping Paddle's records across restarts (npm start); none: memory only. */
  stateFile?: string;
}

export interface PaddleLocal {
  url: string;
  server: Server;
  webhooks: WebhookSender;
  setWebhookUrl(url: string | null): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const addPeriod = (from: Date, interval: 'month' | 'year') => {
  const end = new Date(from);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/**
 * A Paddle Billing look-alike on loopback for development and tests: the REST calls the Node SDK
 * makes for what Pylands uses, a checkout page paid with the test card, and signed webhooks.
 * State is kept in memory and, with `stateFile`, saved after each change so a restart keeps it.
 */
export async function startPaddleLocal(options: PaddleLocalOptions): Promise<PaddleLocal> {
  let webhookUrl = options.webhookUrl;
  const webhooks = new WebhookSender(() => webhookUrl, options.webhookSecret);
  const state = new LocalState(options.stateFile ?? null);
  const { transactions, subscriptions, adjustments, customers } = state;
  let baseUrl = '';

  const price = (id: unknown): LocalPrice => {
    const found = options.prices.find((p) => p.id === id);
    if (!found) throw new HttpError(400, 'price_not_found', `price ${String(id)} does not exist`);
    return found;
  };
  const get = <T>(map: Map<string, T>, id: string, what: string): T => {
    const found = map.get(id);
    if (!found) throw new HttpError(404, 'not_found', `${what} ${id} not found`);
    return found;
  };
  const firstPriceId = (body: Json): unknown => (body.items as Json[] | undefined)?.[0]?.price_id;

  const newTransaction = (p: LocalPrice, fields: Partial<TransactionState>): TransactionState => {
    const txn: TransactionState = {
      id: paddleId('txn'),
      status: 'ready',
      price: p,
      amount_minor: p.amount_minor,
      custom_data: null,
      customer_id: null,
      subscription_id: null,
      origin: 'api',
      checkout_url: null,
      created_at: new Date().toISOString(),
      billed_at: null,
      line_item_id: paddleId('txnitm'),
      ...fields,
    };
    transactions.set(txn.id, txn);
    return txn;
  };

  /** A completed charge of the subscription's (current) price: a change of plan or a renewal. */
  const chargeSubscription = (
    sub: SubscriptionState,
    origin: 'subscription_update' | 'subscription_recurring',
    amount: number,
  ) =>
    newTransaction(sub.price, {
      amount_minor: amount,
      subscription_id: sub.id,
      custom_data: sub.custom_data,
      customer_id: sub.customer_id,
      origin,
      status: 'completed',
      billed_at: new Date().toISOString(),
    });

  /** The unused share of the current period, for a prorated change. */
  const remainingShare = (sub: SubscriptionState) => {
    const start = Date.parse(sub.period_start);
    const end = Date.parse(sub.period_end);
    return Math.min(1, Math.max(0, (end - Date.now()) / (end - start)));
  };
  const prorated = (sub: SubscriptionState, next: LocalPrice) =>
    Math.max(0, Math.round((next.amount_minor - sub.price.amount_minor) * remainingShare(sub)));

  const completeCheckout = async (txn: TransactionState, email: string | null) => {
    txn.status = 'completed';
    txn.billed_at = new Date().toISOString();
    txn.customer_id ??= paddleId('ctm');
    if (email) customers.set(txn.customer_id, { id: txn.customer_id, email });
    if (txn.price.interval) {
      const start = new Date();
      const sub: SubscriptionState = {
        id: paddleId('sub'),
        status: 'active',
        price: txn.price,
        custom_data: txn.custom_data,
        customer_id: txn.customer_id,
        created_at: start.toISOString(),
        period_start: start.toISOString(),
        period_end: addPeriod(start, txn.price.interval).toISOString(),
        canceled_at: null,
      };
      subscriptions.set(sub.id, sub);
      txn.subscription_id = sub.id;
      void webhooks.send('subscription.created', { ...subscriptionJson(sub), transaction_id: txn.id });
    }
    void webhooks.send('transaction.completed', transactionJson(txn));
  };

  const api = async (method: string, path: string, body: Json): Promise<[number, unknown]> => {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/customers') {
      const id = paddleId('ctm');
      const customer = {
        id,
        email: body.email,
        name: body.name ?? null,
        status: 'active',
        custom_data: null,
        locale: 'en',
        marketing_consent: false,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        import_meta: null,
      };
      customers.set(id, customer);
      return [201, { data: customer }];
    }
    if ((match = /^\/customers\/([^/]+)$/.exec(path)) && method === 'GET')
      return [200, { data: get(customers, match[1], 'customer') }];
    if (method === 'POST' && path === '/transactions') {
      const txn = newTransaction(price(firstPriceId(body)), {
        custom_data: (body.custom_data as Json | undefined) ?? null,
        customer_id: (body.customer_id as string | undefined) ?? null,
        origin: 'web',
      });
      txn.checkout_url = `${options.publicUrl ?? baseUrl}/checkout/${txn.id}`;
      return [201, { data: transactionJson(txn) }];
    }
    if ((match = /^\/transactions\/([^/]+)$/.exec(path)) && method === 'GET')
      return [200, { data: transactionJson(get(transactions, match[1], 'transaction')) }];
    if ((match = /^\/subscriptions\/([^/]+)$/.exec(path)) && method === 'GET')
      return [200, { data: subscriptionJson(get(subscriptions, match[1], 'subscription')) }];
    if ((match = /^\/subscriptions\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
      const sub = get(subscriptions, match[1], 'subscription');
      if (sub.status === 'canceled')
        throw new HttpError(400, 'subscription_locked_canceled', 'subscription is canceled');
      sub.status = 'canceled';
      sub.canceled_at = new Date().toISOString();
      void webhooks.send('subscription.canceled', subscriptionJson(sub));
      return [200, { data: subscriptionJson(sub) }];
    }
    if ((match = /^\/subscriptions\/([^/]+)(\/preview)?$/.exec(path)) && method === 'PATCH') {
      const sub = get(subscriptions, match[1], 'subscription');
      if (sub.status === 'canceled')
        throw new HttpError(400, 'subscription_locked_canceled', 'subscription is canceled');
      const next = price(firstPriceId(body));
      if (!next.interval)
        throw new HttpError(400, 'subscription_invalid_price', 'a subscription needs a recurring price');
      const amount = prorated(sub, next);
      if (match[2]) {
        const charge = transactionJson({ ...newTransaction(next, { amount_minor: amount }) });
        transactions.delete(charge.id);
        const immediate = {
          billing_period: { starts_at: new Date().toISOString(), ends_at: sub.period_end },
          details: charge.details,
          adjustments: [],
        };
        const preview = {
          ...subscriptionJson({ ...sub, price: next }),
          immediate_transaction: immediate,
          next_transaction: null,
          recurring_transaction_details: null,
          update_summary: null,
        };
        return [200, { data: preview }];
      }
      sub.price = next;
      const txn = chargeSubscription(sub, 'subscription_update', amount);
      void webhooks.send('subscription.updated', subscriptionJson(sub));
      void webhooks.send('transaction.completed', transactionJson(txn));
      return [200, { data: subscriptionJson(sub) }];
    }
    if (method === 'POST' && path === '/adjustments') {
      const txn = get(transactions, String(body.transaction_id), 'transaction');
      if (txn.status !== 'completed')
        throw new HttpError(400, 'adjustment_transaction_invalid_status', 'transaction is not completed');
      if (body.action !== 'refund')
        throw new HttpError(400, 'bad_request', 'only refunds are supported locally');
      const adjustment: AdjustmentState = {
        id: paddleId('adj'),
        transaction_id: txn.id,
        subscription_id: txn.subscription_id,
        customer_id: txn.customer_id,
        reason: String(body.reason ?? ''),
        status: 'pending_approval',
        amount_minor: txn.amount_minor,
        currency: txn.price.currency,
        created_at: new Date().toISOString(),
        paid_out_at: null,
      };
      adjustments.set(adjustment.id, adjustment);
      void webhooks.send('adjustment.created', adjustmentJson(adjustment));
      return [201, { data: adjustmentJson(adjustment) }];
    }
    throw new HttpError(404, 'not_found', `${method} ${path} is not served by the local Paddle`);
  };

  /** What Paddle's dashboard and billing cycle do, for tests and a developer: not part of Paddle's API. */
  const local = async (method: string, path: string): Promise<[number, unknown]> => {
    let match: RegExpExecArray | null;
    if ((match = /^\/local\/adjustments\/([^/]+)\/(approve|reject)$/.exec(path)) && method === 'POST') {
      const adjustment = get(adjustments, match[1], 'adjustment');
      adjustment.status = match[2] === 'approve' ? 'approved' : 'rejected';
      await webhooks.send('adjustment.updated', adjustmentJson(adjustment));
      return [200, { data: adjustmentJson(adjustment) }];
    }
    if ((match = /^\/local\/adjustments\/([^/]+)\/pay-out$/.exec(path)) && method === 'POST') {
      // The money reached the customer: Paddle reports the approved refund's payout totals.
      const adjustment = get(adjustments, match[1], 'adjustment');
      if (adjustment.status !== 'approved')
        throw new HttpError(400, 'adjustment_not_approved', 'only an approved refund is paid out');
      adjustment.paid_out_at ??= new Date().toISOString();
      await webhooks.send('adjustment.updated', adjustmentJson(adjustment));
      return [200, { data: adjustmentJson(adjustment) }];
    }
    if ((match = /^\/local\/subscriptions\/([^/]+)\/renew$/.exec(path)) && method === 'POST') {
      // Paddle's billing cycle: the next period is charged and the subscription moves on to it.
      const sub = get(subscriptions, match[1], 'subscription');
      if (sub.status !== 'active')
        throw new HttpError(400, 'subscription_not_active', 'only an active subscription renews');
      sub.period_start = sub.period_end;
      sub.period_end = addPeriod(new Date(sub.period_end), sub.price.interval ?? 'month').toISOString();
      const txn = chargeSubscription(sub, 'subscription_recurring', sub.price.amount_minor);
      await webhooks.send('transaction.completed', transactionJson(txn));
      await webhooks.send('subscription.updated', subscriptionJson(sub));
      return [200, { data: { subscription: subscriptionJson(sub), transaction: transactionJson(txn) } }];
    }
    if ((match = /^\/local\/checkout\/([^/]+)\/pay$/.exec(path)) && method === 'POST') {
      const txn = get(transactions, match[1], 'transaction');
      if (txn.status !== 'ready') throw new HttpError(400, 'transaction_not_ready', 'already paid');
      await completeCheckout(txn, null);
      await webhooks.idle();
      return [200, { data: transactionJson(txn) }];
    }
    if (path === '/local/deliveries' && method === 'GET') return [200, { data: webhooks.deliveries }];
    throw new HttpError(404, 'not_found', `${method} ${path} is not served by the local Paddle`);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://local');
      const method = request.method ?? 'GET';
      const raw = await readBody(request);
      // Whatever this request changes is saved when it is answered (GETs change nothing).
      if (method !== 'GET') response.once('finish', () => state.save());
      const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
      if (checkout) {
        const txn = transactions.get(checkout[1]);
        if (!txn || txn.status !== 'ready')
          return send(response, 404, checkoutGone(), 'text/html; charset=utf-8');
        if (method === 'GET') return send(response, 200, checkoutForm(txn), 'text/html; charset=utf-8');
        const form = new URLSearchParams(raw);
        const problem = cardProblem(form);
        if (problem) return send(response, 402, checkoutForm(txn, problem), 'text/html; charset=utf-8');
        await completeCheckout(txn, form.get('email'));
        const back = txn.custom_data?.return_url;
        return send(
          response,
          200,
          checkoutDone(txn, typeof back === 'string' ? back : null),
          'text/html; charset=utf-8',
        );
      }
      if (request.headers.authorization?.toLowerCase() !== `bearer ${options.apiKey.toLowerCase()}`)
        return send(response, 403, errorJson('forbidden', "You aren't permitted to perform this request."));
      let body: Json = {};
      if (raw) body = JSON.parse(raw) as Json;
      const [status, answer] = url.pathname.startsWith('/local/')
        ? await local(method, url.pathname)
        : await api(method, url.pathname, body);
      send(response, status, { ...(answer as Json), meta: { request_id: paddleId('req') } });
    })().catch((error: unknown) => {
      if (error instanceof HttpError)
        return send(response, error.status, errorJson(error.code, error.message));
      send(response, 400, errorJson('bad_request', String(error)));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url: baseUrl,
    server,
    webhooks,
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    close: async () => {
      webhooks.stop();
      // Keep-alive sockets of the SDK's client would hold close() open until they time out.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
