import { LANGUAGES, type Locale } from '@findable/core/locales';
import { OPERATOR_EMAILS, SOCIAL_NETWORKS } from '@findable/core/operator';
import type { SiteFacts } from '@findable/core/site-facts';
import type { BreadcrumbList, Organization, WebSite, WithContext } from 'schema-dts';
import { shareImagePath } from './share-image-path.ts';

/**
 * Schema.org structured data (JSON-LD) of the pages, typed with schema-dts. Every block is checked by the site
 * audit (e2e/tools/site-audit.ts) with Adobe's structured-data validator (schema.org vocabulary + Google's
 * rich-result rules). The operator's values come from the site facts, so the server's start-time rewrite
 * replaces them with the configured ones (core/site-facts.ts knows the address keys used here).
 */

export const home = (site: SiteFacts, locale: Locale) => `${site.origin}/${locale}`;
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
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'company registration number',
      value: operator.registrationNumber,
    },
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
