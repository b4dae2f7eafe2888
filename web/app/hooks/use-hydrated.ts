import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering the prerendered HTML and during hydration, true afterwards. Lets a component render
 * exactly what the static page had first, then switch to state only the browser knows (the query string).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
