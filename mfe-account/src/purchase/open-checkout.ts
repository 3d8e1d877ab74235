import { initializePaddle } from '@paddle/paddle-js';
import type { PaymentCatalogue, PlanName } from '@pylands/contracts';
import { paymentApi } from '@pylands/shared-ui';

/**
 * Starts the checkout of one plan. The server opens the transaction (our account or organization
 * id in its customData). With Paddle's client token, Paddle.js' overlay shows it on this page and
 * sends the buyer to `returnPath` once paid; without one (the local Paddle) the browser goes to
 * the transaction's checkout page, whose "Back to Pylands" link leads to `returnPath`.
 */
export async function openCheckout(
  catalogue: PaymentCatalogue,
  planName: PlanName,
  returnPath: string,
): Promise<void> {
  const checkout = await paymentApi.checkout(planName, returnPath);
  if (catalogue.checkout.provider === 'redirect') {
    window.location.assign(checkout.checkout_url);
    return;
  }
  const paddle = await initializePaddle({
    environment: catalogue.checkout.environment,
    token: catalogue.checkout.client_token,
  });
  if (!paddle) throw new Error('Paddle.js did not load');
  paddle.Checkout.open({
    transactionId: checkout.transaction_id,
    settings: { displayMode: 'overlay', successUrl: `${window.location.origin}${returnPath}` },
  });
}

/** The number of course purchases before a checkout, to tell the new one when the buyer is back. */
const BEFORE_KEY = 'pylands.checkout.purchasesBefore';
export const purchasesBefore = {
  save: (count: number) => sessionStorage.setItem(BEFORE_KEY, String(count)),
  read: (): number | null => {
    const value = Number(sessionStorage.getItem(BEFORE_KEY));
    return sessionStorage.getItem(BEFORE_KEY) === null || !Number.isInteger(value) ? null : value;
  },
  clear: () => sessionStorage.removeItem(BEFORE_KEY),
};
