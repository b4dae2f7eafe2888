import type { Locale } from './locales/index.ts';

/**
 * Every public page of the site, listed once. `path` is the path inside a locale ('' is the landing page);
 * `aliases` are further spellings that show the same page (the canonical URL is always `path`).
 * web/app/routes.ts, the prerender list, the sitemap and the e2e specs all read this table.
 */
export const PAGES = {
  landing: { path: '' },
  localSeo: { path: 'local-seo' },
  customerIntelligence: { path: 'local-customer-intelligence' },
  competitorAnalysis: { path: 'local-competitor-analysis' },
  onlinePerformance: { path: 'onlinePerformance' },
  completeLocalMarketing: { path: 'complete-local-marketing' },
  locationIntelligence: { path: 'location-intelligence', aliases: ['local-intelligence', 'locationIntelligence'] },
  agencies: { path: 'local-seo-agencies' },
  businessOwners: { path: 'for-business-owners' },
  about: { path: 'about' },
  badges: { path: 'badges' },
  unlockBadge: { path: 'unlock-badge' },
  pricing: { path: 'pricing' },
  legal: { path: 'legal' },
  notFound: { path: '404' },
  // The application site's pages on this server (the default APP_URL); not indexed, not in the sitemap.
  authLogin: { path: 'auth/login' },
  authRegister: { path: 'auth/register' },
  authForgotPassword: { path: 'auth/forgot-password' },
  authResetPassword: { path: 'auth/reset-password' },
  authInvite: { path: 'auth/invite' },
  authTokenLogin: { path: 'auth/token-login' },
  authAccount: { path: 'auth/account' },
  authReport: { path: 'auth/report' },
} as const satisfies Record<string, { path: string; aliases?: readonly string[] }>;

export type PageId = keyof typeof PAGES;

/** The ten business types that have a vertical page at /local-seo-for-{slug}. */
export const VERTICALS = [
  'restaurants',
  'cafes',
  'hair-salons',
  'dentists',
  'bars',
  'barbers',
  'lawyers',
  'gyms',
  'pharmacies',
  'massage-salons',
] as const;
export type Vertical = (typeof VERTICALS)[number];

/** Anchors inside /legal that other pages link to. */
export const LEGAL_ANCHORS = {
  termsOfService: 'termsOfService',
  privacyPolicy: 'privacyPolicy',
  disclaimer: 'disclaimer',
  elevateTerms: 'elevateTerms',
  positions: 'positions',
} as const;
export type LegalAnchor = keyof typeof LEGAL_ANCHORS;

function join(locale: Locale, path: string): string {
  return path ? `/${locale}/${path}` : `/${locale}`;
}

/** Path builders: `paths.page('pricing', 'de-DE')` → '/de-DE/pricing'. */
export const paths = {
  page: (id: PageId, locale: Locale) => join(locale, PAGES[id].path),
  vertical: (vertical: Vertical, locale: Locale) => join(locale, `local-seo-for-${vertical}`),
  legal: (locale: Locale, anchor?: LegalAnchor) =>
    join(locale, PAGES.legal.path) + (anchor ? `#${LEGAL_ANCHORS[anchor]}` : ''),
  localSeoDemo: (locale: Locale) => `${join(locale, PAGES.localSeo.path)}#demo`,
};
