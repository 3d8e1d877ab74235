import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule, type ServiceConfig } from '@pylands/common';
import { PAYMENTS_ROUTES } from '@pylands/contracts';
import { InternalServices } from './accounts/internal-services';
import { Catalogue } from './catalogue/catalogue';
import { CatalogueController } from './catalogue/catalogue.controller';
import { loadPaymentsConfig, PAYMENTS_CONFIG, type PaymentsConfig } from './config/payments-config';
import { EntitlementsService } from './entitlements/entitlements.service';
import { InternalEntitlementsController } from './entitlements/internal-entitlements.controller';
import { PAYMENTS_MIGRATIONS } from './migrations';
import { PaddleClient } from './paddle/paddle-client';
import { PurchasesController } from './purchases/purchases.controller';
import { PurchasesService } from './purchases/purchases.service';
import { RefundsController } from './refunds/refunds.controller';
import { RefundsService } from './refunds/refunds.service';
import { PaidAccountsService } from './staff/paid-accounts.service';
import { StaffController } from './staff/staff.controller';
import { StaffGuard } from './staff/staff.guard';
import { BillingController } from './subscriptions/billing.controller';
import { BillingService } from './subscriptions/billing.service';
import { PlansService } from './subscriptions/plans.service';
import { PaddleWebhookController } from './webhooks/paddle-webhook.controller';
import { WebhookInbox } from './webhooks/webhook-inbox';

export const PAYMENTS_SCHEMA = 'payments';

/**
 * The payments service (schema "payments"): plans and checkout through Paddle Billing (the SDK,
 * pointed at the local Paddle by default), Paddle's webhooks through an inbox, entitlements,
 * course purchases and their assignment, refunds, and an append-only ledger.
 */
@Module({})
export class PaymentsAppModule {
  static forRoot(config?: ServiceConfig, payments?: PaymentsConfig): DynamicModule {
    const paymentsConfig = payments ?? loadPaymentsConfig();
    return {
      module: PaymentsAppModule,
      imports: [
        ServiceCoreModule.forRoot({
          name: 'payments',
          schema: PAYMENTS_SCHEMA,
          entities: [],
          migrations: PAYMENTS_MIGRATIONS,
          config,
          openapi: {
            path: 'api/payment/openapi.json',
            routes: PAYMENTS_ROUTES,
            info: {
              title: 'Pylands payments',
              version: '1',
              description:
                'Plans, checkout, Paddle webhooks, entitlements, refunds (/api/payment), staff’s auth/set-paid and the profile purchase lists.',
            },
          },
        }),
      ],
      controllers: [
        PaddleWebhookController,
        CatalogueController,
        BillingController,
        RefundsController,
        PurchasesController,
        StaffController,
        InternalEntitlementsController,
      ],
      providers: [
        { provide: PAYMENTS_CONFIG, useValue: paymentsConfig },
        { provide: Catalogue, useValue: new Catalogue(paymentsConfig.catalogue) },
        InternalServices,
        PaddleClient,
        WebhookInbox,
        PlansService,
        BillingService,
        RefundsService,
        PurchasesService,
        PaidAccountsService,
        StaffGuard,
        EntitlementsService,
      ],
    };
  }
}
