import { api, ApiRequestError } from './http.ts';
import { ensureValidSession } from './session.ts';
import { getToken } from './session-token.ts';

/** Calls the API with a valid session, refreshing the access token first when it is about to expire. */
export async function authed<T>(
  path: string,
  init: { method?: string; body?: unknown; locale?: string } = {},
): Promise<T> {
  if (!(await ensureValidSession())) throw new ApiRequestError('unauthorized', 401);
  return api<T>(path, { ...init, token: getToken() });
}
