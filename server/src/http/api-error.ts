import { isLocale, matchAcceptLanguage, type Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { createTranslator, type TranslateValues } from '@findable/core/locales/translate';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * An error the client should see: status, a catalog key as `code`, the message in the request's language,
 * and for invalid input the message of each field.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

/** The language to answer in: a `locale` in the body, else the Accept-Language header. */
export function requestLocale(request: FastifyRequest): Locale {
  const bodyLocale = (request.body as { locale?: unknown } | undefined)?.locale;
  return isLocale(bodyLocale) ? bodyLocale : matchAcceptLanguage(request.headers['accept-language']);
}

export function translate(locale: Locale, key: string, values?: TranslateValues): string {
  return createTranslator(locale, CATALOGS[locale], 'auth')(key, values);
}

export function apiError(request: FastifyRequest, status: number, key: string, values?: TranslateValues): ApiError {
  return new ApiError(status, key, translate(requestLocale(request), key, values));
}

/** Parses a request body with a shared schema; a failure is a 400 naming each bad field in the request's language. */
export function parseBody<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const result = schema.safeParse(request.body ?? {});
  if (result.success) return result.data;
  const locale = requestLocale(request);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    // Keys of our catalogs look like 'signup.email.invalid'; zod's own messages (wrong type) do not.
    fields[field] ??= /^[a-z]+(\.[A-Za-z]+)+$/.test(issue.message) ? translate(locale, issue.message) : translate(locale, 'api.invalidInput');
  }
  const first = Object.values(fields)[0] ?? translate(locale, 'api.invalidInput');
  throw new ApiError(400, 'api.invalidInput', first, fields);
}
