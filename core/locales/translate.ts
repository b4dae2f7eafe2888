import type { Locale } from './index.ts';
import { numberFormat, pluralRules } from './intl-cache.ts';
import { lookup, type Messages } from './messages/index.ts';

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * A translator over i18next-format catalogs: `ns:dotted.key` (or a key of the default namespace),
 * `{{name}}` interpolation with numbers formatted for the locale, and plural forms chosen by
 * Intl.PluralRules from `key_one`, `key_other` … when `count` is given.
 *
 * The Intl objects are made when a text needs them, not with the translator: many pages format no number while
 * they hydrate, and making the first one costs a phone tens of milliseconds (intl-cache.ts).
 *
 * We keep i18next's message format but not the library: its size (gzip, with react-i18next) does not fit
 * the landing page's JavaScript budget (measured in docs/decisions/001-i18n-without-i18next.md).
 */
export function createTranslator(
  locale: Locale,
  catalogs: Partial<Record<string, Messages>>,
  defaultNs: string,
): Translate {
  return (key, values) => {
    const split = key.indexOf(':');
    const ns = split > 0 ? key.slice(0, split) : defaultNs;
    const path = split > 0 ? key.slice(split + 1) : key;
    const catalog = catalogs[ns];
    let text: string | undefined;
    if (catalog && values && typeof values.count === 'number') {
      text = lookup(catalog, `${path}_${pluralRules(locale).select(values.count)}`) ?? lookup(catalog, `${path}_other`);
    }
    text ??= catalog ? lookup(catalog, path) : undefined;
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => {
      const value = values[name];
      if (value === undefined) return match;
      return typeof value === 'number' ? numberFormat(locale).format(value) : value;
    });
  };
}
