import { decodeAccessToken, isExpiringSoon, type SessionUser } from '@findable/core/auth/access-token';
import type { Locale } from '@findable/core/locales';
import { replace } from 'react-router';
import { appLink } from '../site-config.ts';
import { api } from './http.ts';
import { clearToken, getToken, setToken, useToken } from './session-token.ts';

/** The user is the decoded token; an undecodable token means no user (spec §8). */
export function currentUser(token = getToken()): SessionUser | null {
  if (!token) return null;
  try {
    return decodeAccessToken(token);
  } catch {
    return null;
  }
}

let refreshing: Promise<boolean> | undefined;

/**
 * Makes sure the session is usable: refreshes the access token when it is expiring soon (under 60 s, missing
 * or undecodable). Answers true when valid, false when not logged in; a failed refresh logs out.
 */
export async function ensureValidSession(): Promise<boolean> {
  const token = getToken();
  if (!token) return false;
  if (!isExpiringSoon(token)) return true;
  refreshing ??= api<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST', body: {} })
    .then(({ accessToken }) => {
      setToken(accessToken);
      return true;
    })
    .catch(async () => {
      await logout();
      return false;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** Ends the session: revokes it on the server, clears token and user, and goes to the login page. */
export async function logout(locale = document.documentElement.lang || 'en-US'): Promise<void> {
  await api('/api/auth/logout', { method: 'POST', body: {} }).catch(() => undefined);
  clearToken();
  window.location.assign(appLink('login', locale));
}

/**
 * What an application page's loader throws when it cannot load for lack of a session: the login page, in place
 * of this one in the history.
 */
export function toLogin(locale: Locale): Response {
  return replace(appLink('login', locale));
}

/** The signed-in user, re-rendering when the token changes (also in other tabs); null on the server. */
export function useSessionUser(): SessionUser | null {
  const token = useToken();
  return currentUser(token);
}
