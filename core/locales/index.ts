/** The three locales the site is published in, in the order the language selector lists them. */
export const LOCALES = ['en-US', 'de-DE', 'hu-HU'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** The short label the header shows and the name the footer's selector shows, each in its own language. */
export const LANGUAGES: Record<Locale, { label: string; name: string; htmlLang: string; ogLocale: string }> = {
  'en-US': { label: 'EN', name: 'English', htmlLang: 'en-US', ogLocale: 'en_US' },
  'de-DE': { label: 'DE', name: 'Deutsch', htmlLang: 'de-DE', ogLocale: 'de_DE' },
  'hu-HU': { label: 'HU', name: 'Magyar', htmlLang: 'hu-HU', ogLocale: 'hu_HU' },
};

/** Whether a language writes a person's family name first (Hungarian), so forms ask for it first. */
export const FAMILY_NAME_FIRST: Record<Locale, boolean> = { 'en-US': false, 'de-DE': false, 'hu-HU': true };

/** A person's full name as a text in `locale` writes it: Anna Kovács, but Kovács Anna in Hungarian. */
export function personName(locale: Locale, givenName: string, familyName: string): string {
  const parts = FAMILY_NAME_FIRST[locale] ? [familyName, givenName] : [givenName, familyName];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by a URL's first path segment, or undefined when the path carries none. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/**
 * A path whose first segment names one of our locales in another spelling (`/en-us/pricing`, `/HU-hu`) rewritten
 * to the canonical spelling (`/en-US/pricing`); undefined when the segment is already canonical or no locale.
 */
export function canonicalLocalePath(pathname: string): string | undefined {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = LOCALES.find((candidate) => candidate.toLowerCase() === first.toLowerCase());
  if (!locale || locale === first) return undefined;
  return ['', locale, ...rest].join('/');
}

/**
 * Picks the best of our locales for an Accept-Language header (RFC 9110 §12.5.4):
 * highest q first, exact tag before a language-only match; `q=0` excludes. Falls back to en-US.
 */
export function matchAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);

  for (const { tag } of ranges) {
    if (tag === '*') return DEFAULT_LOCALE;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0]!.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/** Replaces (or adds) the locale segment of a path, keeping the rest of it. */
export function withLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  return '/' + [locale, ...segments].join('/');
}
