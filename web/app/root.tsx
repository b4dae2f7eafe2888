import { DEFAULT_LOCALE, LANGUAGES, localeOfPath } from '@findable/core/locales';
import { useEffect, useRef, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, useLocation, useMatches, type LinksFunction } from 'react-router';
import { useHydrationMark } from './components/deferred/deferred.tsx';
import { ErrorScreen } from './components/layout/error-screen.tsx';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { earlyRequestsScript, type EarlyPage } from './services/early-requests.ts';
import { SIGNED_IN_MARK_SCRIPT } from './services/report-cta.ts';
import { APP_URL } from './site-config.ts';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname) ?? DEFAULT_LOCALE;
  // An application page names the API calls its head starts before its code has loaded (its route's `handle`).
  const early = useMatches()
    .map((match) => (match.handle as { early?: EarlyPage } | undefined)?.early)
    .find(Boolean);
  return (
    // The marks on <html> (data-signed-in, data-hydrated) are set by scripts, not rendered: React leaves them.
    <html lang={LANGUAGES[locale].htmlLang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Before the first paint, so calls to action show 'Open my report' to a signed-in visitor at once. */}
        {APP_URL ? null : <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_MARK_SCRIPT }} />}
        {early ? <script dangerouslySetInnerHTML={{ __html: earlyRequestsScript(early) }} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        {/* With a precedence React emits the stylesheet before the script preloads, so it is fetched first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** The page shell scrolls smoothly to the top on every navigation (spec §2), or to the fragment if one is named. */
function useScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
  }, [pathname, hash]);
}

export default function App() {
  useScrollToTopOnNavigation();
  useHydrationMark();
  return <Outlet />;
}

/**
 * Any error below the root — a render error, or a page's code that fails to load after a deploy — shows the
 * error screen in the page's language instead of React Router's default English one.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
