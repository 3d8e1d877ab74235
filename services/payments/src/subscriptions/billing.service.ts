import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Identity } from '@pylands/common';
import type { Checkout, PlanName } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { Catalogue, type CatalogueEntry } from '../catalogue/catalogue';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config/payments-config';
import { appendLedger } from '../ledger/ledger';
import { PaddleClient } from '../paddle/paddle-client';
import { RefundsService } from '../refunds/refunds.service';
import { PlansService } from './plans.service';
import { isTrial, OWNED_BY, ownerParams, type SubscriptionRow } from './subscription-row';

/** Checkouts and subscription changes: Paddle is asked, our rows follow its webhooks. */
@Injectable()
export class BillingService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(Catalogue) private readonly catalogue: Catalogue,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly paddle: PaddleClient,
    private readonly plans: PlansService,
    private readonly refunds: RefundsService,
  ) {}

  private entry(planName: PlanName): CatalogueEntry {
    const entry = this.catalogue.byPlanName(planName);
    if (!entry) throw new NotFoundException(`No plan is named ${planName}`);
    return entry;
  }

  /**
   * A checkout for one plan: parents buy courses and the parent subscription, an organization's
   * admin its organization plans (doc 2 §6: a parent tier on an organization account is invalid).
   */
  async checkout(identity: Identity, planName: PlanName, returnPath?: string): Promise<Checkout> {
    const entry = this.entry(planName);
    if (identity.organization_id && entry.tier !== 'organization')
      throw new BadRequestException(
        'An organization buys an organization plan (small or large), not a parent plan',
      );
    if (!identity.organization_id && entry.tier === 'organization')
      throw new BadRequestException(
        'Organization plans are bought by a school: register your institution first',
      );
    if (entry.kind === 'subscription' && (await this.plans.paidRows(identity)).length)
      throw new ConflictException(
        'You already have a subscription: change its plan instead of buying another',
      );
    return this.open(identity, entry, returnPath);
  }

  /** GET payment/upgrade-to-organization: the checkout of an organization plan (small, monthly by default). */
  async upgradeToOrganization(identity: Identity, planName: PlanName | undefined): Promise<Checkout> {
    const entry = this.entry(planName ?? 'organization_small_monthly');
    if (entry.tier !== 'organization')
      throw new BadRequestException(`${entry.plan_name} is not an organization plan`);
    const active = await this.plans.paidRows(identity);
    if (active.some((row) => this.catalogue.byPlanName(row.plan_name)?.tier === 'organization'))
      throw new ConflictException('Your organization already has a plan: change it from billing');
    return this.open(identity, entry);
  }

  private async open(identity: Identity, entry: CatalogueEntry, returnPath?: string): Promise<Checkout> {
    const customData: Record<string, string> = { user_id: identity.user_id };
    if (identity.organization_id) customData.organization_id = identity.organization_id;
    // The local checkout's "Back to Pylands" link; always on this site (a path, checked by the contract).
    if (returnPath) customData.return_url = `${this.config.appUrl}${returnPath}`;
    const checkout = await this.paddle.createCheckout(entry.paddle_price_id, customData);
    if (!checkout.checkoutUrl)
      throw new BadGatewayException('Paddle gave no checkout link: set a default payment link in Paddle');
    return { transaction_id: checkout.transactionId, checkout_url: checkout.checkoutUrl };
  }

  async owned(identity: Identity, purchaseId: string): Promise<SubscriptionRow> {
    const rows: SubscriptionRow[] = await this.dataSource.query(
      `SELECT * FROM "payments"."subscriptions" WHERE "id" = $3 AND ${OWNED_BY}`,
      [...ownerParams(identity), purchaseId],
    );
    if (!rows.length) throw new NotFoundException('No such subscription');
    return rows[0];
  }

  /** doc 1 §1: cancel anytime, at once, and the last payment is refunded. */
  async cancel(identity: Identity, purchaseId: string) {
    const row = await this.owned(identity, purchaseId);
    if (row.status === 'canceled') throw new ConflictException('This subscription is already canceled');
    if (isTrial(row))
      throw new ConflictException('A trial is not paid for: it ends by itself on its last day');
    const canceled = await this.paddle.cancelNow(row.paddle_subscription_id);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE "payments"."subscriptions" SET "status" = 'canceled', "canceled_at" = $2, "state_at" = $2
         WHERE "id" = $1 AND "state_at" <= $2`,
        [row.id, canceled.canceledAt ?? new Date().toISOString()],
      );
      await appendLedger(manager, identity.user_id, 'subscription.cancel', row.id, {
        plan_name: row.plan_name,
      });
    });
    const refund = row.last_transaction_id
      ? await this.refunds.requestForTransaction(
          identity,
          row.id,
          'subscription',
          row.last_transaction_id,
          'Subscription canceled: last payment refunded',
        )
      : null;
    return {
      purchase_id: row.id,
      status: 'canceled' as const,
      refund: refund ? { status: refund.status } : null,
    };
  }

  private async changeTarget(identity: Identity, planName: PlanName) {
    const [row] = await this.plans.paidRows(identity);
    if (!row) throw new NotFoundException('You have no active subscription to change');
    const current = this.entry(row.plan_name as PlanName);
    const target = this.entry(planName);
    if (target.kind !== 'subscription')
      throw new BadRequestException(`${planName} is not a subscription plan`);
    if (target.tier !== current.tier)
      throw new BadRequestException(
        target.tier === 'organization'
          ? 'Moving to an organization plan goes through upgrade-to-organization'
          : 'An organization plan cannot become a parent plan',
      );
    if (target.plan_name === current.plan_name) throw new ConflictException(`You are already on ${planName}`);
    return { row, target };
  }

  async preview(identity: Identity, planName: PlanName) {
    const { row, target } = await this.changeTarget(identity, planName);
    const preview = await this.paddle.previewChange(row.paddle_subscription_id, target.paddle_price_id);
    const totals = preview.immediateTransaction?.details?.totals;
    return {
      plan_name: target.plan_name,
      amount_minor: Number(totals?.grandTotal ?? 0),
      currency: totals?.currencyCode ?? target.currency,
      next_billed_at: preview.nextBilledAt ?? null,
    };
  }

  async upgrade(identity: Identity, planName: PlanName) {
    const { row, target } = await this.changeTarget(identity, planName);
    await this.paddle.change(row.paddle_subscription_id, target.paddle_price_id);
    await this.dataSource.transaction((manager) =>
      appendLedger(manager, identity.user_id, 'subscription.change', row.id, {
        from: row.plan_name,
        to: target.plan_name,
      }),
    );
    return { purchase_id: row.id, plan_name: target.plan_name };
  }
}
