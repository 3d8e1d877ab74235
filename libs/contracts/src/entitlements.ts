import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from './payment';

/**
 * payments' `GET /internal/entitlements` (service secret; never proxied by the gateway): what a
 * session may play. levels asks it for the identity in the session (user, student, organization);
 * organizations asks for an organization alone (what its plan covers).
 */
export const internalEntitlementsQuerySchema = z
  .object({
    user_id: z.uuid().optional(),
    student_id: z.uuid().optional(),
    organization_id: z.uuid().optional(),
  })
  .refine((query) => query.user_id || query.organization_id, {
    message: 'user_id or organization_id is required',
  });
export type InternalEntitlementsQuery = z.infer<typeof internalEntitlementsQuerySchema>;

export const entitlementsSchema = z.object({
  /** Course slugs every level of which is open (beyond the free chapters). */
  courses: z.array(z.string()),
  /** The plan that entitles (a subscription, an organization's trial, staff's `invoice`), if any. */
  plan: z
    .object({
      plan_name: z.string(),
      tier: z.enum(SUBSCRIPTION_TIERS),
      /** Students the plan covers; null: unlimited. */
      students_limit: z.number().int().nullable(),
      /** When an organization's trial ends; null for a paid plan. */
      trial_ends_at: z.string().nullable(),
    })
    .nullable(),
  /** Subscribers and purchased courses run levels and challenges without a daily limit (doc 2 §9). */
  unlimited_attempts: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const INTERNAL_PAYMENTS_PATHS = {
  entitlements: '/internal/entitlements',
  /** PUT by organizations when a school registers: its 30-day trial of the small plan. */
  organizationTrial: (organizationId: string) =>
    `/internal/organizations/${encodeURIComponent(organizationId)}/trial`,
} as const;

/** Body of the trial PUT: the admin who registered the school (the trial's owner in billing). */
export const internalTrialBodySchema = z.object({ admin_user_id: z.uuid().nullable().optional() });
export const internalTrialSchema = z.object({ trial_ends_at: z.string() });

/** 402 on level/data and level/update of a level the caller is not entitled to. */
export const LEVEL_LOCKED_MESSAGE =
  'This level is locked. Buy the course or subscribe to play it; the first two chapters of Beginner Python are free.';

/** Days of the small organization plan a newly registered school gets. */
export const ORGANIZATION_TRIAL_DAYS = 30;

/** 409 when an organization's plan (or trial) already covers as many students as it may. */
export function studentLimitMessage(limit: number): string {
  return `Your organization's plan covers up to ${limit} students and all ${limit} places are taken. Upgrade to the large organization plan for unlimited students.`;
}
