import type { CurrentUser } from '@pylands/contracts';

/**
 * The answer of `GET payment/current-plan` (doc 1 §3 "Current plan: subscription, courses").
 * Payments are not built yet: `tier` is the field the payments service is to send, saying
 * whether the subscription was bought on a parent tier or an organization tier.
 */
export interface CurrentPlan {
  subscription: { tier: 'parent' | 'organization'; plan_name?: string } | null;
  courses: string[];
}

/**
 * Doc 2 §6: "Parent subscription on an organization account is blocked by the invalid
 * registration overlay". The one place that decides it: a user of an organization whose current
 * plan is on a parent tier. No plan (today: payments do not exist) means no overlay.
 */
export function isInvalidRegistration(
  user: Pick<CurrentUser, 'organization_id'> | null,
  plan: CurrentPlan | null,
): boolean {
  if (!user?.organization_id || !plan?.subscription) return false;
  return plan.subscription.tier === 'parent';
}
