import { LANGUAGES, LOCALES, type Locale } from '@findable/core/locales';
import { lookup, type MessageBundle, type Messages } from '@findable/core/locales/messages';
import type { MetaDescriptor } from 'react-router';
import { SITE_URL } from '../site-config.ts';

interface PageMetaInput {
  locale: Locale;
  /** The canonical path inside a locale ('' for the landing page). */
  path: string;
  /** The page's own catalog, whose `meta.title`, `meta.description` and `meta.keywords` are used. */
  messages: Messages | undefined;
  /** Pages that must not be indexed (the 404 page). */
  noindex?: boolean;
}

const localized = (locale: Locale, path: string) => `${SITE_URL}/${locale}${path ? `/${path}` : ''}`;

/**
 * Title, description, keywords, canonical URL, hreflang alternates (the three locales and x-default, the
 * unprefixed URL that redirects by Accept-Language) and Open Graph tags for one page. Falls back to the
 * spec's 'Default Title' and 'Default Description' when the page's catalog has none.
 */
export function pageMeta({ locale, path, messages, noindex }: PageMetaInput): MetaDescriptor[] {
  const title = (messages && lookup(messages, 'meta.title')) ?? 'Default Title';
  const description = (messages && lookup(messages, 'meta.description')) ?? 'Default Description';
  const keywords = messages && lookup(messages, 'meta.keywords');
  const canonical = localized(locale, path);
  return [
    { title },
    { name: 'description', content: description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LOCALES.map((other) => ({ tagName: 'link', rel: 'alternate', hrefLang: other, href: localized(other, path) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${SITE_URL}/${path}` },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Findable' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: LANGUAGES[locale].ogLocale },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: LANGUAGES[other].ogLocale,
    })),
    { name: 'twitter:card', content: 'summary' },
  ];
}

/** The namespace catalog of a loader's message bundle, for `meta` functions that run outside React. */
export function catalogOf(bundle: MessageBundle | undefined, ns: keyof MessageBundle): Messages | undefined {
  return bundle?.[ns];
}
