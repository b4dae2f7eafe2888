import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, apiError, translate } from './api-error.ts';
import { requestLocale } from './request-locale.ts';

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

/**
 * Parses a query string with a schema; a failure (a parameter given twice arrives as a list, a control
 * character, a value too long) is a 400 with the message of `key` in the request's language.
 */
export function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest, key: string): z.output<S> {
  const result = schema.safeParse(request.query ?? {});
  if (result.success) return result.data;
  throw apiError(request, 400, key);
}

/** Fastify's own 'invalid JSON' error, for a body it would have decoded into U+FFFD: answered as api.invalidJson. */
export function invalidJsonBody(): Error {
  return Object.assign(new Error('the body is not valid UTF-8 JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
}

/** Whether a parsed JSON value holds a lone surrogate in any string or key (`"\ud800"` is valid JSON, not text). */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => !key.isWellFormed() || hasLoneSurrogate(inner));
  return false;
}
