import { isLocale, matchAcceptLanguage, type Locale } from '@findable/core/locales';
import type { FastifyRequest } from 'fastify';

const localeIn = (part: unknown) => {
  const locale = typeof part === 'object' && part !== null ? (part as { locale?: unknown }).locale : undefined;
  return isLocale(locale) ? locale : undefined;
};

const remembered = new WeakMap<FastifyRequest, Locale>();

/**
 * The one language every route answers in: a `locale` in the body (the forms send the page's), else in the
 * query (the Google sign-up link's), else the Accept-Language header. Read from the request as it came, before
 * the route's schema drops the fields it does not name (`rememberLocale`, route-schemas.ts).
 */
export function requestLocale(request: FastifyRequest): Locale {
  return (
    remembered.get(request) ??
    localeIn(request.body) ??
    localeIn(request.query) ??
    matchAcceptLanguage(request.headers['accept-language'])
  );
}

/** Fixes the request's language before validation replaces its body and query with the schema's output. */
export function rememberLocale(request: FastifyRequest): void {
  remembered.set(request, requestLocale(request));
}
