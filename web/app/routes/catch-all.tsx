import { canonicalLocalePath, DEFAULT_LOCALE, localeOfPath, matchAcceptLanguage } from '@findable/core/locales';
import { Navigate, useLocation } from 'react-router';

/**
 * A path the router does not know. The server already redirects such requests before any script runs; this
 * covers client-side navigation: a locale in another spelling to the canonical one, inside a locale to its 404 page, outside one to the same path under the
 * visitor's best locale.
 */
export default function CatchAll() {
  const { pathname, search, hash } = useLocation();
  const respelled = canonicalLocalePath(pathname);
  if (respelled) return <Navigate replace to={`${respelled}${search}${hash}`} />;
  const locale = localeOfPath(pathname);
  if (locale) return <Navigate replace to={`/${locale}/404`} />;
  const best = typeof navigator === 'undefined' ? DEFAULT_LOCALE : matchAcceptLanguage(navigator.languages.join(','));
  const rest = pathname === '/' ? '' : pathname;
  return <Navigate replace to={`/${best}${rest}${search}${hash}`} />;
}
