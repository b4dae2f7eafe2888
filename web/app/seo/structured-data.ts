import { LANGUAGES, type Locale } from '@findable/core/locales';
import { OPERATOR_EMAILS, SOCIAL_NETWORKS } from '@findable/core/operator';
import { MONTHLY_USD, TIERS, type Plan } from '@findable/core/pricing';
import type { SiteFacts } from '@findable/core/site-facts';
import type { BreadcrumbList, Offer, Organization, Product, WebSite, WithContext } from 'schema-dts';
import { pageShareImagePath, shareImagePath } from './share-image-path.ts';

/**
 * Schema.org structured data (JSON-LD) of the pages, typed with schema-dts. Every block is checked by the site
 * audit (e2e/tools/site-audit.ts) with Adobe's structured-data validator (schema.org vocabulary + Google's
 * rich-result rules). The operator's values come from the site facts, so the server's start-time rewrite
 * replaces them with the configured ones (core/site-facts.ts knows the address keys used here).
 */

const home = (site: SiteFacts, locale: Locale) => `${site.origin}/${locale}`;
const organizationId = (site: SiteFacts) => `${site.origin}/#organization`;

/** The operator as an Organization (landing page). */
export function organizationLd(site: SiteFacts, locale: Locale): WithContext<Organization> {
  const { operator } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: 'Findable',
    legalName: operator.legalName,
    url: home(site, locale),
    logo: `${site.origin}${shareImagePath('logo')}`,
    email: operator.emails.support,
    vatID: operator.vatNumber,
    identifier: { '@type': 'PropertyValue', propertyID: 'company registration number', value: operator.registrationNumber },
    address: {
      '@type': 'PostalAddress',
      streetAddress: operator.address.street,
      postalCode: operator.address.postalCode,
      addressLocality: operator.address.city,
      addressCountry: operator.address.country,
    },
    contactPoint: OPERATOR_EMAILS.filter((id) => id === 'support' || id === 'sales').map((id) => ({
      '@type': 'ContactPoint',
      contactType: id === 'support' ? 'customer support' : 'sales',
      email: operator.emails[id],
      availableLanguage: Object.values(LANGUAGES).map((language) => language.name),
    })),
    sameAs: SOCIAL_NETWORKS.map((id) => operator.social[id]),
  };
}

/** The site itself, published by the organization (landing page). */
export function websiteLd(site: SiteFacts, locale: Locale, description: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    name: 'Findable',
    url: home(site, locale),
    description,
    inLanguage: locale,
    publisher: { '@id': organizationId(site) },
  };
}

/** Home › page, for every inner page. */
export function breadcrumbLd(site: SiteFacts, locale: Locale, path: string, name: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Findable', item: home(site, locale) },
      { '@type': 'ListItem', position: 2, name, item: `${home(site, locale)}/${path}` },
    ],
  };
}

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
