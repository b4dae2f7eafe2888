import { LANGUAGES, LOCALES, type Locale } from '@findable/core/locales';
import { lookup, type Messages } from '@findable/core/locales/messages';
import type { SiteFacts } from '@findable/core/site-facts';
import type { MetaDescriptor } from 'react-router';
import type { Thing, WithContext } from 'schema-dts';
import { pageShareImagePath, SHARE_IMAGE } from './share-image-path.ts';
import { breadcrumbLd } from './structured-data.ts';

interface PageMetaInput {
  locale: Locale;
  /** The canonical path inside a locale ('' for the landing page). */
  path: string;
  /** The page's own catalog, whose `meta.title`, `meta.description` and `meta.keywords` are used. */
  messages: Messages | undefined;
  /** The public origin and operator (from the locale layout's loader data: see site/site-facts.ts). */
  site: SiteFacts;
  /** Pages that must not be indexed (the 404 page, unlock-badge): no sitemap entry, no breadcrumb. */
  noindex?: boolean;
  /** Further JSON-LD blocks of the page (Organization, offers …). */
  structuredData?: ReadonlyArray<WithContext<Thing>>;
}

/** The separator between a page's own title and the brand in `meta.title` ('Pricing · … · Findable'). */
const BRAND_SUFFIX = /\s+[·|–-]\s+Findable$/;

/** A page's short name for breadcrumbs: its title without the brand, up to the first ' · ' or ':'. */
export function shortTitle(title: string): string {
  return title
    .replace(BRAND_SUFFIX, '')
    .split(/\s+·\s+|:\s/)[0]!
    .trim();
}

/**
 * Title, description, keywords, canonical URL, hreflang alternates (the three locales and x-default, the
 * unprefixed URL that redirects by Accept-Language), Open Graph and Twitter tags with the page's share image,
 * and the page's structured data (BreadcrumbList on inner pages, plus what the page adds). Falls back to the
 * spec's 'Default Title' and 'Default Description' when the page's catalog has none.
 */
export function pageMeta({
  locale,
  path,
  messages,
  site,
  noindex,
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const title = (messages && lookup(messages, 'meta.title')) ?? 'Default Title';
  const description = (messages && lookup(messages, 'meta.description')) ?? 'Default Description';
  const keywords = messages && lookup(messages, 'meta.keywords');
  const localized = (other: Locale) => `${site.origin}/${other}${path ? `/${path}` : ''}`;
  const canonical = localized(locale);
  const image = `${site.origin}${pageShareImagePath(locale, path)}`;
  const jsonLd = [
    ...(path && !noindex ? [breadcrumbLd(site, locale, path, shortTitle(title))] : []),
    ...structuredData,
  ];
  return [
    { title },
    { name: 'description', content: description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LOCALES.map((other) => ({ tagName: 'link', rel: 'alternate', hrefLang: other, href: localized(other) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${site.origin}/${path}` },
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
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: title },
    ...jsonLd.map((block) => ({ 'script:ld+json': block })),
  ];
}
