import { LOCALES } from '@findable/core/locales';
import { PAGES, type PageId } from '@findable/core/routes';

/**
 * The pages this build contains, each with the route module that renders it. A page of core/routes.ts that
 * is not listed here is not built yet: links to it reach the server, which answers with the 404 page.
 */
export const BUILT_PAGES = {
  landing: 'routes/landing.tsx',
  pricing: 'routes/pricing.tsx',
  notFound: 'routes/not-found.tsx',
} as const satisfies Partial<Record<PageId, string>>;

export type BuiltPageId = keyof typeof BUILT_PAGES;

/** Every path inside a locale that a built page answers on (canonical path first, then aliases). */
export function builtPagePaths(id: BuiltPageId): string[] {
  const page: { path: string; aliases?: readonly string[] } = PAGES[id];
  return [page.path, ...(page.aliases ?? [])];
}

/** The URLs to prerender: every built page and alias in every locale. */
export function prerenderPaths(): string[] {
  return LOCALES.flatMap((locale) =>
    (Object.keys(BUILT_PAGES) as BuiltPageId[]).flatMap((id) =>
      builtPagePaths(id).map((path) => (path ? `/${locale}/${path}` : `/${locale}`)),
    ),
  );
}

const builtPaths = new Set((Object.keys(BUILT_PAGES) as BuiltPageId[]).flatMap(builtPagePaths));

/** Whether a site path ('/de-DE/pricing#faq') is a page of this build, so the client router can show it. */
export function isBuiltPath(href: string): boolean {
  const pathname = href.split(/[?#]/)[0] ?? '';
  const [, , ...rest] = pathname.split('/');
  return builtPaths.has(rest.join('/'));
}
