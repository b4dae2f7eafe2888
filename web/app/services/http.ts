import { DEFAULT_LOCALE, isLocale, localeOfPath } from '@findable/core/locales';
import { ERROR_TEXT } from '@findable/core/locales/messages/errors';
import { takeEarly } from './early-requests.ts';

/** The JSON of an error answer: `{ message, code }`, per-field messages, and what else the route adds. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  fields?: Record<string, string>;
  [extra: string]: unknown;
}

/** An error answer of our API: its message (in the request's language), status, per-field messages, and the whole body. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly body: ApiErrorBody;
  constructor(message: string, status: number, fields: Record<string, string> = {}, body: ApiErrorBody = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

const SAFE = new Set(['GET', 'HEAD']);

/**
 * Calls the API. On a state-changing request to a relative URL it sends the anti-forgery header taken from
 * the XSRF-TOKEN cookie (spec §7), which the server hands out at /api/xsrf-token the first time. JSON in and out;
 * a non-2xx answer becomes an ApiRequestError with the server's message.
 */
export async function api<T>(
  path: string,
  {
    method = 'GET',
    body,
    token,
    locale,
  }: { method?: string; body?: unknown; token?: string | null; locale?: string } = {},
): Promise<T> {
  // Errors come back in the page's language unless the caller names another.
  const language = isLocale(locale) ? locale : (localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const relative = path.startsWith('/') && !path.startsWith('//');
  if (!SAFE.has(method) && relative) {
    let xsrf = cookie('XSRF-TOKEN');
    if (!xsrf) {
      // The first state-changing request of this browser: one cheap request sets the cookie.
      await fetch('/api/xsrf-token', { credentials: 'same-origin' });
      xsrf = cookie('XSRF-TOKEN');
    }
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  }
  let response: Response;
  try {
    // The page's head may have asked already (early-requests.ts): the same GET with the same token.
    const early = method === 'GET' && body === undefined ? takeEarly(path, token) : undefined;
    response = await (early ??
      fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }));
  } catch {
    throw new ApiRequestError(ERROR_TEXT[language].network, 0);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as ApiErrorBody;
  if (!response.ok)
    throw new ApiRequestError(data.message ?? ERROR_TEXT[language].failed, response.status, data.fields, data);
  return data as T;
}
