import {
  COURSE_OF_PLAN,
  type BillingInterval,
  type CoursePlanKey,
  type PlanName,
  type SubscriptionPlan,
  type SubscriptionTier,
} from '@pylands/contracts';

/** One thing that can be bought, with its price in minor units and Paddle's price id. */
export interface CatalogueEntry {
  plan_name: PlanName;
  label: string;
  kind: 'course' | 'subscription';
  /** The course a course purchase opens (course slug); null for subscriptions (every course). */
  course: string | null;
  plan: SubscriptionPlan | null;
  interval: BillingInterval | null;
  tier: SubscriptionTier;
  /** Students covered; null: unlimited. A course purchase covers one student. */
  students_limit: number | null;
  amount_minor: number;
  currency: string;
  paddle_price_id: string;
  paddle_product_id: string;
}

interface Defaults {
  label: string;
  amount_minor: number;
}

const COURSES: Record<CoursePlanKey, Defaults> = {
  python_course: { label: 'Beginner Python course', amount_minor: 2900 },
  advanced_python_course: { label: 'Advanced Python course', amount_minor: 3900 },
};

interface PlanDefaults {
  label: string;
  tier: SubscriptionTier;
  limit: number | null;
  prices: Record<BillingInterval, number>;
}

const PLANS: Record<SubscriptionPlan, PlanDefaults> = {
  parent: { label: 'Parent subscription', tier: 'parent', limit: 5, prices: { monthly: 999, yearly: 9900 } },
  organization_small: {
    label: 'Small organization plan',
    tier: 'organization',
    limit: 200,
    prices: { monthly: 4900, yearly: 49000 },
  },
  organization_large: {
    label: 'Large organization plan',
    tier: 'organization',
    limit: null,
    prices: { monthly: 14900, yearly: 149000 },
  },
};

/** PRICE_PARENT_MONTHLY, PADDLE_PRICE_PARENT_MONTHLY: a plan's setting name. */
function setting(prefix: string, planName: string): string {
  return `${prefix}_${planName.toUpperCase()}`;
}

function amount(env: NodeJS.ProcessEnv, planName: string, fallback: number): number {
  const raw = env[setting('PRICE', planName)];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${setting('PRICE', planName)} must be a positive whole number of minor units`);
  return value;
}

/**
 * The catalogue: prices and Paddle price ids from the environment (PRICE_<PLAN>, PADDLE_PRICE_<PLAN>,
 * PAYMENTS_CURRENCY), with defaults that the local Paddle serves as its own products.
 */
export function loadCatalogue(env: NodeJS.ProcessEnv = process.env): CatalogueEntry[] {
  const currency = (env.PAYMENTS_CURRENCY || 'USD').toUpperCase();
  const entry = (
    planName: PlanName,
    rest: Omit<
      CatalogueEntry,
      'plan_name' | 'amount_minor' | 'currency' | 'paddle_price_id' | 'paddle_product_id'
    >,
    fallback: number,
  ): CatalogueEntry => ({
    plan_name: planName,
    ...rest,
    amount_minor: amount(env, planName, fallback),
    currency,
    paddle_price_id: env[setting('PADDLE_PRICE', planName)] || `pri_local_${planName}`,
    paddle_product_id: `pro_local_${rest.plan ?? planName}`,
  });
  const courses = (Object.keys(COURSES) as CoursePlanKey[]).map((key) =>
    entry(
      key,
      {
        label: COURSES[key].label,
        kind: 'course',
        course: COURSE_OF_PLAN[key],
        plan: null,
        interval: null,
        tier: 'parent',
        students_limit: 1,
      },
      COURSES[key].amount_minor,
    ),
  );
  const subscriptions = (Object.keys(PLANS) as SubscriptionPlan[]).flatMap((plan) =>
    (['monthly', 'yearly'] as const).map((interval) =>
      entry(
        `${plan}_${interval}`,
        {
          label: `${PLANS[plan].label} (${interval})`,
          kind: 'subscription',
          course: null,
          plan,
          interval,
          tier: PLANS[plan].tier,
          students_limit: PLANS[plan].limit,
        },
        PLANS[plan].prices[interval],
      ),
    ),
  );
  return [...courses, ...subscriptions];
}

/** Lookups over one loaded catalogue. */
export class Catalogue {
  constructor(readonly entries: readonly CatalogueEntry[]) {}

  byPlanName(planName: string): CatalogueEntry | undefined {
    return this.entries.find((entry) => entry.plan_name === planName);
  }

  byPriceId(priceId: string): CatalogueEntry | undefined {
    return this.entries.find((entry) => entry.paddle_price_id === priceId);
  }

  /** A course slug (python) or its plan key (python_course) to the course's entry. */
  course(courseName: string): CatalogueEntry | undefined {
    return this.entries.find(
      (entry) => entry.kind === 'course' && (entry.course === courseName || entry.plan_name === courseName),
    );
  }
}
