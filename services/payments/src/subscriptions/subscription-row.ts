import type { SubscriptionView } from '@pylands/contracts';
import type { Identity } from '@pylands/common';
import type { Catalogue } from '../catalogue/catalogue';

export interface SubscriptionRow {
  id: string;
  paddle_subscription_id: string;
  owner_user_id: string | null;
  organization_id: string | null;
  plan_name: string;
  status: SubscriptionView['status'];
  current_period_end: Date | null;
  canceled_at: Date | null;
  last_transaction_id: string | null;
  last_amount_minor: number | null;
  currency: string | null;
  last_paid_at: Date | null;
}

/**
 * A new school's trial is stored as a `trialing` subscription under this id (one per school):
 * billing shows it like a plan, but it is not Paddle's, so nothing may be bought over, changed or
 * canceled on it through Paddle.
 */
export const trialSubscriptionId = (organizationId: string) => `trial:${organizationId}`;
export const isTrial = (row: Pick<SubscriptionRow, 'paddle_subscription_id'>) =>
  row.paddle_subscription_id.startsWith('trial:');

/**
 * A school that pays ends its trial (SQL; $1 = organization id, $2 = when): canceling the paid
 * plan later leaves the school without a plan, not back on the trial.
 */
export const END_TRIAL = `UPDATE "payments"."subscriptions"
   SET "status" = 'canceled', "canceled_at" = $2, "state_at" = $2
   WHERE "paddle_subscription_id" = 'trial:' || $1 AND "status" = 'trialing'
   RETURNING "id"`;

/** Statuses in which a subscription still entitles its students. */
export const ENTITLING_STATUSES = ['active', 'trialing', 'past_due'];

/** SQL condition (with $3 = ENTITLING_STATUSES): entitles now; a trial past its period's end does not. */
export const ENTITLING_NOW = `("status" = ANY($3) AND NOT ("status" = 'trialing' AND "current_period_end" <= now()))`;

/**
 * SQL condition (with $1 = user id, $2 = organization id or null) for what a caller may see of
 * billing: their own purchases, and their organization's.
 */
export const OWNED_BY = `("owner_user_id" = $1 OR ($2::uuid IS NOT NULL AND "organization_id" = $2::uuid))`;

export function ownerParams(identity: Identity): [string, string | null] {
  return [identity.user_id, identity.organization_id];
}

export function subscriptionView(row: SubscriptionRow, catalogue: Catalogue): SubscriptionView {
  const entry = catalogue.byPlanName(row.plan_name);
  return {
    purchase_id: row.id,
    plan_name: row.plan_name,
    tier: entry?.tier ?? 'parent',
    status: row.status,
    students_limit: entry?.students_limit ?? null,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    last_payment:
      row.last_amount_minor !== null && row.currency
        ? {
            amount_minor: row.last_amount_minor,
            currency: row.currency,
            paid_at: row.last_paid_at?.toISOString() ?? null,
          }
        : null,
    canceled_at: row.canceled_at?.toISOString() ?? null,
  };
}
