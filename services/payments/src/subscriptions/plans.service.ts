import { Inject, Injectable } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import type { CurrentPlan, SubscriptionView } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { Catalogue } from '../catalogue/catalogue';
import {
  ENTITLING_NOW,
  ENTITLING_STATUSES,
  isTrial,
  OWNED_BY,
  ownerParams,
  subscriptionView,
  type SubscriptionRow,
} from './subscription-row';

/** What a caller has: subscriptions (theirs, their parent's, their organization's), courses, paid flags. */
@Injectable()
export class PlansService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(Catalogue) private readonly catalogue: Catalogue,
  ) {}

  /** Subscriptions that entitle now, newest first. */
  async activeRows(identity: Identity): Promise<SubscriptionRow[]> {
    return this.dataSource.query(
      `SELECT * FROM "payments"."subscriptions" WHERE ${OWNED_BY} AND ${ENTITLING_NOW}
       ORDER BY "created_at" DESC`,
      [...ownerParams(identity), ENTITLING_STATUSES],
    );
  }

  /** Entitling subscriptions paid through Paddle (a school's trial is not one): what billing may change. */
  async paidRows(identity: Identity): Promise<SubscriptionRow[]> {
    return (await this.activeRows(identity)).filter((row) => !isTrial(row));
  }

  async active(identity: Identity): Promise<SubscriptionView[]> {
    return (await this.activeRows(identity)).map((row) => subscriptionView(row, this.catalogue));
  }

  /** The newest entitling subscription, else the newest of any status (billing shows a canceled one). */
  async current(identity: Identity): Promise<SubscriptionView | null> {
    const rows: SubscriptionRow[] = await this.dataSource.query(
      `SELECT * FROM "payments"."subscriptions" WHERE ${OWNED_BY}
       ORDER BY ${ENTITLING_NOW} DESC, "created_at" DESC LIMIT 1`,
      [...ownerParams(identity), ENTITLING_STATUSES],
    );
    return rows[0] ? subscriptionView(rows[0], this.catalogue) : null;
  }

  /**
   * doc 1 §3 current plan. A student session sees its parent's subscription (the session's user is
   * the parent) and the courses assigned to the student; a parent, every course they bought.
   */
  async currentPlan(identity: Identity): Promise<CurrentPlan> {
    const rows = await this.activeRows(identity);
    const courses: { course: string }[] = identity.student_id
      ? await this.dataSource.query(
          `SELECT DISTINCT "course" FROM "payments"."course_purchases"
           WHERE "student_id" = $1 AND "refunded_at" IS NULL ORDER BY "course"`,
          [identity.student_id],
        )
      : await this.dataSource.query(
          `SELECT DISTINCT "course" FROM "payments"."course_purchases"
           WHERE "owner_user_id" = $1 AND "refunded_at" IS NULL ORDER BY "course"`,
          [identity.user_id],
        );
    // A plan paid for (through Paddle, else by invoice) comes before a school's trial.
    const asPlan = (row: SubscriptionRow) => ({
      tier: this.catalogue.byPlanName(row.plan_name)?.tier ?? ('parent' as const),
      plan_name: row.plan_name,
    });
    const paid = rows.find((row) => !isTrial(row));
    const trial = rows.find(isTrial);
    const plan = paid
      ? asPlan(paid)
      : ((await this.paidByInvoice(identity)) ?? (trial ? asPlan(trial) : null));
    return { subscription: plan, courses: courses.map((row) => row.course) };
  }

  /** Staff's auth/set-paid flag on the account or its organization: a plan paid outside Paddle. */
  private async paidByInvoice(identity: Identity): Promise<CurrentPlan['subscription']> {
    const rows: { organization_id: string | null }[] = await this.dataSource.query(
      `SELECT "organization_id" FROM "payments"."paid_accounts"
       WHERE "paid" AND ("user_id" = $1 OR ($2::uuid IS NOT NULL AND "organization_id" = $2::uuid)) LIMIT 1`,
      ownerParams(identity),
    );
    if (!rows.length) return null;
    return { tier: rows[0].organization_id ? 'organization' : 'parent', plan_name: 'invoice' };
  }
}
