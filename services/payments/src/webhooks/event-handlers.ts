import type { EntityManager } from 'typeorm';
import type { Catalogue } from '../catalogue/catalogue';
import { updateReturning } from '../database/update-returning';
import { appendLedger } from '../ledger/ledger';
import { END_TRIAL, ENTITLING_STATUSES } from '../subscriptions/subscription-row';
import {
  adjustmentDataSchema,
  pylandsCustomDataSchema,
  subscriptionDataSchema,
  transactionDataSchema,
  type PaddleEvent,
} from './paddle-event';

/** An event that cannot be applied as it stands: kept in the inbox with this note, not retried. */
export class UnusableEvent extends Error {}

const REFUND_STATUS: Record<string, string> = {
  pending_approval: 'requested',
  approved: 'approved',
  rejected: 'rejected',
  reversed: 'rejected',
};

function owner(customData: unknown): { user_id: string; organization_id: string | null } {
  const parsed = pylandsCustomDataSchema.safeParse(customData);
  if (!parsed.success) throw new UnusableEvent('custom_data does not name a Pylands account');
  return { user_id: parsed.data.user_id, organization_id: parsed.data.organization_id ?? null };
}

/**
 * Applies one stored Paddle event inside the inbox's transaction (so the grant and "processed"
 * commit together). Each state change is guarded by the time of the event that made it: an older
 * event arriving later changes nothing.
 */
export async function applyPaddleEvent(
  manager: EntityManager,
  catalogue: Catalogue,
  event: PaddleEvent,
): Promise<void> {
  const [entity] = event.event_type.split('.');
  if (event.event_type === 'transaction.completed') return transactionCompleted(manager, catalogue, event);
  if (entity === 'subscription') return subscriptionChanged(manager, catalogue, event);
  if (entity === 'adjustment') return adjustmentChanged(manager, event);
  // Other events (customer.*, transaction.created, ...) are kept for the record only.
}

async function transactionCompleted(manager: EntityManager, catalogue: Catalogue, event: PaddleEvent) {
  const data = transactionDataSchema.parse(event.data);
  const who = owner(data.custom_data);
  const entry = catalogue.byPriceId(data.items[0].price.id);
  if (!entry) throw new UnusableEvent(`price ${data.items[0].price.id} is not in the catalogue`);
  const amount = Number(data.details?.totals?.grand_total ?? entry.amount_minor);
  const currency = data.details?.totals?.currency_code ?? data.currency_code ?? entry.currency;
  const paidAt = data.billed_at ?? event.occurred_at;
  if (entry.kind === 'course') {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO "payments"."course_purchases"
         ("owner_user_id", "plan_name", "course", "transaction_id", "amount_minor", "currency", "purchased_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("transaction_id", "plan_name") DO NOTHING RETURNING "id"`,
      [who.user_id, entry.plan_name, entry.course, data.id, amount, currency, paidAt],
    );
    if (rows.length)
      await appendLedger(manager, 'paddle', 'grant.course', rows[0].id, {
        user_id: who.user_id,
        plan_name: entry.plan_name,
        transaction_id: data.id,
        amount_minor: amount,
        currency,
      });
    return;
  }
  if (!data.subscription_id) throw new UnusableEvent('a subscription price paid without a subscription id');
  // The subscription's own events set its status; a payment records itself and, when it comes
  // first, creates the row as active.
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO "payments"."subscriptions"
       ("paddle_subscription_id", "owner_user_id", "organization_id", "plan_name", "status", "state_at",
        "last_transaction_id", "last_amount_minor", "currency", "last_paid_at")
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9)
     ON CONFLICT ("paddle_subscription_id") DO UPDATE SET
       "last_transaction_id" = EXCLUDED."last_transaction_id",
       "last_amount_minor" = EXCLUDED."last_amount_minor",
       "currency" = EXCLUDED."currency",
       "last_paid_at" = EXCLUDED."last_paid_at"
     WHERE "subscriptions"."last_paid_at" IS NULL OR "subscriptions"."last_paid_at" <= EXCLUDED."last_paid_at"
     RETURNING "id"`,
    [
      data.subscription_id,
      who.user_id,
      who.organization_id,
      entry.plan_name,
      event.occurred_at,
      data.id,
      amount,
      currency,
      paidAt,
    ],
  );
  if (who.organization_id) await endTrial(manager, who.organization_id, event.occurred_at);
  // Paddle may send one payment again under a new event id: the ledger records it once.
  const recorded: unknown[] = await manager.query(
    `SELECT 1 FROM "payments"."ledger" WHERE "action" = 'payment.subscription' AND "details"->>'transaction_id' = $1 LIMIT 1`,
    [data.id],
  );
  if (recorded.length) return;
  await appendLedger(manager, 'paddle', 'payment.subscription', rows[0]?.id ?? data.subscription_id, {
    user_id: who.user_id,
    organization_id: who.organization_id,
    plan_name: entry.plan_name,
    transaction_id: data.id,
    amount_minor: amount,
    currency,
  });
}

/** A paid organization plan ends the school's trial (recorded once, in the ledger). */
async function endTrial(manager: EntityManager, organizationId: string, at: string) {
  const ended = await updateReturning<{ id: string }>(manager, END_TRIAL, [organizationId, at]);
  if (ended.length)
    await appendLedger(manager, 'paddle', 'trial.ended', ended[0].id, { organization_id: organizationId });
}

async function subscriptionChanged(manager: EntityManager, catalogue: Catalogue, event: PaddleEvent) {
  const data = subscriptionDataSchema.parse(event.data);
  const who = owner(data.custom_data);
  const entry = catalogue.byPriceId(data.items[0].price.id);
  if (!entry || entry.kind !== 'subscription')
    throw new UnusableEvent(`price ${data.items[0].price.id} is not a subscription plan of the catalogue`);
  const periodEnd = data.current_billing_period?.ends_at ?? null;
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO "payments"."subscriptions"
       ("paddle_subscription_id", "owner_user_id", "organization_id", "plan_name", "status", "current_period_end",
        "canceled_at", "state_at")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT ("paddle_subscription_id") DO UPDATE SET
       "plan_name" = EXCLUDED."plan_name",
       "status" = EXCLUDED."status",
       "current_period_end" = COALESCE(EXCLUDED."current_period_end", "subscriptions"."current_period_end"),
       "canceled_at" = EXCLUDED."canceled_at",
       "state_at" = EXCLUDED."state_at"
     WHERE "subscriptions"."state_at" <= EXCLUDED."state_at"
     RETURNING "id"`,
    [
      data.id,
      who.user_id,
      who.organization_id,
      entry.plan_name,
      data.status,
      periodEnd,
      data.canceled_at ?? null,
      event.occurred_at,
    ],
  );
  if (who.organization_id && ENTITLING_STATUSES.includes(data.status))
    await endTrial(manager, who.organization_id, event.occurred_at);
  if (rows.length)
    await appendLedger(manager, 'paddle', `subscription.${data.status}`, rows[0].id, {
      user_id: who.user_id,
      organization_id: who.organization_id,
      plan_name: entry.plan_name,
      paddle_subscription_id: data.id,
    });
}

async function adjustmentChanged(manager: EntityManager, event: PaddleEvent) {
  const data = adjustmentDataSchema.parse(event.data);
  if (data.action !== 'refund') return;
  // Paddle has no "paid out" status: an approved refund whose payout totals are reported was paid out.
  const status = data.status === 'approved' && data.payout_totals ? 'paid_out' : REFUND_STATUS[data.status];
  if (!status) throw new UnusableEvent(`unknown adjustment status ${data.status}`);
  // Ours carry the adjustment id once Paddle answered; its webhook may come first, so a refund of
  // the same transaction still waiting for its id is this one.
  const refunds = await updateReturning<{ id: string; purchase_id: string; purchase_kind: string }>(
    manager,
    `UPDATE "payments"."refunds" SET "adjustment_id" = $1
     WHERE "id" = (SELECT "id" FROM "payments"."refunds"
                   WHERE "adjustment_id" = $1 OR ("adjustment_id" IS NULL AND "transaction_id" = $2)
                   ORDER BY ("adjustment_id" = $1) DESC NULLS LAST, "requested_at" LIMIT 1)
     RETURNING "id", "purchase_id", "purchase_kind"`,
    [data.id, data.transaction_id],
  );
  let refund = refunds[0];
  if (!refund) {
    // A refund made in Paddle's dashboard: recorded, and applied like ours.
    const purchase: { id: string; kind: string }[] = await manager.query(
      `SELECT "id", 'course' AS "kind" FROM "payments"."course_purchases" WHERE "transaction_id" = $1
       UNION ALL SELECT "id", 'subscription' FROM "payments"."subscriptions" WHERE "last_transaction_id" = $1 LIMIT 1`,
      [data.transaction_id],
    );
    if (!purchase.length) throw new UnusableEvent(`no purchase was paid by ${data.transaction_id}`);
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO "payments"."refunds"
         ("purchase_id", "purchase_kind", "transaction_id", "adjustment_id", "reason", "status", "state_at", "requested_by")
       VALUES ($1, $2, $3, $4, $5, 'requested', '-infinity', NULL) RETURNING "id"`,
      [purchase[0].id, purchase[0].kind, data.transaction_id, data.id, data.reason ?? ''],
    );
    refund = { id: inserted[0].id, purchase_id: purchase[0].id, purchase_kind: purchase[0].kind };
  }
  const changed = await updateReturning(
    manager,
    `UPDATE "payments"."refunds" SET "status" = $2, "state_at" = $3 WHERE "id" = $1 AND "state_at" <= $3 RETURNING "id"`,
    [refund.id, status, event.occurred_at],
  );
  if (!changed.length) return;
  await appendLedger(manager, 'paddle', `refund.${status}`, refund.purchase_id, {
    refund_id: refund.id,
    adjustment_id: data.id,
    transaction_id: data.transaction_id,
  });
  if ((status === 'approved' || status === 'paid_out') && refund.purchase_kind === 'course')
    await manager.query(
      `UPDATE "payments"."course_purchases" SET "refunded_at" = $2 WHERE "id" = $1 AND "refunded_at" IS NULL`,
      [refund.purchase_id, event.occurred_at],
    );
}
