import type { Locale } from '@findable/core/locales';
import { MONTHLY_USD, TIERS, type Plan } from '@findable/core/pricing';
import type { SiteFacts } from '@findable/core/site-facts';
import type { Offer, Product, WithContext } from 'schema-dts';
import { pageShareImagePath } from './share-image-path.ts';
import { home } from './structured-data.ts';

// The pricing page's structured data, apart from structured-data.ts so the price table stays out of every page.

/**
 * A plan as a Product whose offers are the monthly prices of each tier of the number of businesses, from the
 * same price table as the calculator (core/pricing).
 */
export function planLd(
  site: SiteFacts,
  locale: Locale,
  plan: Plan,
  text: { name: string; description: string; tier: (min: number, max: number) => string },
): WithContext<Product> {
  const prices = MONTHLY_USD[plan];
  const url = `${home(site, locale)}/pricing`;
  const offers: Offer[] = TIERS.map((tier, index) => ({
    '@type': 'Offer',
    name: text.tier(tier.min, tier.max),
    url,
    price: prices[index]!,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tier.min, maxValue: tier.max, unitText: 'businesses' },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: prices[index]!,
      priceCurrency: 'USD',
      billingDuration: 'P1M',
      unitCode: 'MON',
      valueAddedTaxIncluded: false,
    },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `Findable ${text.name}`,
    description: text.description,
    image: `${site.origin}${pageShareImagePath(locale, 'pricing')}`,
    brand: { '@type': 'Brand', name: 'Findable' },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: offers.length,
      offers,
    },
  };
}
