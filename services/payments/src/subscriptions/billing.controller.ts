import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CurrentIdentity, Roles, type Identity } from '@pylands/common';
import type { Checkout, CurrentPlan } from '@pylands/contracts';
import { BillingService } from './billing.service';
import { CheckoutQuery, OptionalPlanNameQuery, PlanNameQuery, PurchaseIdQuery } from './billing.dto';
import { PlansService } from './plans.service';

/** doc 1 §7 Payment: plans and subscriptions. Billing is for a parent (outside a student's session) and an admin. */
@Controller('api/payment')
export class BillingController {
  constructor(
    private readonly plans: PlansService,
    private readonly billing: BillingService,
  ) {}

  /** Any signed-in caller: the play screen asks it for every organization user. */
  @Get('current-plan')
  currentPlan(@CurrentIdentity() identity: Identity): Promise<CurrentPlan> {
    return this.plans.currentPlan(identity);
  }

  @Roles('parent-without-student', 'admin')
  @Get('current-subscription')
  async currentSubscription(@CurrentIdentity() identity: Identity) {
    return { subscription: await this.plans.current(identity) };
  }

  @Roles('parent-without-student', 'admin')
  @Get('active-subscriptions')
  async activeSubscriptions(@CurrentIdentity() identity: Identity) {
    return { subscriptions: await this.plans.active(identity) };
  }

  @Roles('parent-without-student', 'admin')
  @Post('checkout')
  @HttpCode(200)
  checkout(@CurrentIdentity() identity: Identity, @Query() query: CheckoutQuery): Promise<Checkout> {
    return this.billing.checkout(identity, query.plan_name, query.return_path);
  }

  @Roles('admin')
  @Get('upgrade-to-organization')
  upgradeToOrganization(
    @CurrentIdentity() identity: Identity,
    @Query() query: OptionalPlanNameQuery,
  ): Promise<Checkout> {
    return this.billing.upgradeToOrganization(identity, query.plan_name);
  }

  @Roles('parent-without-student', 'admin')
  @Post('cancel-subscription')
  @HttpCode(200)
  cancel(@CurrentIdentity() identity: Identity, @Query() query: PurchaseIdQuery) {
    return this.billing.cancel(identity, query.purchase_id);
  }

  @Roles('parent-without-student', 'admin')
  @Get('preview-subscription-upgrade')
  preview(@CurrentIdentity() identity: Identity, @Query() query: PlanNameQuery) {
    return this.billing.preview(identity, query.plan_name);
  }

  @Roles('parent-without-student', 'admin')
  @Post('upgrade-subscription')
  @HttpCode(200)
  upgrade(@CurrentIdentity() identity: Identity, @Query() query: PlanNameQuery) {
    return this.billing.upgrade(identity, query.plan_name);
  }
}
