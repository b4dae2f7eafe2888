import type { Locale } from '@findable/core/locales';
import { formatNumber } from '@findable/core/locales/format';

/** The claimed figures (spec §1, §9): 98% search online, 50M+ local businesses, 2,000+ businesses served. */
export function claimedFigures(locale: Locale) {
  return {
    searchers: formatNumber(locale, 0.98, { style: 'percent' }),
    businesses: `${formatNumber(locale, 50_000_000, { notation: 'compact' })}+`,
    served: `${formatNumber(locale, 2000)}+`,
  };
}
