/**
 * How the client bundle is cut into files. Rolldown's automatic splitting gives every set of route modules
 * that shares code its own chunk; with one route module per page type that made ~30 small files for the
 * landing page, each compressed on its own. Two groups put what every page loads into two files:
 *
 * - `framework`: React, React DOM and React Router — the same bytes on every page, cached across visits.
 * - `shell`: what every page runs before its first paint (root, locale layout, header, translator, route table,
 *   page meta, the call-to-action label and the search icon) and the tiny libraries it uses.
 *
 * These two groups made the landing page's initial JavaScript smaller (measured in docs/performance-history.md,
 * 'Lighthouse and bundle size'). Anything loaded on demand (search combobox, registration dialog, notification
 * cards) or deferred (footer, menus, dialog and notification hosts, consent banner: components/deferred) stays out
 * of both groups, or it would be shipped before every page's first paint.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

const FRAMEWORK = ['react', 'react-dom', 'react-router', 'scheduler', 'cookie'].map((name) => `/node_modules/${name}/`);

const SHELL = [
  '/web/app/root.tsx',
  '/web/app/routes/locale-layout.tsx',
  '/web/app/components/deferred/deferred.tsx',
  '/web/app/components/layout/account-links.tsx',
  '/web/app/components/layout/header.tsx',
  '/web/app/components/layout/logo.tsx',
  '/web/app/components/layout/nav-items.ts',
  '/web/app/components/ui/button.tsx',
  '/web/app/components/ui/cta-label.tsx',
  '/web/app/components/ui/icon.tsx',
  '/web/app/i18n/i18n.tsx',
  '/web/app/services/modal.ts',
  '/web/app/services/session-token.ts',
  '/web/app/seo/page-meta.ts',
  '/web/app/seo/page-route.ts',
  '/web/app/seo/share-image-path.ts',
  '/web/app/seo/structured-data.ts',
  '/web/app/site-config.ts',
  '/core/routes.ts',
  '/core/locales/index.ts',
  '/core/locales/format.ts',
  '/core/locales/translate.ts',
  '/node_modules/clsx/',
  '/node_modules/lucide/dist/esm/icons/search.mjs',
];

// A renamed module would silently fall out of its group and the budget with it: fail the build instead.
const root = fileURLToPath(new URL('..', import.meta.url));
for (const fragment of [...FRAMEWORK, ...SHELL]) {
  if (!existsSync(join(root, fragment))) throw new Error(`web/chunks.ts: ${fragment} does not exist`);
}

const matches = (list: string[]) => (id: string) => {
  const normalized = id.replaceAll('\\', '/');
  return list.some((fragment) => normalized.includes(fragment));
};

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'framework', test: matches(FRAMEWORK), priority: 2 },
    { name: 'shell', test: matches(SHELL), priority: 1 },
  ],
};
