import { LOCALES } from '@findable/core/locales';
import { PAGES, VERTICALS, type PageId } from '@findable/core/routes';

/**
 * The pages this build contains, each with the route module that renders it. A page of core/routes.ts that
 * is not listed here is not built yet: links to it reach the server, which answers with the 404 page.
 */
const BUILT_PAGES = {
  landing: 'routes/landing.tsx',
  pricing: 'routes/pricing.tsx',
  legal: 'routes/legal.tsx',
  badges: 'routes/badges.tsx',
  unlockBadge: 'routes/unlock-badge.tsx',
  notFound: 'routes/not-found.tsx',
  localSeo: 'routes/product.tsx',
  customerIntelligence: 'routes/product.tsx',
  competitorAnalysis: 'routes/product.tsx',
  onlinePerformance: 'routes/product.tsx',
  completeLocalMarketing: 'routes/product.tsx',
  locationIntelligence: 'routes/product.tsx',
  agencies: 'routes/product.tsx',
  businessOwners: 'routes/product.tsx',
  about: 'routes/about.tsx',
  authLogin: 'routes/auth-login.tsx',
  authRegister: 'routes/auth-register.tsx',
  authForgotPassword: 'routes/auth-forgot-password.tsx',
  authResetPassword: 'routes/auth-reset-password.tsx',
  authInvite: 'routes/auth-invite.tsx',
  authTokenLogin: 'routes/auth-token-login.tsx',
  authAccount: 'routes/auth-account.tsx',
  authReport: 'routes/auth-report.tsx',
} as const satisfies Partial<Record<PageId, string>>;

export interface BuiltRoute {
  /** Route id (unique): the page id, `{id}-alias-{n}` for aliases, `vertical-{slug}` for vertical pages. */
  id: string;
  /** Path inside a locale ('' for the landing page). */
  path: string;
  module: string;
}

/** Every route of the build: the built pages with their aliases, and the ten vertical pages. */
export const BUILT_ROUTES: BuiltRoute[] = [
  ...(Object.keys(BUILT_PAGES) as Array<keyof typeof BUILT_PAGES>).flatMap((id) => {
    const page: { path: string; aliases?: readonly string[] } = PAGES[id];
    return [page.path, ...(page.aliases ?? [])].map((path, n) => ({
      id: n === 0 ? id : `${id}-alias-${n}`,
      path,
      module: BUILT_PAGES[id],
    }));
  }),
  ...VERTICALS.map((slug) => ({ id: `vertical-${slug}`, path: `local-seo-for-${slug}`, module: 'routes/vertical.tsx' })),
];

/** The URLs to prerender: every route in every locale. */
export function prerenderPaths(): string[] {
  return LOCALES.flatMap((locale) => BUILT_ROUTES.map(({ path }) => (path ? `/${locale}/${path}` : `/${locale}`)));
}

const builtPaths = new Set(BUILT_ROUTES.map(({ path }) => path));

/** Whether a site path ('/de-DE/pricing#faq') is a page of this build, so the client router can show it. */
export function isBuiltPath(href: string): boolean {
  const pathname = href.split(/[?#]/)[0] ?? '';
  const [, , ...rest] = pathname.split('/');
  return builtPaths.has(rest.join('/'));
}
