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
  const withdrawn = getConsent() === 'granted' && value === 'denied';
  asking = false;
  try {
    window.localStorage.setItem(KEY, value);
  } catch {
    // Storage may be blocked; the choice then holds for this page only.
  }
  current = value;
  listeners.forEach((listener) => listener());
  if (value === 'granted') {
    for (const callback of whenGranted.splice(0)) callback();
  }
  // A tag that is already running cannot be unloaded; a fresh page load starts without it.
  if (withdrawn) window.location.reload();
}

let asking = false;
const whenGranted: Array<() => void> = [];

/** Runs `callback` once, when the visitor next accepts (for an action that waited on consent). */
export function onConsentGranted(callback: () => void): void {
  whenGranted.push(callback);
}

/** Shows the consent banner again, so the visitor can change (or withdraw) an earlier choice. */
export function askConsentAgain(): void {
  asking = true;
  listeners.forEach((listener) => listener());
}

/** Whether the banner should ask: no choice yet, or the visitor asked to change it. */
export function useConsentPrompt(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => asking || (current ??= getConsent()) === 'unset',
    () => false,
  );
}

let current: Consent | undefined;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
