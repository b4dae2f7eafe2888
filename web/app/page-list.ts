import { LOCALES } from '@findable/core/locales';
import { PAGE_IDS, PAGES, pathsOf, VERTICALS, type PageEntry, type PageId } from '@findable/core/routes';

/**
 * The route module of a page: its shared layout's (`routes/product.tsx`), else its own, named after its id
 * (`unlockBadge` → `routes/unlock-badge.tsx`). Every page of core/routes.ts is built.
 */
function moduleOf(id: PageId): string {
  const page: PageEntry = PAGES[id];
  return `routes/${page.layout ?? id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
}

export interface BuiltRoute {
  /** Route id (unique): the page id, `{id}-alias-{n}` for aliases, `vertical-{slug}` for vertical pages. */
  id: string;
  /** Path inside a locale ('' for the landing page). */
  path: string;
  module: string;
}

/** Every route of the build: every page with its aliases, and the ten vertical pages. */
export const BUILT_ROUTES: BuiltRoute[] = [
  ...PAGE_IDS.flatMap((id) =>
    pathsOf(id).map((path, n) => ({ id: n === 0 ? id : `${id}-alias-${n}`, path, module: moduleOf(id) })),
  ),
  ...VERTICALS.map((slug) => ({
    id: `vertical-${slug}`,
    path: `local-seo-for-${slug}`,
    module: 'routes/vertical.tsx',
  })),
];

/** The URLs to prerender: every route in every locale. */
export function prerenderPaths(): string[] {
  return LOCALES.flatMap((locale) => BUILT_ROUTES.map(({ path }) => (path ? `/${locale}/${path}` : `/${locale}`)));
}
