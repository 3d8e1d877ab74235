import type { CatalogueEntry } from '@pylands/payments/dist/catalogue/catalogue';
import type { LocalPrice } from './paddle-objects';

/** The prices the local Paddle sells: Pylands' catalogue, as a real account's dashboard would hold it. */
export function catalogueToPrices(entries: readonly CatalogueEntry[]): LocalPrice[] {
  return entries.map((entry) => ({
    id: entry.paddle_price_id,
    product_id: entry.paddle_product_id,
    name: entry.label,
    amount_minor: entry.amount_minor,
    currency: entry.currency,
    interval: entry.interval === 'yearly' ? 'year' : entry.interval === 'monthly' ? 'month' : null,
  }));
}
