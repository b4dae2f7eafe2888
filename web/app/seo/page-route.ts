import { DEFAULT_LOCALE, isLocale, type Locale } from '@findable/core/locales';
import { messagesFor, type MessageBundle, type Namespace } from '@findable/core/locales/messages';
import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@findable/core/locales/translate';
import { pageMeta } from './page-meta.ts';

export function localeOf(params: { locale?: string }): Locale {
  return isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
}

/** A page route's loader body: the page's catalogs in its locale (runs at build time). */
export function loadMessages(params: { locale?: string }, namespaces: readonly Namespace[]): { messages: MessageBundle } {
  return { messages: messagesFor(localeOf(params), namespaces) };
}

/** A page route's `meta`: title, description and keywords from `ns`'s `meta.*`, at canonical `path`. */
export function metaFromCatalog(ns: Namespace, path: string) {
  return ({ params, loaderData }: { params: { locale?: string }; loaderData?: { messages: MessageBundle } }): MetaDescriptor[] =>
    pageMeta({ locale: localeOf(params), path, messages: loaderData?.messages[ns] });
}

/** `meta` of an application page (login, account …): its title, and kept out of search results. */
export function appPageMeta(titleKey: string) {
  return ({ params, loaderData }: { params: { locale?: string }; loaderData?: { messages: MessageBundle } }): MetaDescriptor[] => {
    const auth = loaderData?.messages.auth;
    const title = auth ? createTranslator(localeOf(params), { auth }, 'auth')(titleKey) : 'Findable';
    return [{ title: `${title} · Findable` }, { name: 'robots', content: 'noindex' }];
  };
}
