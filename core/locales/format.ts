import type { Locale } from './index.ts';
import { dateTimeFormat, numberFormat } from './intl-cache.ts';

/** Whole-dollar prices as the spec shows them ("$29", "29 $", "29 USD" per locale convention). */
export function formatPrice(locale: Locale, amount: number, currency = 'USD'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** A star rating with one decimal ('4.8', '4,8'); a dash when there is none. */
export function formatRating(locale: Locale, rating: number | null | undefined): string {
  return rating === null || rating === undefined
    ? '–'
    : formatNumber(locale, rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A change with its sign, as the locale writes it: '+12', '+0.2' / '+0,2', '+38%' / '+38 %'. */
export function formatChange(locale: Locale, value: number, unit: 'number' | 'percent' = 'number'): string {
  return unit === 'percent'
    ? formatNumber(locale, value / 100, { style: 'percent', signDisplay: 'always' })
    : formatNumber(locale, value, { signDisplay: 'always' });
}

/** A calendar date (no time) written out the way the locale writes it. */
export function formatDate(locale: Locale, isoDate: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}
