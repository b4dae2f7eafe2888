import { useSyncExternalStore } from 'react';
import { APP_URL } from '../site-config.ts';

/**
 * The access token in local storage (spec §4: logged in when a token exists there), and its change events,
 * also from other tabs. Kept apart from session.ts (decoding, refresh, logout) so that the header on every
 * page can know whether someone is signed in without loading the session code.
 */
export const TOKEN_KEY = 'accessToken';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Stores the token after register, login, invite registration or refresh. */
/**
 * `<html data-signed-in>` follows the token (the page's head sets it before the first paint), so calls to
 * action read 'Open my report' for a signed-in visitor. Only our own application site keeps sessions here.
 */
function markSignedIn() {
  if (!APP_URL && getToken()) document.documentElement.dataset.signedIn = '';
  else delete document.documentElement.dataset.signedIn;
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  markSignedIn();
  emit();
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  markSignedIn();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY) return;
    markSignedIn();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it changes; null on the server and before hydration. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
