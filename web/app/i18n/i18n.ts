import { DEFAULT_LOCALE, isLocale, type Locale } from '@findable/core/locales';
import type { MessageBundle } from '@findable/core/locales/messages';
import i18next, { type i18n } from 'i18next';
import { useParams } from 'react-router';

const instances = new Map<Locale, i18n>();

/**
 * The i18next instance of a locale with the given catalogs added. Catalogs arrive with each page's loader
 * data, so a page ships only its own namespaces; adding one that is already there is a no-op.
 */
export function i18nFor(locale: Locale, bundles: readonly MessageBundle[]): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      defaultNS: 'common',
      ns: [],
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(locale, instance);
  }
  for (const bundle of bundles) {
    for (const [ns, messages] of Object.entries(bundle)) {
      if (messages && !instance.hasResourceBundle(locale, ns)) instance.addResourceBundle(locale, ns, messages);
    }
  }
  return instance;
}

/** The locale of the current URL (its first segment), en-US outside a locale. */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
