import { useSyncExternalStore } from 'react';

export type Consent = 'granted' | 'denied' | 'unset';
const KEY = 'findable.consent';
const listeners = new Set<() => void>();

export function getConsent(): Consent {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'granted' || value === 'denied' ? value : 'unset';
  } catch {
    return 'unset';
  }
}

/** Remembers the visitor's choice and tells everything gated by it (analytics, chat). */
export function setConsent(value: Exclude<Consent, 'unset'>): void {
  try {
    window.localStorage.setItem(KEY, value);
  } catch {
    // Storage may be blocked; the choice then holds for this page only.
  }
  current = value;
  listeners.forEach((listener) => listener());
}

let current: Consent | undefined;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useConsent(): Consent {
  return useSyncExternalStore(
    subscribe,
    () => (current ??= getConsent()),
    () => 'unset',
  );
}
