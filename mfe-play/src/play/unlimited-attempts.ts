import type { CurrentPlan, CurrentUser } from '@pylands/contracts';

/**
 * Doc 2 §9: subscribers and students with a purchased course run levels without a daily limit.
 * The server decides (levels asks payments' entitlements, libs/content `entitlementsFrom`); this
 * reads the same facts from `payment/current-plan` for the counter: a plan on the account's own
 * tier (an organization's for its members, a parent's otherwise), or a course assigned to the
 * student of a family.
 */
export function hasUnlimitedAttempts(
  user: Pick<CurrentUser, 'organization_id' | 'student_id'> | null,
  plan: CurrentPlan | null,
): boolean {
  if (!user || !plan) return false;
  const ownTier = user.organization_id ? 'organization' : 'parent';
  if (plan.subscription?.tier === ownTier) return true;
  return !user.organization_id && !!user.student_id && plan.courses.length > 0;
}
