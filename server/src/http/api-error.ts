import type { Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { createTranslator, type TranslateValues } from '@findable/core/locales/translate';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { requestLocale } from './request-locale.ts';

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

/** A message of the catalogs: a key of the `auth` namespace ('api.emailTaken') or `ns:key` ('search:errors.busy'). */
export function translate(locale: Locale, key: string, values?: TranslateValues): string {
  return createTranslator(locale, CATALOGS[locale], 'auth')(key, values);
}

/** An ApiError in the request's language; `code` is the key, with a namespace as its first part ('search.errors.busy'). */
export function apiError(request: FastifyRequest, status: number, key: string, values?: TranslateValues): ApiError {
  return new ApiError(status, key.replace(':', '.'), translate(requestLocale(request), key, values));
}

/** 429 with the wait in words: seconds for a short wait, minutes for a long one. */
export function tooManyRequests(request: FastifyRequest, retryAfterMs: number, key?: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (key) return apiError(request, 429, key);
  return seconds < 120
    ? apiError(request, 429, 'api.tooManySeconds', { count: seconds })
    : apiError(request, 429, 'api.tooManyMinutes', { count: Math.ceil(seconds / 60) });
}

/** Fastify's own client errors, by code, and the key that explains each. */
const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'api.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'api.invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'api.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'api.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'api.invalidRequest',
};

/** Keys of our catalogs look like 'signup.email.invalid'; zod's own messages ('Invalid input: expected string') do not. */
const isCatalogKey = (message: string) => /^[a-z]+(\.[A-Za-z]+)+$/.test(message);

/**
 * A request outside its route's schema (route-schemas.ts) as the error contract's 400: an invalid body names
 * each bad field in the request's language (`api.invalidInput`, its first field's message); an invalid query
 * or params has one message, its first issue's key (in the route's `inputErrors` namespace, with its values).
 */
function invalidInput(
  request: FastifyRequest,
  issues: readonly { instancePath: string; message?: string | undefined }[],
  part: string | undefined,
): ApiError {
  const locale = requestLocale(request);
  if (part !== 'body') {
    const key = issues[0]?.message ?? '';
    const { namespace, values } = request.routeOptions.config.inputErrors ?? {};
    return isCatalogKey(key)
      ? apiError(request, 400, namespace ? `${namespace}:${key}` : key, values)
      : apiError(request, 400, 'api.invalidRequest');
  }
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
    fields[field] ??= translate(
      locale,
      issue.message && isCatalogKey(issue.message) ? issue.message : 'api.invalidInput',
    );
  }
  return new ApiError(
    400,
    'api.invalidInput',
    Object.values(fields)[0] ?? translate(locale, 'api.invalidInput'),
    fields,
  );
}

/**
 * Whether an error is the client's own hiccup, not ours: it went away in the middle of sending its request (an
 * upload cancelled, a tab closed). Node reports that as ECONNRESET, which is also how a dropped database
 * connection looks, so it is told apart by the request's own state.
 */
function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (code === 'ECONNRESET' || code === 'ECONNABORTED') &&
    (request.raw.readableAborted || request.raw.destroyed || message === 'aborted')
  );
}

const designedAnswers = new WeakSet<FastifyReply>();
/**
 * Marks a 5xx the product answers on purpose (Google sign-up without configuration: a clear 503 page), so the
 * metrics do not count it as a server error.
 */
export function designedAnswer(reply: FastifyReply): FastifyReply {
  designedAnswers.add(reply);
  return reply;
}
export const isDesignedAnswer = (reply: FastifyReply) => designedAnswers.has(reply);

/**
 * The one way any error becomes the API's answer (DESIGN 'Errors'): our own ApiErrors as they are; Fastify's
 * client errors (bad JSON, 413, 415, a bad URL …) under a code of ours; a database that cannot be reached as a
 * 503; anything else as a 500 without details. Every message is in the request's language.
 */
export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error))
    return invalidInput(request, error.validation, error.validationContext);
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  // Nobody is left to read the answer; a 400, logged as the client's doing, never as a database outage.
  if (isClientAbort(error, request)) return apiError(request, 400, 'api.invalidRequest');
  if (isDatabaseUnavailable(error)) return apiError(request, 503, 'api.unavailable');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const key =
      (typeof code === 'string' && FRAMEWORK_ERRORS[code]) ||
      (statusCode === 404 ? 'api.notFound' : 'api.invalidRequest');
    return apiError(request, statusCode, key);
  }
  return apiError(
    request,
    typeof statusCode === 'number' && statusCode > 500 && statusCode < 600 ? statusCode : 500,
    'api.serverError',
  );
}

/** Sends an error as `{ message, code }` (and `fields` for invalid input), logging server faults. */
export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const answer = toApiError(error, request);
  if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else if (isClientAbort(error, request))
    request.log.info({ code: (error as { code?: string }).code }, 'client aborted the request');
  else request.log.info({ code: answer.code, status: answer.statusCode }, 'request refused');
  if (answer.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
  return reply
    .code(answer.statusCode)
    .type('application/json; charset=utf-8')
    .send({ message: answer.message, code: answer.code, ...(answer.fields ? { fields: answer.fields } : {}) });
}
