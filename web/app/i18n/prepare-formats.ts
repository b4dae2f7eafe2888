import type { Locale } from '@findable/core/locales';
import { formatDate, formatNumber } from '@findable/core/locales/format';

/**
 * Makes the locale's number and date formats now, in two tasks of their own, while the page waits for its data.
 *
 * A page's first Intl object costs ~25 ms of a desktop's CPU (V8 lists the locales it has data for, once per
 * page), four times that on a phone. Made while drawing the data, it lengthened that task to ~35 ms
 * (npm run profile:cpu, `/en-US/auth/report`); made here, the data's drawing finds them ready (intl-cache.ts keeps
 * them).
 */
export function prepareFormats(locale: Locale): void {
  setTimeout(() => {
    formatNumber(locale, 0);
    setTimeout(() => formatDate(locale, new Date().toISOString()), 0);
  }, 0);
}
