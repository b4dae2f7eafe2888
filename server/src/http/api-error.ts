import type { Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { createTranslator, type TranslateValues } from '@findable/core/locales/translate';
import type { FastifyRequest } from 'fastify';
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

export function translate(locale: Locale, key: string, values?: TranslateValues): string {
  return createTranslator(locale, CATALOGS[locale], 'auth')(key, values);
}

export function apiError(request: FastifyRequest, status: number, key: string, values?: TranslateValues): ApiError {
  return new ApiError(status, key, translate(requestLocale(request), key, values));
}
