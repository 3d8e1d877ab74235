import { randomBytes } from 'node:crypto';

/** A product the local Paddle sells: what Paddle's dashboard holds for a real account. */
export interface LocalPrice {
  id: string;
  product_id: string;
  name: string;
  amount_minor: number;
  currency: string;
  /** Billing interval of a subscription price; null for a one-time price. */
  interval: 'month' | 'year' | null;
}

/** Paddle's id form: a prefix and 26 lowercase letters and digits (txn_01h...). */
export function paddleId(prefix: string): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const bytes = randomBytes(26);
  return `${prefix}_01${[...bytes.subarray(0, 24)].map((byte) => alphabet[byte % 32]).join('')}`;
}

const now = () => new Date().toISOString();

export function productJson(price: LocalPrice) {
  return {
    id: price.product_id,
    name: price.name,
    description: null,
    type: 'standard',
    tax_category: 'standard',
    image_url: null,
    custom_data: null,
    status: 'active',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

export function priceJson(price: LocalPrice) {
  return {
    id: price.id,
    product_id: price.product_id,
    description: price.name,
    type: 'standard',
    name: price.name,
    billing_cycle: price.interval ? { interval: price.interval, frequency: 1 } : null,
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: { amount: String(price.amount_minor), currency_code: price.currency },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

function totals(amount: number, currency: string) {
  const text = String(amount);
  return {
    subtotal: text,
    discount: '0',
    tax: '0',
    total: text,
    credit: '0',
    credit_to_balance: '0',
    balance: '0',
    grand_total: text,
    fee: null,
    earnings: null,
    currency_code: currency,
  };
}

export interface TransactionState {
  id: string;
  status: 'ready' | 'completed' | 'canceled';
  price: LocalPrice;
  /** Charged amount (a prorated upgrade charges less than the price). */
  amount_minor: number;
  custom_data: Record<string, unknown> | null;
  customer_id: string | null;
  subscription_id: string | null;
  origin: 'web' | 'api' | 'subscription_update' | 'subscription_recurring';
  checkout_url: string | null;
  created_at: string;
  billed_at: string | null;
  line_item_id: string;
}

export function transactionJson(txn: TransactionState) {
  const { price } = txn;
  const lineTotals = {
    subtotal: String(txn.amount_minor),
    discount: '0',
    tax: '0',
    total: String(txn.amount_minor),
  };
  return {
    id: txn.id,
    status: txn.status,
    customer_id: txn.customer_id,
    address_id: null,
    business_id: null,
    custom_data: txn.custom_data,
    currency_code: price.currency,
    origin: txn.origin,
    subscription_id: txn.subscription_id,
    invoice_id: null,
    invoice_number: null,
    collection_mode: 'automatic',
    discount_id: null,
    billing_details: null,
    billing_period: null,
    items: [{ price: priceJson(price), quantity: 1, proration: null }],
    details: {
      tax_rates_used: [],
      totals: totals(txn.amount_minor, price.currency),
      adjusted_totals: totals(txn.amount_minor, price.currency),
      payout_totals: null,
      adjusted_payout_totals: null,
      line_items: [
        {
          id: txn.line_item_id,
          price_id: price.id,
          quantity: 1,
          proration: null,
          tax_rate: '0',
          unit_totals: lineTotals,
          totals: lineTotals,
          product: productJson(price),
        },
      ],
    },
    payments: [],
    checkout: txn.checkout_url ? { url: txn.checkout_url } : null,
    created_at: txn.created_at,
    updated_at: now(),
    billed_at: txn.billed_at,
  };
}

export interface SubscriptionState {
  id: string;
  status: 'active' | 'canceled';
  price: LocalPrice;
  custom_data: Record<string, unknown> | null;
  customer_id: string;
  created_at: string;
  period_start: string;
  period_end: string;
  canceled_at: string | null;
}

export function subscriptionJson(sub: SubscriptionState) {
  const interval = sub.price.interval ?? 'month';
  return {
    id: sub.id,
    status: sub.status,
    customer_id: sub.customer_id,
    address_id: paddleId('add'),
    business_id: null,
    currency_code: sub.price.currency,
    created_at: sub.created_at,
    updated_at: now(),
    started_at: sub.created_at,
    first_billed_at: sub.created_at,
    next_billed_at: sub.status === 'active' ? sub.period_end : null,
    paused_at: null,
    canceled_at: sub.canceled_at,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period:
      sub.status === 'active' ? { starts_at: sub.period_start, ends_at: sub.period_end } : null,
    billing_cycle: { interval, frequency: 1 },
    scheduled_change: null,
    management_urls: null,
    items: [
      {
        status: 'active',
        quantity: 1,
        recurring: true,
        created_at: sub.created_at,
        updated_at: now(),
        previously_billed_at: sub.period_start,
        next_billed_at: sub.period_end,
        trial_dates: null,
        price: priceJson(sub.price),
        product: productJson(sub.price),
      },
    ],
    custom_data: sub.custom_data,
    import_meta: null,
  };
}

export interface AdjustmentState {
  id: string;
  transaction_id: string;
  subscription_id: string | null;
  customer_id: string | null;
  reason: string;
  status: 'pending_approval' | 'approved' | 'rejected';
  amount_minor: number;
  currency: string;
  created_at: string;
  /** When the money went back to the customer; its payout totals are reported from then on. */
  paid_out_at: string | null;
}

export function adjustmentJson(adjustment: AdjustmentState) {
  const amount = String(adjustment.amount_minor);
  return {
    id: adjustment.id,
    action: 'refund',
    type: 'full',
    transaction_id: adjustment.transaction_id,
    subscription_id: adjustment.subscription_id,
    customer_id: adjustment.customer_id,
    reason: adjustment.reason,
    credit_applied_to_balance: false,
    currency_code: adjustment.currency,
    status: adjustment.status,
    items: [],
    totals: {
      subtotal: amount,
      tax: '0',
      total: amount,
      fee: '0',
      earnings: '0',
      currency_code: adjustment.currency,
    },
    payout_totals: adjustment.paid_out_at
      ? {
          subtotal: amount,
          tax: '0',
          total: amount,
          fee: '0',
          chargeback_fee: { amount: '0', original: null },
          earnings: amount,
          currency_code: adjustment.currency,
        }
      : null,
    created_at: adjustment.created_at,
    updated_at: now(),
  };
}

/** Paddle's error body (the SDK throws ApiError with it). */
export function errorJson(code: string, detail: string) {
  return {
    error: { type: 'request_error', code, detail, documentation_url: 'https://developer.paddle.com' },
  };
}
