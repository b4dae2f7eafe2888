import { SEARCH_MAX_RESULTS } from '@findable/core/validation/search';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchTerms } from '../normalize.ts';
import { PROMINENCE_ID_MODULUS } from '../prominence-key.ts';
import { collectTiers, type Candidate, type EngineSearch } from '../tiers.ts';
import { TUNING } from '../tuning.ts';
import { AFTER_WORDS, expandWords, type Expansion, type VocabularyRows } from '../vocabulary.ts';

/**
 * SQLite's plan of the tiers (docs/search.md, 'SQLite: FTS5 read in prominence order'). Two contentless FTS5 tables
 * (migration 0100) whose rowid is the prominence key: `businesses_name_fts` (the name, with positions, for tier 0's
 * `^ "phrase"*` and tier 1) and `businesses_fts` (name and address, for tier 2). `… MATCH ? ORDER BY rowid LIMIT 8`
 * reads the most-reviewed matches first and stops after eight. Tier 0 first reads the index on the folded name when
 * few names start with the phrase. The `node:sqlite` adapter keeps prepared statements by SQL text.
 */

/** Prefixes this long or shorter have an FTS5 prefix index (`prefix = '1 2 3'`, migration 0100): left to FTS5. */
const INDEXED_PREFIX_LENGTH = 3;
const indexedPrefix = (word: string) => word.length <= INDEXED_PREFIX_LENGTH;

/**
 * How many vocabulary words to read for a typed word: one proves an indexed prefix exists; one more than the cap
 * shows it is exceeded.
 */
const lookupLimit = (word: string) => (indexedPrefix(word) ? 1 : TUNING.maxExpansion + 1);

/** SQLite answers in-process, so a query per word costs nothing extra. */
async function vocabularyWordByWord(db: Kysely<Database>, words: readonly string[]): Promise<VocabularyRows> {
  const found: VocabularyRows = new Map();
  for (const word of words) {
    const rows = await db
      .selectFrom('search_terms')
      .select(['term', 'docs', 'name_docs'])
      .where('term', '>=', word)
      .where('term', '<', `${word}${AFTER_WORDS}`)
      .orderBy('term')
      .limit(lookupLimit(word))
      .execute();
    found.set(word, rows);
    if (!rows.length) break;
  }
  return found;
}

const quote = (word: string) => `"${word}"`;

/** An FTS5 expression matching any word the typed word is a prefix of. */
function fts5AnyOf(expansion: Expansion): string {
  if ('prefix' in expansion) return `${quote(expansion.prefix)}*`;
  return expansion.words.length === 1 ? quote(expansion.words[0]!) : `(${expansion.words.map(quote).join(' OR ')})`;
}

/** An FTS5 expression for 'the text starts with these words, the last one as a prefix'. */
function fts5StartsWith(head: readonly string[], last: Expansion): string {
  const lead = head.length ? `${head.join(' ')} ` : '';
  if ('prefix' in last) return `^ "${lead}${last.prefix}"*`;
  return last.words.map((word) => `^ "${lead}${word}"`).join(' OR ');
}

/** The FTS5 MATCH expressions of tier 0 (name table) and of tiers 1 and 2 (name table, whole table). */
function fts5Queries(
  terms: SearchTerms,
  expansions: ReadonlyMap<string, Expansion>,
): { startsWith: string; every: string } {
  return {
    startsWith: fts5StartsWith(terms.phrase.slice(0, -1), expansions.get(terms.phrase.at(-1)!)!),
    every: terms.words.map((word) => fts5AnyOf(expansions.get(word)!)).join(' AND '),
  };
}

export function fts5Search(db: Kysely<Database>): EngineSearch {
  return async (terms) => {
    const expansions = expandWords(await vocabularyWordByWord(db, terms.words), terms.words, {
      indexed: indexedPrefix,
    });
    if (!expansions) return [];
    const { startsWith, every } = fts5Queries(terms, expansions);
    const limit = SEARCH_MAX_RESULTS;
    // FTS5 reads matches in rowid order, which is the prominence order, and stops at the LIMIT.
    const tier = (table: 'businesses_name_fts' | 'businesses_fts', match: string, n: number) => async () =>
      (
        await sql<Candidate>`
          select b.place_id, b.name, b.formatted_address, b.review_count, b.id, ${n} as tier
          from (select rowid as k from ${sql.table(table)} where ${sql.table(table)} match ${match} order by rowid limit ${limit}) c
          join businesses b on b.id = c.k % ${PROMINENCE_ID_MODULUS}`.execute(db)
      ).rows;
    // Few names start with the phrase: all of them from the index on (search_name, review_count), sorted here.
    // Many do: FTS5's `^ "phrase"*`, which then stops early (TUNING.nameRange).
    const nameStartsWith = async () => {
      const phrase = terms.phrase.join(' ');
      const range = await db
        .selectFrom('businesses')
        .select(['id', 'review_count'])
        .where('search_name', '>=', phrase)
        .where('search_name', '<', `${phrase}${AFTER_WORDS}`)
        .limit(TUNING.nameRange + 1)
        .execute();
      if (range.length > TUNING.nameRange) return tier('businesses_name_fts', startsWith, 0)();
      const best = range.sort((a, b) => b.review_count - a.review_count || a.id - b.id).slice(0, limit);
      if (!best.length) return [];
      return db
        .selectFrom('businesses')
        .select(['place_id', 'name', 'formatted_address', 'review_count', 'id', sql.lit(0).as('tier')])
        .where(
          'id',
          'in',
          best.map((row) => row.id),
        )
        .execute();
    };
    return collectTiers([nameStartsWith, tier('businesses_name_fts', every, 1), tier('businesses_fts', every, 2)]);
  };
}
