import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '@pylands/common';
import type { PaymentCatalogue } from '@pylands/contracts';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config/payments-config';
import { Catalogue } from './catalogue';

/** GET payment/catalogue (ours): what the purchase screens sell and how a checkout opens. Public: prices are. */
@Controller('api/payment')
export class CatalogueController {
  constructor(
    @Inject(Catalogue) private readonly catalogue: Catalogue,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  @Public()
  @Get('catalogue')
  prices(): PaymentCatalogue {
    const { paddleClientToken: token, paddleEnvironment: environment } = this.config;
    return {
      // Paddle's ids stay on the server: a checkout is opened by its transaction.
      prices: this.catalogue.entries.map((entry) => ({
        plan_name: entry.plan_name,
        kind: entry.kind,
        course: entry.course,
        plan: entry.plan,
        interval: entry.interval,
        tier: entry.tier,
        students_limit: entry.students_limit,
        amount_minor: entry.amount_minor,
        currency: entry.currency,
      })),
      checkout:
        token && environment !== 'local'
          ? { provider: 'paddle', environment, client_token: token }
          : { provider: 'redirect' },
    };
  }
}
