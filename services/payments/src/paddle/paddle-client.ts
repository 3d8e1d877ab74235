import { BadGatewayException, HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { ApiError, Environment, Paddle } from '@paddle/paddle-node-sdk';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config/payments-config';

export interface CheckoutTransaction {
  transactionId: string;
  checkoutUrl: string | null;
}

/**
 * Pylands' calls to Paddle Billing through the official SDK. The SDK takes a base URL where it
 * takes an environment name, so the local Paddle (PADDLE_API_URL) is reached by the same code as
 * Paddle's sandbox and production.
 */
@Injectable()
export class PaddleClient {
  private readonly logger = new Logger(PaddleClient.name);
  readonly paddle: Paddle;

  constructor(@Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig) {
    const environment =
      config.paddleEnvironment === 'local'
        ? (config.paddleApiUrl as Environment)
        : config.paddleEnvironment === 'production'
          ? Environment.production
          : Environment.sandbox;
    this.paddle = new Paddle(config.paddleApiKey, { environment });
  }

  /** Whether `signature` (Paddle-Signature) signs `rawBody` with our endpoint secret, within 5 seconds. */
  async isSignedByPaddle(rawBody: string, signature: string): Promise<boolean> {
    try {
      return await this.paddle.webhooks.isSignatureValid(rawBody, this.config.paddleWebhookSecret, signature);
    } catch {
      // The SDK throws on a header without ts and h1.
      return false;
    }
  }

  createCheckout(priceId: string, customData: Record<string, string>): Promise<CheckoutTransaction> {
    return this.call('create a checkout', async () => {
      const transaction = await this.paddle.transactions.create({
        items: [{ priceId, quantity: 1 }],
        customData,
      });
      return { transactionId: transaction.id, checkoutUrl: transaction.checkout?.url ?? null };
    });
  }

  cancelNow(subscriptionId: string) {
    return this.call('cancel a subscription', () =>
      this.paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' }),
    );
  }

  previewChange(subscriptionId: string, priceId: string) {
    return this.call('preview a subscription change', () =>
      this.paddle.subscriptions.previewUpdate(subscriptionId, {
        items: [{ priceId, quantity: 1 }],
        prorationBillingMode: 'prorated_immediately',
      }),
    );
  }

  change(subscriptionId: string, priceId: string) {
    return this.call('change a subscription', () =>
      this.paddle.subscriptions.update(subscriptionId, {
        items: [{ priceId, quantity: 1 }],
        prorationBillingMode: 'prorated_immediately',
      }),
    );
  }

  /** A full refund of one transaction (Paddle reviews it; its status comes back by webhook). */
  refund(transactionId: string, reason: string) {
    return this.call('request a refund', () =>
      this.paddle.adjustments.create({ action: 'refund', transactionId, reason, type: 'full' }),
    );
  }

  private async call<T>(what: string, body: () => Promise<T>): Promise<T> {
    try {
      return await body();
    } catch (error) {
      if (error instanceof HttpException) throw error;
      const detail = error instanceof ApiError ? `${error.code}: ${error.detail}` : String(error);
      this.logger.warn({ message: `Paddle refused to ${what}`, detail });
      throw new BadGatewayException(`The payment provider could not ${what} (${detail})`);
    }
  }
}
