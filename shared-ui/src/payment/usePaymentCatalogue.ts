import { useEffect, useState } from 'react';
import type { PaymentCatalogue, PlanName } from '@pylands/contracts';
import { paymentApi } from '../api/payment-api';

export interface CatalogueState {
  catalogue: PaymentCatalogue | null;
  failed: boolean;
}

let cached: Promise<PaymentCatalogue> | null = null;

/** The server's catalogue (prices and how checkout opens), asked once per page load. */
export function usePaymentCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ catalogue: null, failed: false });
  useEffect(() => {
    let live = true;
    cached ??= paymentApi.catalogue();
    cached.then(
      (catalogue) => live && setState({ catalogue, failed: false }),
      () => {
        cached = null;
        if (live) setState({ catalogue: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** One plan's price from a loaded catalogue. */
export function priceOf(catalogue: PaymentCatalogue | null, planName: PlanName) {
  return catalogue?.prices.find((price) => price.plan_name === planName) ?? null;
}
