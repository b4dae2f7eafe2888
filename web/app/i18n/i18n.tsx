import { DEFAULT_LOCALE, isLocale, type Locale } from '@findable/core/locales';
import type { MessageBundle } from '@findable/core/locales/messages';
import { createTranslator, type Translate } from '@findable/core/locales/translate';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMatches, useParams } from 'react-router';

const CatalogContext = createContext<MessageBundle>({});

/**
 * Makes the catalogs of every matched route available below it. Each route's loader sends the namespaces
 * its page shows (prerendered into the HTML), so a page ships only its own text.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const bundle = useMemo(() => {
    const merged: MessageBundle = {};
    for (const match of matches) {
      const messages = (match.loaderData as { messages?: MessageBundle } | undefined)?.messages;
      if (messages) Object.assign(merged, messages);
    }
    return merged;
  }, [matches]);
  return <CatalogContext.Provider value={bundle}>{children}</CatalogContext.Provider>;
}

/** Adds catalogs (loaded on demand) to those of the page, for the subtree below it. */
export function ExtraCatalogs({ messages, children }: { messages: MessageBundle; children: ReactNode }) {
  const page = useContext(CatalogContext);
  const merged = useMemo(() => ({ ...page, ...messages }), [page, messages]);
  return <CatalogContext.Provider value={merged}>{children}</CatalogContext.Provider>;
}

/** The locale of the current URL (its first segment), en-US outside a locale. */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** `t` for one namespace (others as `ns:key`), in the page's locale. Same call shape as react-i18next. */
export function useTranslation(ns: keyof MessageBundle = 'common'): { t: Translate; locale: Locale } {
  const locale = useLocale();
  const catalogs = useContext(CatalogContext);
  const t = useMemo(() => createTranslator(locale, catalogs, ns), [locale, catalogs, ns]);
  return { t, locale };
}

/**
 * For page routes: reload the page's catalog when the locale changes. Without SSR, React Router revalidates
 * a prerendered loader only when the route's own path params change, and the locale is the parent's param.
 */
export function revalidateOnLocaleChange({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: {
  currentParams: Record<string, string | undefined>;
  nextParams: Record<string, string | undefined>;
  defaultShouldRevalidate: boolean;
}): boolean {
  return currentParams.locale !== nextParams.locale || defaultShouldRevalidate;
}
