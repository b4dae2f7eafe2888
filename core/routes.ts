import type { Locale } from './locales/index.ts';

/**
 * Every public page of the site, listed once. `path` is the path inside a locale ('' is the landing page);
 * `aliases` are further spellings that show the same page (the canonical URL is always `path`); `layout`
 * names the shared page layout that renders it, when it has no route module of its own.
 * web/app/page-list.ts (routes and prerender list), the sitemap and the e2e specs all read this table.
 */
export const PAGES = {
  landing: { path: '' },
  localSeo: { path: 'local-seo', layout: 'product' },
  customerIntelligence: { path: 'local-customer-intelligence', layout: 'product' },
  competitorAnalysis: { path: 'local-competitor-analysis', layout: 'product' },
  onlinePerformance: { path: 'onlinePerformance', layout: 'product' },
  completeLocalMarketing: { path: 'complete-local-marketing', layout: 'product' },
  locationIntelligence: {
    path: 'location-intelligence',
    aliases: ['local-intelligence', 'locationIntelligence'],
    layout: 'product',
  },
  agencies: { path: 'local-seo-agencies', layout: 'product' },
  businessOwners: { path: 'for-business-owners', layout: 'product' },
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
} as const satisfies Record<string, PageEntry>;

export interface PageEntry {
  path: string;
  aliases?: readonly string[];
  layout?: 'product';
}

export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The product and audience pages, which share one layout (web's ProductPage). */
export type ProductPageId = { [id in PageId]: (typeof PAGES)[id] extends { layout: 'product' } ? id : never }[PageId];
export const PRODUCT_PAGES = PAGE_IDS.filter(
  (id): id is ProductPageId => (PAGES[id] as PageEntry).layout === 'product',
);

/** Every path inside a locale that shows a page: its main path first, then its aliases. */
export function pathsOf(id: PageId): string[] {
  const page: PageEntry = PAGES[id];
  return [page.path, ...(page.aliases ?? [])];
}

/** The page a path inside a locale shows ('local-intelligence' → 'locationIntelligence'), by its path or an alias. */
export function pageAt(innerPath: string): PageId | undefined {
  return PAGE_IDS.find((id) => pathsOf(id).includes(innerPath));
}

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

/** The pages of the application site (login, sign-up, account …), by the name the spec gives them. */
export const APP_PAGES = {
  login: 'authLogin',
  register: 'authRegister',
  'forgot-password': 'authForgotPassword',
  'reset-password': 'authResetPassword',
  invite: 'authInvite',
  'token-login': 'authTokenLogin',
  account: 'authAccount',
  report: 'authReport',
} as const satisfies Record<string, PageId>;
export type AppPage = keyof typeof APP_PAGES;

/**
 * The external application site, or null when the application site is our own (the default). An
 * `APP_URL` on the public origin of this site (`SITE_URL`) is our own too.
 */
export function externalAppSite(appUrl: string | null | undefined, siteUrl: string): string | null {
  const trimmed = appUrl?.trim().replace(/\/+$/, '');
  if (!trimmed) return null;
  return trimmed === new URL(siteUrl).origin ? null : trimmed;
}

/**
 * A link to a page of the application site, the one builder that pages, e-mails and redirects use.
 * Our own application site keeps its pages under the locale like every page (`/de-DE/auth/login`), so the
 * visitor stays in their language; an external application site is addressed at the paths the spec names
 * (`{APP_URL}/auth/login`) and chooses its language itself. `origin` makes a link to our own site absolute
 * (for e-mails and redirects); without it the link is a path.
 */
export function appLink(
  page: AppPage,
  locale: Locale,
  {
    externalAppUrl = null,
    origin = '',
    query,
  }: { externalAppUrl?: string | null; origin?: string; query?: Record<string, string> } = {},
): string {
  const base = externalAppUrl ? `${externalAppUrl}/auth/${page}` : `${origin}${paths.page(APP_PAGES[page], locale)}`;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${base}?${search}` : base;
}
