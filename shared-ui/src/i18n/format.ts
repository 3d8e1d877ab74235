import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../payment/money';

/** A moment as the API sends it (ISO text), or as a Date or epoch milliseconds. */
export type Moment = string | number | Date;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** Intl formatters are slow to build and a table formats hundreds of cells: one per language and style. */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make()));
  return format as T;
}

const dateFormat = (lng: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${lng}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lng, options));

const asDate = (moment: Moment) => (moment instanceof Date ? moment : new Date(moment));

/** "26 November 2026" (long), "26 Nov 2026" (medium), "26/11/2026" (short), as the language writes it. */
export function formatDate(
  lng: string,
  moment: Moment,
  style: 'short' | 'medium' | 'long' = 'medium',
): string {
  return dateFormat(lng, { dateStyle: style }).format(asDate(moment));
}

/** A date with its time of day ("26 Nov 2026, 14:05"). */
export function formatDateTime(lng: string, moment: Moment): string {
  return dateFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(asDate(moment));
}

/** A calendar day the services count in UTC ("2026-11-26") as a short label ("Thu 26 Nov"). */
export function formatDay(lng: string, day: string): string {
  return dateFormat(lng, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatNumber(lng: string, value: number): string {
  return cached(`n|${lng}`, () => new Intl.NumberFormat(lng)).format(value);
}

/** A score out of 100 with the language's percent sign and spacing ("80%", "80 %", "%80"). */
export function formatPercent(lng: string, percent: number): string {
  return cached(
    `p|${lng}`,
    () => new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100);
}

/** The formatters bound to the page's current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(
    () => ({
      date: (moment: Moment, style?: 'short' | 'medium' | 'long') => formatDate(lng, moment, style),
      dateTime: (moment: Moment) => formatDateTime(lng, moment),
      day: (day: string) => formatDay(lng, day),
      number: (value: number) => formatNumber(lng, value),
      percent: (percent: number) => formatPercent(lng, percent),
      money: (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, lng),
    }),
    [lng],
  );
}
