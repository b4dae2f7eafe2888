/**
 * How the client bundle is cut into files. Rolldown's automatic splitting gives every set of route modules
 * that shares code its own chunk; with one route module per page type that made ~30 small files for the
 * landing page, each compressed on its own. Two groups put what every page loads into two files:
 *
 * - `framework`: React, React DOM and React Router — the same bytes on every page, cached across visits.
 * - `shell`: the page frame every route renders (root, locale layout, header, footer, dialogs host,
 *   notification live region, consent, translator, route table) and the tiny libraries it uses.
 *
 * Landing page initial JavaScript went from 132.4 KB to 125.1 KB gzip with these two groups
 * (docs/performance.md). Anything loaded on demand (search combobox, registration dialog, notification
 * cards) stays out of both groups, or it would be shipped to every page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

const FRAMEWORK = ['react', 'react-dom', 'react-router', 'scheduler', 'cookie'].map((name) => `/node_modules/${name}/`);

const SHELL = [
  '/web/app/root.tsx',
  '/web/app/routes/locale-layout.tsx',
  '/web/app/components/layout/consent-banner.tsx',
  '/web/app/components/layout/footer.tsx',
  '/web/app/components/layout/header.tsx',
  '/web/app/components/layout/language-switcher.tsx',
  '/web/app/components/layout/logo.tsx',
  '/web/app/components/layout/nav-items.ts',
  '/web/app/components/layout/nav-menu.tsx',
  '/web/app/components/layout/notification-host.tsx',
  '/web/app/components/layout/social-icons.tsx',
  '/web/app/components/modals/modal-host.tsx',
  '/web/app/components/ui/button.tsx',
  '/web/app/i18n/',
  '/web/app/services/analytics.ts',
  '/web/app/services/consent.ts',
  '/web/app/services/modal.ts',
  '/web/app/services/notifications.ts',
  '/web/app/services/runtime-config.ts',
  '/web/app/services/session-token.ts',
  '/web/app/seo/',
  '/web/app/site-config.ts',
  '/core/routes.ts',
  '/core/site.ts',
  '/core/locales/index.ts',
  '/core/locales/format.ts',
  '/core/locales/translate.ts',
  '/node_modules/clsx/',
  '/node_modules/lucide-react/dist/esm/createLucideIcon.mjs',
  '/node_modules/lucide-react/dist/esm/Icon.mjs',
  '/node_modules/lucide-react/dist/esm/shared/',
  '/node_modules/lucide-react/dist/esm/context.mjs',
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
