import { appLink as buildAppLink, externalAppSite, type AppPage } from '@findable/core/routes';
import type { Locale } from '@findable/core/locales';

/**
 * Build-time public settings of the web bundle. It holds no secrets: everything here ends up in the HTML.
 * The public origin and the operator are run-time facts of the server (site/site-facts.ts), and third-party
 * script URLs (analytics, chat, demo frame) too (GET /api/site-config), so they change without a rebuild.
 */
/** An external application site (login, sign-up, account), or '' for the auth pages of this same server. */
export const APP_URL: string =
  externalAppSite(import.meta.env.VITE_APP_URL as string, import.meta.env.VITE_SITE_URL as string) ?? '';

/** A page of the application site (core/routes.ts `appLink`): ours under the locale, an external one at /auth/…. */
export function appLink(page: AppPage, locale: string): string {
  return buildAppLink(page, locale as Locale, { externalAppUrl: APP_URL || null });
}
