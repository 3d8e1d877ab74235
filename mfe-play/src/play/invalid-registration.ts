import type { CurrentPlan, CurrentUser } from '@pylands/contracts';

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
