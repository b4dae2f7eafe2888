/**
 * Build-time public settings of the web bundle. It holds no secrets: everything here ends up in the HTML.
 * Third-party script URLs (analytics, chat, demo frame) are runtime settings of the server instead
 * (GET /api/site-config), so they can change without a rebuild and the CSP can name their origins.
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL as string).replace(/\/$/, '');

/** The application site (login, sign-up, account); by default the auth pages of this same server. */
export const APP_URL: string = (import.meta.env.VITE_APP_URL as string).replace(/\/$/, '');

export type AppPage = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'invite' | 'token-login' | 'account' | 'report';

/**
 * A page of the application site. Ours (the default) lives under the locale like every page; an external
 * application site is addressed at its plain /auth/… paths.
 */
export function appLink(page: AppPage, locale: string): string {
  return APP_URL ? `${APP_URL}/auth/${page}` : `/${locale}/auth/${page}`;
}
