import { TUNING } from './tuning.ts';

/**
 * What a typed word stands for, from the catalog's vocabulary (`search_terms`: every folded word, with how many
 * businesses have it in their name and address, `docs`, and in their name, `name_docs`). Both engines' planners
 * read it; each fetches the rows its own way (SQLite word by word in-process, PostgreSQL in its first statement).
 */

/** Sorts after every folded text: [prefix, prefix + AFTER_WORDS) is the range of the texts that start with prefix. */
export const AFTER_WORDS = '\u{10FFFF}';

/** How many businesses have a word (or one of some words) in their name and address (`docs`), or in their name. */
export interface Size {
  docs: number;
  nameDocs: number;
}
export const UNKNOWN_SIZE: Size = { docs: Number.POSITIVE_INFINITY, nameDocs: Number.POSITIVE_INFINITY };

/** What a typed word stands for: the engine's prefix query, or these exact words (and how common they are). */
export type Expansion = ({ prefix: string } | { words: string[] }) & Size;

/** The vocabulary rows that start with each typed word, in order. */
export type VocabularyRows = Map<string, Array<{ term: string; docs: number; name_docs: number }>>;

/**
 * Looks each typed word up in the vocabulary. A word no catalog word starts with means no business can match: the
 * search ends there (null). A prefix that stands for at most TUNING.maxExpansion words becomes the list of them,
 * which both engines read far more cheaply than a prefix query, unless the engine has a prefix index for it
 * (`indexed`: SQLite's short prefixes); `docs` bounds how many businesses have any of them, `nameDocs` how many have
 * one in their name. A prefix left to the engine has the size of its whole range where it is known (`prefixSizes`,
 * PostgreSQL), and is unbounded otherwise.
 */
export function expandWords(
  lookups: VocabularyRows,
  words: readonly string[],
  {
    indexed = () => false,
    prefixSizes,
  }: { indexed?: (word: string) => boolean; prefixSizes?: ReadonlyMap<string, Size> } = {},
): Map<string, Expansion> | null {
  const expansions = new Map<string, Expansion>();
  for (const word of words) {
    const rows = lookups.get(word) ?? [];
    if (!rows.length) return null;
    expansions.set(
      word,
      indexed(word) || rows.length > TUNING.maxExpansion
        ? { prefix: word, ...(prefixSizes?.get(word) ?? UNKNOWN_SIZE) }
        : {
            words: rows.map((row) => row.term),
            docs: rows.reduce((sum, row) => sum + Number(row.docs), 0),
            nameDocs: rows.reduce((sum, row) => sum + Number(row.name_docs), 0),
          },
    );
  }
  return expansions;
}
