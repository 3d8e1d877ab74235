import { z } from 'zod';

/** The tiers a subscription can be bought on. */
export const SUBSCRIPTION_TIERS = ['parent', 'organization'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Permanent course purchases (doc 1 §3 course option planKey), one student per purchase. */
export const COURSE_PLAN_KEYS = ['python_course', 'advanced_python_course'] as const;
export type CoursePlanKey = (typeof COURSE_PLAN_KEYS)[number];

/** Subscription plans (doc 1 §1 pricing copy); each is billed monthly or yearly. */
export const SUBSCRIPTION_PLANS = ['parent', 'organization_small', 'organization_large'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** What a plan_name names: a course key, or `<plan>_<interval>` (parent_monthly, organization_small_yearly). */
export const PLAN_NAMES = [
  ...COURSE_PLAN_KEYS,
  ...SUBSCRIPTION_PLANS.flatMap((plan) =>
    BILLING_INTERVALS.map((interval) => `${plan}_${interval}` as const),
  ),
] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const planNameSchema = z.enum(PLAN_NAMES);

/** The course a course plan opens (course slug of level/course). */
export const COURSE_OF_PLAN: Readonly<Record<CoursePlanKey, string>> = {
  python_course: 'python',
  advanced_python_course: 'advanced-python',
};

/**
 * GET payment/current-plan (doc 1 §3 "Current plan: subscription, courses"). `tier` says whether
 * the subscription was bought on a parent tier or an organization tier; `courses` are the course
 * slugs the caller may play through a permanent purchase (a student: the ones assigned to them).
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

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'paused', 'canceled'] as const;

/** One subscription as billing shows it; `purchase_id` is what cancel/refund calls take. */
export const subscriptionViewSchema = z.object({
  purchase_id: z.uuid(),
  plan_name: z.string(),
  tier: z.enum(SUBSCRIPTION_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Students the plan covers; null: unlimited. */
  students_limit: z.number().int().nullable(),
  current_period_end: z.string().nullable(),
  /** The latest payment (the first one or a renewal's) and when it was billed. */
  last_payment: z
    .object({ amount_minor: z.number().int(), currency: z.string(), paid_at: z.string().nullable() })
    .nullable(),
  canceled_at: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
export const currentSubscriptionSchema = z.object({ subscription: subscriptionViewSchema.nullable() });
export const activeSubscriptionsSchema = z.object({ subscriptions: z.array(subscriptionViewSchema) });

export const purchaseIdQuerySchema = z.object({ purchase_id: z.uuid() });
export const planNameQuerySchema = z.object({ plan_name: planNameSchema });
/**
 * Where the local checkout's "Back to Pylands" link leads (a path of this site, `/en/checkout?…`):
 * a path, never an address, so a checkout link can send nobody elsewhere.
 */
export const returnPathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^\s]*$/, 'return_path must be a path of this site starting with one /');
export const checkoutQuerySchema = z.object({
  plan_name: planNameSchema,
  return_path: returnPathSchema.optional(),
});
export const optionalPlanNameQuerySchema = z.object({ plan_name: planNameSchema.optional() });

export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'paid_out'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const cancelSubscriptionSchema = z.object({
  purchase_id: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  refund: z.object({ status: z.enum(REFUND_STATUSES) }).nullable(),
});

export const upgradePreviewSchema = z.object({
  plan_name: planNameSchema,
  /** Charged now for the rest of the period (prorated), in minor units. */
  amount_minor: z.number().int(),
  currency: z.string(),
  next_billed_at: z.string().nullable(),
});
export const upgradeResultSchema = z.object({ purchase_id: z.uuid(), plan_name: planNameSchema });

/** One price of the catalogue, as the purchase screens show it (amounts in minor units). */
export const cataloguePriceSchema = z.object({
  plan_name: planNameSchema,
  kind: z.enum(['course', 'subscription']),
  /** Course slug a course purchase opens; null for subscriptions (every course). */
  course: z.string().nullable(),
  plan: z.enum(SUBSCRIPTION_PLANS).nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  tier: z.enum(SUBSCRIPTION_TIERS),
  /** Students covered; null: unlimited. */
  students_limit: z.number().int().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
});
export type CataloguePrice = z.infer<typeof cataloguePriceSchema>;

/**
 * GET payment/catalogue (ours, public): the prices, and how a checkout opens: Paddle.js' overlay
 * with Paddle's client-side token, or (no token: the local Paddle) a redirect to the checkout page.
 */
export const catalogueSchema = z.object({
  prices: z.array(cataloguePriceSchema),
  checkout: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('redirect') }),
    z.object({
      provider: z.literal('paddle'),
      environment: z.enum(['sandbox', 'production']),
      client_token: z.string(),
    }),
  ]),
});
export type PaymentCatalogue = z.infer<typeof catalogueSchema>;

/** A checkout to open: Paddle's (or the local Paddle's) page for one transaction. */
export const checkoutSchema = z.object({ transaction_id: z.string(), checkout_url: z.string() });
export type Checkout = z.infer<typeof checkoutSchema>;

export const refundEligibilitySchema = z.object({
  purchase_id: z.uuid(),
  eligible: z.boolean(),
  /** Why not, in words a parent reads; null when eligible. */
  reason: z.string().nullable(),
  /** Last day a course purchase may be refunded (null for a subscription: always). */
  deadline: z.string().nullable(),
});
export type RefundEligibility = z.infer<typeof refundEligibilitySchema>;

export const requestRefundQuerySchema = z.object({
  purchase_id: z.uuid(),
  reason: z.string().trim().min(1).max(500),
});
export const refundViewSchema = z.object({
  refund_id: z.uuid(),
  purchase_id: z.uuid(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  requested_at: z.string(),
  /** When the money went back to the payer; null until the refund is paid out. */
  paid_out_at: z.string().nullable(),
});

export const hasUnassignedPurchasesSchema = z.object({
  has_unassigned_purchases: z.boolean(),
  /** Course slugs with at least one unassigned purchase. */
  courses: z.array(z.string()),
});

/** `course_name` is the course slug (python, advanced-python) or its plan key (python_course). */
export const assignPurchaseQuerySchema = z.object({
  student_id: z.uuid(),
  course_name: z.string().min(1).max(60),
});

export const coursePurchaseSchema = z.object({
  purchase_id: z.uuid(),
  course: z.string(),
  plan_name: z.enum(COURSE_PLAN_KEYS),
  student_id: z.uuid().nullable(),
  purchased_at: z.string(),
  status: z.enum(['active', 'refunded']),
  amount_minor: z.number().int(),
  currency: z.string(),
});
export type CoursePurchase = z.infer<typeof coursePurchaseSchema>;
export const purchasesAllSchema = z.object({ purchases: z.array(coursePurchaseSchema) });

export const purchaseStudentsSchema = z.object({
  students: z.array(z.object({ id: z.uuid(), username: z.string() })),
});

const flagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
export const transferPurchasesQuerySchema = z.object({
  to_email: z.string().trim().min(3).max(254),
  from_email: z.string().trim().min(3).max(254),
  include_assigned: flagSchema.optional(),
});
export const transferResultSchema = z.object({ transferred: z.number().int() });

export const setPaidQuerySchema = z.object({
  email: z.string().trim().min(3).max(254),
  paid: flagSchema,
});
export const setPaidResultSchema = z.object({ email: z.string(), paid: z.boolean() });
