import { SEARCH_MAX_RESULTS, type BusinessSearchResult } from '@findable/core/validation/search';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { SQLITE_FTS_ID_MODULUS } from './fts-key.ts';
import { searchTerms, type SearchTerms } from './normalize.ts';
import type { BusinessSearchProvider } from './provider.ts';

/**
 * The default search provider: the `businesses` table. Ranking (docs/search.md):
 *   tier 0 — the name starts with the phrase ('cafe cen' → 'Café Central');
 *   tier 1 — every word of the phrase starts a word of the name ('central cafe' → 'Café Central');
 *   tier 2 — every word starts a word of the name or the address ('pizza brooklyn').
 * Within a tier the business with more reviews comes first, then the older entry. Every word is taken
 * as a prefix, since the visitor may still be typing it.
 *
 * Each tier asks for its best SEARCH_MAX_RESULTS only, in prominence order, and the next tier is asked
 * only while fewer than that are found. This is exact because each tier's matches include the better
 * tiers' matches.
 */

interface Candidate {
  place_id: string;
  name: string;
  formatted_address: string;
  review_count: number;
  id: number;
  tier: number;
}

/** Reviews beyond this do not raise a business further (SQLite's index key caps them the same way). */
const MAX_RANKED_REVIEWS = 999_999;

export function rankCandidates(candidates: readonly Candidate[]): BusinessSearchResult[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const seen = best.get(candidate.place_id);
    if (!seen || candidate.tier < seen.tier) best.set(candidate.place_id, candidate);
  }
  return [...best.values()]
    .sort((a, b) => a.tier - b.tier || Math.min(b.review_count, MAX_RANKED_REVIEWS) - Math.min(a.review_count, MAX_RANKED_REVIEWS) || a.id - b.id)
    .slice(0, SEARCH_MAX_RESULTS)
    .map(({ name, formatted_address, place_id }) => ({ name, formatted_address, place_id }));
}

/** Runs the tiers in order until enough distinct businesses are found. */
async function collect(tiers: ReadonlyArray<() => Promise<Candidate[]>>): Promise<BusinessSearchResult[]> {
  const found: Candidate[] = [];
  const distinct = new Set<string>();
  for (const tier of tiers) {
    for (const candidate of await tier()) {
      found.push(candidate);
      distinct.add(candidate.place_id);
    }
    if (distinct.size >= SEARCH_MAX_RESULTS) break;
  }
  return rankCandidates(found);
}

// --- Word expansion (both engines) -------------------------------------------------------------------

/** Prefixes this long or shorter have an FTS5 prefix index (see the migration): left to the engine. */
const INDEXED_PREFIX_LENGTH = 3;
/** A longer prefix that stands for more words than this is also left to the engine's prefix query. */
const MAX_EXPANSION = 64;

/** What a typed word stands for: the engine's prefix query, or these exact words (and how common they are). */
type Expansion = { prefix: string; docs: number } | { words: string[]; docs: number };

/**
 * Looks each typed word up in the catalog's vocabulary (`search_terms`). A word no catalog word starts
 * with means no business can match: the search ends there (null). A longer prefix becomes the list of
 * words it stands for, which both engines read far more cheaply than a prefix query; `docs` bounds how
 * many businesses have any of them.
 */
async function expandWords(db: Kysely<Database>, engine: Engine, words: readonly string[]): Promise<Map<string, Expansion> | null> {
  const lookups = engine === 'postgres' ? await vocabularyInOneStatement(db, words) : await vocabularyWordByWord(db, words);
  const expansions = new Map<string, Expansion>();
  for (const word of words) {
    const rows = lookups.get(word) ?? [];
    if (!rows.length) return null;
    expansions.set(
      word,
      word.length <= INDEXED_PREFIX_LENGTH || rows.length > MAX_EXPANSION
        ? { prefix: word, docs: Number.POSITIVE_INFINITY }
        : { words: rows.map((row) => row.term), docs: rows.reduce((sum, row) => sum + Number(row.docs), 0) },
    );
  }
  return expansions;
}

type VocabularyRows = Map<string, Array<{ term: string; docs: number }>>;
/** How many vocabulary words to read for a typed word: one proves a short prefix exists; one more than the cap shows it is exceeded. */
const lookupLimit = (word: string) => (word.length <= INDEXED_PREFIX_LENGTH ? 1 : MAX_EXPANSION + 1);

/** SQLite answers in-process, so a query per word costs nothing extra. */
async function vocabularyWordByWord(db: Kysely<Database>, words: readonly string[]): Promise<VocabularyRows> {
  const found: VocabularyRows = new Map();
  for (const word of words) {
    const rows = await db
      .selectFrom('search_terms')
      .select(['term', 'docs'])
      .where('term', '>=', word)
      .where('term', '<', `${word}\u{10FFFF}`)
      .orderBy('term')
      .limit(lookupLimit(word))
      .execute();
    found.set(word, rows);
    if (!rows.length) break;
  }
  return found;
}

/** PostgreSQL: every word's range of the vocabulary in one statement (a round trip and a plan per search, not per word). */
async function vocabularyInOneStatement(db: Kysely<Database>, words: readonly string[]): Promise<VocabularyRows> {
  const { rows } = await sql<{ word: string; term: string; docs: number }>`
    select w.word, t.term, t.docs
    from unnest(${[...words]}::text[], ${words.map(lookupLimit)}::int[]) with ordinality as w(word, n, position)
    cross join lateral (
      select term, docs from search_terms where term >= w.word and term < w.word || ${'\u{10FFFF}'} order by term limit w.n
    ) t
    order by w.position, t.term`.execute(db);
  const found: VocabularyRows = new Map();
  for (const { word, term, docs } of rows) found.set(word, [...(found.get(word) ?? []), { term, docs }]);
  return found;
}

// --- SQLite (FTS5) -----------------------------------------------------------------------------------

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
export function fts5Queries(terms: SearchTerms, expansions: ReadonlyMap<string, Expansion>): { startsWith: string; every: string } {
  return {
    startsWith: fts5StartsWith(terms.phrase.slice(0, -1), expansions.get(terms.phrase.at(-1)!)!),
    every: terms.words.map((word) => fts5AnyOf(expansions.get(word)!)).join(' AND '),
  };
}

/**
 * Tier 0 reads the index on search_name when few names start with the phrase (all of them, sorted here),
 * and otherwise the engine's prominence-ordered way (FTS5's `^ "phrase"*`, PostgreSQL's walk), which stops
 * early exactly when many names match. Alone, those are slow when the words are common but rarely begin
 * a name.
 */
const NAME_RANGE = 256;

async function sqliteSearch(db: Kysely<Database>, terms: SearchTerms): Promise<BusinessSearchResult[]> {
  const expansions = await expandWords(db, 'sqlite', terms.words);
  if (!expansions) return [];
  const { startsWith, every } = fts5Queries(terms, expansions);
  const limit = SEARCH_MAX_RESULTS;
  // FTS5 reads matches in rowid order, which is the prominence order, and stops at the LIMIT.
  const tier = (table: 'businesses_name_fts' | 'businesses_fts', match: string, n: number) => async () =>
    (
      await sql<Candidate>`
        select b.place_id, b.name, b.formatted_address, b.review_count, b.id, ${n} as tier
        from (select rowid as k from ${sql.table(table)} where ${sql.table(table)} match ${match} order by rowid limit ${limit}) c
        join businesses b on b.id = c.k % ${SQLITE_FTS_ID_MODULUS}`.execute(db)
    ).rows;
  const nameStartsWith = async () => {
    const phrase = terms.phrase.join(' ');
    const range = await db
      .selectFrom('businesses')
      .select(['id', 'review_count'])
      .where('search_name', '>=', phrase)
      .where('search_name', '<', `${phrase}\u{10FFFF}`)
      .limit(NAME_RANGE + 1)
      .execute();
    if (range.length > NAME_RANGE) return tier('businesses_name_fts', startsWith, 0)();
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
  return collect([nameStartsWith, tier('businesses_name_fts', every, 1), tier('businesses_fts', every, 2)]);
}

// --- PostgreSQL (tsvector + GIN) ---------------------------------------------------------------------

/** A tsquery ('simple' configuration) of these words, each as its expansion or as a prefix. */
export function tsQuery(words: readonly string[], expansions: ReadonlyMap<string, Expansion>): string {
  return words
    .map((word) => {
      const expansion = expansions.get(word)!;
      if ('prefix' in expansion) return `${expansion.prefix}:*`;
      return expansion.words.length === 1 ? expansion.words[0]! : `(${expansion.words.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * How many of the most prominent businesses a tier first looks through. PostgreSQL cannot read a GIN
 * index in prominence order, so for common words a tier walks the prominence index over this many rows
 * and stops at the eighth match; only if that finds too few does it collect every match through the other
 * indexes and sort them.
 */
const PG_PROMINENT_PROBE = 5000;
/** A word this rare (by the vocabulary's count) skips the walk: all its matches are fetched and sorted. */
const PG_RARE_DOCS = 2000;

async function postgresSearch(db: Kysely<Database>, terms: SearchTerms): Promise<BusinessSearchResult[]> {
  const expansions = await expandWords(db, 'postgres', terms.words);
  if (!expansions) return [];
  const every = tsQuery(terms.words, expansions);
  // A short prefix ('b:*') makes GIN visit every word it starts; the words the vocabulary expanded find the
  // few candidates at once, and the prefix is then checked on those rows only (issue 14 measured one such
  // query at 78.5 ms through GIN and 25.9 ms this way).
  // Only when those words are rare: materializing the matches of a common word costs more than the prefix.
  const expanded = terms.words.filter((word) => !('prefix' in expansions.get(word)!));
  const expandedDocs = Math.min(...expanded.map((word) => expansions.get(word)!.docs));
  const indexed = expanded.length < terms.words.length && expandedDocs <= PG_RARE_DOCS ? tsQuery(expanded, expansions) : every;
  const rare = Math.min(...[...expansions.values()].map((expansion) => expansion.docs)) <= PG_RARE_DOCS;
  const limit = SEARCH_MAX_RESULTS;
  const columns = sql`place_id, name, formatted_address, review_count, id`;
  // `text` is the one column a tier's condition reads: rows are read with it and the result columns only.
  const tier = (text: 'search_name' | 'name_vector' | 'search_vector', match: RawBuilder<unknown>, everyMatch: RawBuilder<unknown>, n: number) => async () => {
    const read = sql`${columns}, ${sql.ref(text)}`;
    if (!rare) {
      const probe = await sql<Candidate>`
        select ${columns}, ${sql.lit(n)} as tier from (select ${read} from businesses order by review_count desc, id limit ${PG_PROMINENT_PROBE}) top
        where ${everyMatch} order by review_count desc, id limit ${limit}`.execute(db);
      if (probe.rows.length === limit) return probe.rows;
    }
    const all = await sql<Candidate>`
      with matches as materialized (select ${read} from businesses where ${match})
      select ${columns}, ${sql.lit(n)} as tier from matches where ${everyMatch} order by review_count desc, id limit ${limit}`.execute(db);
    return all.rows;
  };
  const vectorTier = (vector: 'name_vector' | 'search_vector', n: number) =>
    tier(vector, sql`${sql.ref(vector)} @@ to_tsquery('simple', ${indexed})`, sql`${sql.ref(vector)} @@ to_tsquery('simple', ${every})`, n);
  const startsWith = sql`search_name like ${`${terms.phrase.join(' ')}%`}`;
  // The name starts with the phrase: a range of the covering index on search_name (review_count and id
  // included, so the table is not read). Few such names: the best of them, in the same statement; many: the
  // prominence walk finds eight at once.
  const nameStartsWith = async () => {
    const { rows } = await sql<Candidate & { names: number }>`
      with range as (select id, review_count from businesses where ${startsWith} limit ${NAME_RANGE + 1}),
        best as (select id from range order by review_count desc, id limit ${limit})
      select ${columns}, 0 as tier, (select count(*) from range)::int as names from businesses where id in (select id from best)`.execute(db);
    return rows.length && rows[0]!.names > NAME_RANGE ? tier('search_name', startsWith, startsWith, 0)() : rows;
  };
  return collect([nameStartsWith, vectorTier('name_vector', 1), vectorTier('search_vector', 2)]);
}

/** The default provider: full-text prefix search over the `businesses` table, on either engine. */
export function localSearchProvider(db: Kysely<Database>, engine: Engine): BusinessSearchProvider {
  return {
    name: 'local',
    async search(phrase) {
      const terms = searchTerms(phrase);
      if (!terms.words.length) return [];
      return engine === 'sqlite' ? sqliteSearch(db, terms) : postgresSearch(db, terms);
    },
  };
}
