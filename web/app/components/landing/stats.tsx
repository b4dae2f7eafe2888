import type { Locale } from '@findable/core/locales';
import { formatNumber } from '@findable/core/locales/format';
import type { Translate } from '@findable/core/locales/translate';

/**
 * The claimed figures (spec §1, §9): 98% search online, 50M+ local businesses, 2,000+ businesses served.
 * 'More than' is worded per language (`common:figures.moreThan`: '50M+', 'über 50 Mio.', 'több mint 50 millió');
 * Hungarian spells the million out, as its short form 'M' reads as English. The number itself never breaks across
 * lines ('50 millió' keeps a no-break space), so a narrow column can only wrap after the words before it.
 */
export function claimedFigures(locale: Locale, t: Translate) {
  const moreThan = (value: string) => t('common:figures.moreThan', { value: value.replace(/ /g, '\u00a0') });
  return {
    searchers: formatNumber(locale, 0.98, { style: 'percent' }),
    businesses: moreThan(
      formatNumber(locale, 50_000_000, { notation: 'compact', compactDisplay: locale === 'hu-HU' ? 'long' : 'short' }),
    ),
    served: moreThan(formatNumber(locale, 2000)),
  };
}
