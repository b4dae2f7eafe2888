import { isLocale, matchAcceptLanguage, type Locale } from '@findable/core/locales';
import type { FastifyRequest } from 'fastify';

/** The language to answer in: a `locale` in the body, else the Accept-Language header. */
export function requestLocale(request: FastifyRequest): Locale {
  const body = request.body;
  const bodyLocale = typeof body === 'object' && body !== null ? (body as { locale?: unknown }).locale : undefined;
  return isLocale(bodyLocale) ? bodyLocale : matchAcceptLanguage(request.headers['accept-language']);
}
