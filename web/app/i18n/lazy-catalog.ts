import type { Locale } from '@findable/core/locales';
import type { Messages, Namespace } from '@findable/core/locales/messages';
import { useEffect, useState } from 'react';

// Catalogs that code loaded on demand needs (a dialog any page can open), as separate chunks per locale.
const LOADERS = import.meta.glob<Messages>('../../../core/locales/messages/*/{auth,testimonials}.json', { import: 'default' });

/** Loads one namespace of a locale on demand; null until it has arrived. */
export function useLazyCatalog(locale: Locale, ns: Extract<Namespace, 'auth' | 'testimonials'>): Messages | null {
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages } | null>(null);
  const key = `${locale}/${ns}`;
  useEffect(() => {
    let active = true;
    const load = LOADERS[`../../../core/locales/messages/${locale}/${ns}.json`];
    void load?.().then((messages) => active && setLoaded({ key, messages }));
    return () => {
      active = false;
    };
  }, [key, locale, ns]);
  return loaded?.key === key ? loaded.messages : null;
}
