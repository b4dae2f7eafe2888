import type { Locale } from './locales/index.ts';
import { regionNames } from './locales/intl-cache.ts';

/**
 * The operator of the site: the company that runs it and is named in the legal texts, the footer, the
 * structured data and the e-mails. Everything here is read from ONE place at run time: the server parses
 * `OPERATOR_*` environment variables (server/src/config.ts) and falls back to SAMPLE_OPERATOR; the pages are
 * built with SAMPLE_OPERATOR and the server swaps the configured values in when it starts
 * (docs/decisions/012-origin-and-operator-at-run-time.md).
 */
export interface Operator {
  /** The registered company name, as the legal texts name the provider ('Findable Kft.'). */
  legalName: string;
  address: PostalAddress;
  /** Company register number. */
  registrationNumber: string;
  /** VAT identification number. */
  vatNumber: string;
  emails: Record<OperatorEmail, string>;
  /** Profile URLs of the footer's social links (and `sameAs` in the structured data). */
  social: Record<SocialNetwork, string>;
}

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 country code ('HU'). */
  country: string;
}

export const OPERATOR_EMAILS = ['legal', 'support', 'sales', 'jobs'] as const;
export type OperatorEmail = (typeof OPERATOR_EMAILS)[number];

/** The footer shows one link per network, in this order. Adding or removing one is a code change and a rebuild. */
export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/**
 * SAMPLE VALUES — NOT A REAL COMPANY. The embedded default, so a fresh install has complete legal pages. A
 * production start logs a warning for every one of these still in use; set the `OPERATOR_*` variables.
 * Each value is distinctive (it appears nowhere else in the pages), which lets the server find and replace it.
 */
export const SAMPLE_OPERATOR: Operator = {
  legalName: 'Findable Kft.',
  address: { street: 'Andrássy út 12', postalCode: '1061', city: 'Budapest', country: 'HU' },
  registrationNumber: '01-09-123456',
  vatNumber: 'HU12345678',
  emails: {
    legal: 'legal@findable.example',
    support: 'support@findable.example',
    sales: 'hello@findable.example',
    jobs: 'jobs@findable.example',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/findable',
    facebook: 'https://www.facebook.com/findable',
    instagram: 'https://www.instagram.com/findable',
    youtube: 'https://www.youtube.com/@findable',
  },
};

/** The country's name in the page's language ('Hungary', 'Ungarn', 'Magyarország'). */
export function countryName(country: string, locale: Locale): string {
  return regionNames(locale).of(country) ?? country;
}

/**
 * The address on one line, as the legal texts write it: a Hungarian address in the Hungarian order
 * ('1061 Budapest, Andrássy út 12'), any other as 'street, postal code city'; the country is named unless the
 * page's language is that country's ('Hungary' in English, nothing in Hungarian).
 */
export function formatAddress(address: PostalAddress, locale: Locale): string {
  const lines =
    address.country === 'HU'
      ? [`${address.postalCode} ${address.city}`, address.street]
      : [address.street, `${address.postalCode} ${address.city}`];
  if (locale.split('-')[1] !== address.country) lines.push(countryName(address.country, locale));
  return lines.join(', ');
}

/** The values of an operator, each with the environment variable that sets it (server/src/config.ts). */
export function operatorFields(operator: Operator): Array<{ variable: string; value: string }> {
  return [
    { variable: 'OPERATOR_LEGAL_NAME', value: operator.legalName },
    { variable: 'OPERATOR_STREET', value: operator.address.street },
    { variable: 'OPERATOR_POSTAL_CODE', value: operator.address.postalCode },
    { variable: 'OPERATOR_CITY', value: operator.address.city },
    { variable: 'OPERATOR_COUNTRY', value: operator.address.country },
    { variable: 'OPERATOR_REGISTRATION_NUMBER', value: operator.registrationNumber },
    { variable: 'OPERATOR_VAT_NUMBER', value: operator.vatNumber },
    ...OPERATOR_EMAILS.map((id) => ({ variable: `OPERATOR_${id.toUpperCase()}_EMAIL`, value: operator.emails[id] })),
    ...SOCIAL_NETWORKS.map((id) => ({ variable: `OPERATOR_${id.toUpperCase()}_URL`, value: operator.social[id] })),
  ];
}

/** The environment variables whose value is still the sample's. */
export function sampleValuesInUse(operator: Operator): string[] {
  const samples = new Map(operatorFields(SAMPLE_OPERATOR).map(({ variable, value }) => [variable, value]));
  return operatorFields(operator)
    .filter(({ variable, value }) => samples.get(variable) === value)
    .map(({ variable }) => variable);
}
