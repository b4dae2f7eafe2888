import { DEFAULT_LOCALE, isLocale, type Locale } from '@findable/core/locales';
import type { SiteFacts } from '@findable/core/site-facts';
import type { Thing, WithContext } from 'schema-dts';
import { siteFactsOf } from '../site/site-facts.ts';
import { messagesFor, type MessageBundle, type Messages, type Namespace } from '@findable/core/locales/messages';
import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@findable/core/locales/translate';
import { pageMeta } from './page-meta.ts';

export function localeOf(params: { locale?: string }): Locale {
  return isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
}

/** A page route's loader body: the page's catalogs in its locale (runs at build time). */
export function loadMessages(
  params: { locale?: string },
  namespaces: readonly Namespace[],
): { messages: MessageBundle } {
  return { messages: messagesFor(localeOf(params), namespaces) };
}

/** What `meta` functions receive that our pages use. */
export interface PageMetaArgs {
  params: { locale?: string };
  loaderData?: { messages: MessageBundle };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * A page route's `meta`: title, description and keywords from `ns`'s `meta.*`, at canonical `path`, with the
 * site facts of the locale layout; `options` adds structured data or marks the page `noindex`.
 */
export function metaFromCatalog(
  ns: Namespace,
  path: string,
  options: {
    noindex?: boolean;
    /** The catalog key holding this page's title and description, when not `meta` (pages sharing a catalog). */
    metaKey?: string;
    structuredData?: (args: PageMetaArgs & { site: SiteFacts; locale: Locale }) => ReadonlyArray<WithContext<Thing>>;
  } = {},
) {
  return (args: PageMetaArgs): MetaDescriptor[] => {
    const locale = localeOf(args.params);
    const site = siteFactsOf(args.matches);
    return pageMeta({
      locale,
      path,
      site,
      messages: metaCatalog(args.loaderData?.messages[ns], options.metaKey),
      ...(options.noindex ? { noindex: true } : {}),
      ...(options.structuredData ? { structuredData: options.structuredData({ ...args, site, locale }) } : {}),
    });
  };
}

/** A catalog whose `meta` is the entry at `key` (or the catalog itself). */
function metaCatalog(catalog: Messages | undefined, key: string | undefined): Messages | undefined {
  if (!catalog || !key) return catalog;
  const entry = catalog[key];
  return typeof entry === 'object' ? { meta: entry } : undefined;
}

/** `meta` of an application page (login, account …): its title, and kept out of search results. */
export function appPageMeta(titleKey: string) {
  return ({
    params,
    loaderData,
  }: {
    params: { locale?: string };
    loaderData?: { messages: MessageBundle };
  }): MetaDescriptor[] => {
    const auth = loaderData?.messages.auth;
    const title = auth ? createTranslator(localeOf(params), { auth }, 'auth')(titleKey) : 'Findable';
    return [{ title: `${title} · Findable` }, { name: 'robots', content: 'noindex' }];
  };
}
