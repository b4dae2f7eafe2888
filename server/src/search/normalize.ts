/**
 * Accent and case folding for the search index, done in code so SQLite and PostgreSQL index and query the
 * very same text (no dependence on FTS5's remove_diacritics or PostgreSQL's unaccent being installed).
 */

/** Letters NFKD does not decompose into a base letter plus a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
/** German umlauts are also written ae/oe/ue ('Mueller' for 'Müller'); we index that spelling too. */
const UMLAUT_WORD = /[äöüÄÖÜ]/;
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/**
 * Lower case, accents removed, apostrophes dropped ("Joe's" → "joes"), every other run of non-letters and
 * non-digits as one space. 'Kávéház' → 'kavehaz', 'Straße' → 'strasse', 'Löwen-Apotheke' → 'lowen apotheke'.
 */
export function foldForSearch(text: string): string {
  return text
    .replace(SPECIAL, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The indexed form of a name or address: its folded text, followed by the ae/oe/ue spelling of words with
 * German umlauts, so 'mueller' and 'muller' both find 'Müller'. The extra words come last, so "the name
 * starts with …" checks on the folded text are unaffected.
 */
export function indexText(text: string): string {
  const folded = foldForSearch(text);
  if (!UMLAUT_WORD.test(text)) return folded;
  const variants = text
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter((word) => UMLAUT_WORD.test(word))
    .map((word) => foldForSearch(word.replace(/[äöüÄÖÜ]/g, (umlaut) => UMLAUTS[umlaut] ?? umlaut)));
  return [folded, ...new Set(variants)].join(' ');
}

/** At most this many words of a phrase take part in a search (a pasted sentence stays cheap). */
export const MAX_SEARCH_WORDS = 6;

/** A phrase as the search sees it. */
export interface SearchTerms {
  /** Its folded words in order, at most MAX_SEARCH_WORDS ('the name starts with …' compares these). */
  phrase: string[];
  /** The same words without repeats (each must match). */
  words: string[];
}

export function searchTerms(input: string): SearchTerms {
  const phrase = foldForSearch(input).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return { phrase, words: [...new Set(phrase)] };
}
