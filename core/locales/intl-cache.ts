import type { Locale } from './index.ts';

/**
 * Intl's formatters, made once per locale and options and then reused. Building one is far dearer than using it
 * (the locale's data is loaded and resolved each time): on the report page, one `Intl.NumberFormat` per
 * translated text and per figure took ~150 ms of a phone's main thread while the report rendered
 * (`npm run profile:cpu`, docs/performance.md). The options objects are small literals, so their JSON is the key.
 */
const made = new Map<string, unknown>();

function reuse<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind} ${locale} ${options ? JSON.stringify(options) : ''}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: Locale, options?: Intl.NumberFormatOptions) =>
  reuse('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: Locale, options?: Intl.DateTimeFormatOptions) =>
  reuse('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: Locale) => reuse('plural', locale, undefined, () => new Intl.PluralRules(locale));

export const regionNames = (locale: Locale) =>
  reuse('region', locale, undefined, () => new Intl.DisplayNames([locale], { type: 'region' }));
