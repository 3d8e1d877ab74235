import { z } from 'zod';

/** The tiers a subscription can be bought on. */
export const SUBSCRIPTION_TIERS = ['parent', 'organization'] as const;

/**
 * GET payment/current-plan (doc 1 §3 "Current plan: subscription, courses"). Payments are not
 * built yet: `tier` is the field the payments service is to send, saying whether the subscription
 * was bought on a parent tier or an organization tier.
 */
export const currentPlanSchema = z.object({
  subscription: z
    .object({
      tier: z.enum(SUBSCRIPTION_TIERS),
      plan_name: z.string().optional(),
    })
    .nullable(),
  courses: z.array(z.string()),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;
