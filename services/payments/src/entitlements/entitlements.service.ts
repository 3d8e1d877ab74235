import { Inject, Injectable } from '@nestjs/common';
import { entitlementsFrom, type PlanFact } from '@pylands/content';
import {
  ORGANIZATION_TRIAL_DAYS,
  type Entitlements,
  type InternalEntitlementsQuery,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { Catalogue } from '../catalogue/catalogue';
import { appendLedger } from '../ledger/ledger';
import { ENTITLING_STATUSES, trialSubscriptionId } from '../subscriptions/subscription-row';

/** The plan a new school's trial is of. */
export const TRIAL_PLAN_NAME = 'organization_small_monthly';

/**
 * What a session may play, from payments' own tables (the rule itself is libs/content's
 * entitlementsFrom): entitling subscriptions (a trial is a `trialing` row whose period ends with the
 * trial), staff's paid flags, and course purchases assigned to the student.
 */
@Injectable()
export class EntitlementsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(Catalogue) private readonly catalogue: Catalogue,
  ) {}

  async of(query: InternalEntitlementsQuery): Promise<Entitlements> {
    const organizationId = query.organization_id ?? null;
    const [subscriptions, paid, assigned] = await Promise.all([
      this.dataSource.query(
        organizationId
          ? `SELECT "plan_name", "status", "current_period_end" FROM "payments"."subscriptions"
             WHERE "organization_id" = $1 AND "status" = ANY($2) ORDER BY "created_at" DESC`
          : `SELECT "plan_name", "status", "current_period_end" FROM "payments"."subscriptions"
             WHERE "owner_user_id" = $1 AND "organization_id" IS NULL AND "status" = ANY($2)
             ORDER BY "created_at" DESC`,
        [organizationId ?? query.user_id ?? null, ENTITLING_STATUSES],
      ) as Promise<{ plan_name: string; status: string; current_period_end: Date | null }[]>,
      this.dataSource.query(
        organizationId
          ? `SELECT 1 FROM "payments"."paid_accounts" WHERE "paid" AND "organization_id" = $1 LIMIT 1`
          : `SELECT 1 FROM "payments"."paid_accounts" WHERE "paid" AND "user_id" = $1 AND "organization_id" IS NULL LIMIT 1`,
        [organizationId ?? query.user_id ?? null],
      ) as Promise<unknown[]>,
      query.student_id && query.user_id
        ? (this.dataSource.query(
            `SELECT DISTINCT "course" FROM "payments"."course_purchases"
             WHERE "student_id" = $1 AND "owner_user_id" = $2 AND "refunded_at" IS NULL`,
            [query.student_id, query.user_id],
          ) as Promise<{ course: string }[]>)
        : Promise.resolve([]),
    ]);
    const plans: PlanFact[] = subscriptions.map((row) => {
      const entry = this.catalogue.byPlanName(row.plan_name);
      return {
        plan_name: row.plan_name,
        tier: entry?.tier ?? 'parent',
        students_limit: entry?.students_limit ?? null,
        // Paddle renews a paid subscription; only our own trial rows end on their period's end.
        trial_ends_at: row.status === 'trialing' ? row.current_period_end : null,
      };
    });
    if (paid.length)
      plans.push({
        plan_name: 'invoice',
        tier: organizationId ? 'organization' : 'parent',
        students_limit: null,
        trial_ends_at: null,
      });
    return entitlementsFrom({
      organization_id: organizationId,
      plans,
      assigned_courses: assigned.map((row) => row.course),
      now: new Date(),
    });
  }

  /**
   * A newly registered school's 30-day trial of the small plan; asked again (a retry) it changes
   * nothing. Stored as a `trialing` subscription so billing and current-plan show it with its end.
   */
  async startTrial(organizationId: string, adminUserId: string | null): Promise<{ trial_ends_at: string }> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: { current_period_end: Date }[] = await manager.query(
        `INSERT INTO "payments"."subscriptions"
           ("paddle_subscription_id", "owner_user_id", "organization_id", "plan_name", "status",
            "current_period_end", "state_at")
         VALUES ($1, $2, $3, $4, 'trialing', now() + make_interval(days => $5), now())
         ON CONFLICT ("paddle_subscription_id") DO NOTHING
         RETURNING "current_period_end"`,
        [
          trialSubscriptionId(organizationId),
          adminUserId,
          organizationId,
          TRIAL_PLAN_NAME,
          ORGANIZATION_TRIAL_DAYS,
        ],
      );
      if (inserted.length) {
        await appendLedger(manager, 'organizations', 'trial.started', organizationId, {
          plan_name: TRIAL_PLAN_NAME,
          ends_at: inserted[0].current_period_end,
        });
        return { trial_ends_at: inserted[0].current_period_end.toISOString() };
      }
      const [existing]: { current_period_end: Date }[] = await manager.query(
        `SELECT "current_period_end" FROM "payments"."subscriptions" WHERE "paddle_subscription_id" = $1`,
        [trialSubscriptionId(organizationId)],
      );
      return { trial_ends_at: existing.current_period_end.toISOString() };
    });
  }
}
