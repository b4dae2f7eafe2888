import { appLink as buildAppLink, externalAppSite, type AppPage } from '@findable/core/routes';
import type { Locale } from '@findable/core/locales';

/**
 * Build-time public settings of the web bundle. It holds no secrets: everything here ends up in the HTML.
 * Third-party script URLs (analytics, chat, demo frame) are runtime settings of the server instead
 * (GET /api/site-config), so they can change without a rebuild and the CSP can name their origins.
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL as string).replace(/\/$/, '');

/** An external application site (login, sign-up, account), or '' for the auth pages of this same server. */
export const APP_URL: string = externalAppSite(import.meta.env.VITE_APP_URL as string, SITE_URL) ?? '';

/** A page of the application site (core/routes.ts `appLink`): ours under the locale, an external one at /auth/…. */
export function appLink(page: AppPage, locale: string): string {
  return buildAppLink(page, locale as Locale, { externalAppUrl: APP_URL || null });
}
