import type { Locale } from '@findable/core/locales';
import type { Messages, Namespace } from '@findable/core/locales/messages';
import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<Messages>>();

/**
 * Loads one namespace of a locale on demand (a dialog any page can open), from the server's catalog endpoint.
 * Fetched rather than bundled: bundling the JSON next to the statically imported catalogs pulled them into a
 * chunk every page loads.
 */
export function useLazyCatalog(locale: Locale, ns: Extract<Namespace, 'auth' | 'testimonials'>): Messages | null {
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages } | null>(null);
  const key = `${locale}/${ns}`;
  useEffect(() => {
    let active = true;
    let request = cache.get(key);
    if (!request) {
      request = fetch(`/api/messages/${key}`).then((response) => {
        if (!response.ok) throw new Error(`catalog ${key}: ${response.status}`);
        return response.json() as Promise<Messages>;
      });
      request.catch(() => cache.delete(key));
      cache.set(key, request);
    }
    request.then(
      (messages) => active && setLoaded({ key, messages }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded.messages : null;
}
