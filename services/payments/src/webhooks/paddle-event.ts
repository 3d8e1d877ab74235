import { z } from 'zod';

/** The envelope of every Paddle notification; `data` is the entity, read by each handler. */
export const paddleEventSchema = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
export type PaddleEvent = z.infer<typeof paddleEventSchema>;

/** What Pylands puts in a checkout's custom_data, read back from transactions and subscriptions. */
export const pylandsCustomDataSchema = z.object({
  user_id: z.uuid(),
  organization_id: z.uuid().optional(),
});

const priceItemsSchema = z.array(z.object({ price: z.object({ id: z.string() }) })).min(1);

export const transactionDataSchema = z.object({
  id: z.string(),
  status: z.string(),
  subscription_id: z.string().nullable().optional(),
  custom_data: z.unknown(),
  items: priceItemsSchema,
  billed_at: z.string().nullable().optional(),
  details: z
    .object({
      totals: z.object({ grand_total: z.string(), currency_code: z.string() }).nullable().optional(),
    })
    .nullable()
    .optional(),
  currency_code: z.string().optional(),
});

export const subscriptionDataSchema = z.object({
  id: z.string(),
  status: z.string(),
  custom_data: z.unknown(),
  items: priceItemsSchema,
  current_billing_period: z.object({ ends_at: z.string() }).nullable().optional(),
  canceled_at: z.string().nullable().optional(),
});

export const adjustmentDataSchema = z.object({
  id: z.string(),
  action: z.string(),
  transaction_id: z.string(),
  status: z.string(),
  reason: z.string().optional(),
  /** Set once the refund was paid out (our "paid out"); null while it is only approved. */
  payout_totals: z.object({ total: z.string() }).nullable().optional(),
});
