/**
 * A price in minor units as the reader's language writes it (Intl.NumberFormat): 2900 USD → "$29.00".
 * The currency's own number of decimals turns minor units into the amount (JPY has none).
 */
export function formatMoney(amountMinor: number, currency: string, lng: string): string {
  const format = new Intl.NumberFormat(lng, { style: 'currency', currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** decimals);
}
