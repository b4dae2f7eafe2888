/**
 * Build-time public settings of the web bundle. It holds no secrets: everything here ends up in the HTML.
 * The public origin and the operator are run-time facts of the server (site/site-facts.ts), and third-party
 * script URLs (analytics, chat, demo frame) too (GET /api/site-config), so they change without a rebuild.
 */
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
