import { useSyncExternalStore } from 'react';

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
export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === TOKEN_KEY && listener();
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
