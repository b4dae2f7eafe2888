import { SEARCH_MAX_RESULTS, type BusinessSearchResult } from '@findable/core/validation/search';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../db/database.ts';
import type { PreparedStatements } from '../db/prepared-statements.ts';
import type { Database } from '../db/schema.ts';
import { MAX_RANKED_REVIEWS, PROMINENCE_ID_MODULUS } from './prominence-key.ts';
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

/** Sorts after every folded text: [prefix, prefix + AFTER_WORDS) is the range of the texts that start with prefix. */
const AFTER_WORDS = '\u{10FFFF}';
/** SQLite: prefixes this long or shorter have an FTS5 prefix index (see the migration), left to the engine. */
const INDEXED_PREFIX_LENGTH = 3;
/** A prefix that stands for more words than this is also left to the engine's prefix query (SQLite) or only checked (PostgreSQL). */
const MAX_EXPANSION = 64;
/** Whether a typed word is left to SQLite's prefix indexes without a look at how many words it stands for. */
const indexedPrefix = (engine: Engine, word: string) => engine === 'sqlite' && word.length <= INDEXED_PREFIX_LENGTH;

/** How many businesses have a word (or one of some words) in their name and address (`docs`), or in their name. */
interface Size {
  docs: number;
  nameDocs: number;
}
const UNKNOWN_SIZE: Size = { docs: Number.POSITIVE_INFINITY, nameDocs: Number.POSITIVE_INFINITY };

/** What a typed word stands for: the engine's prefix query, or these exact words (and how common they are). */
type Expansion = ({ prefix: string } | { words: string[] }) & Size;

/**
 * Looks each typed word up in the catalog's vocabulary (`search_terms`). A word no catalog word starts
 * with means no business can match: the search ends there (null). A prefix that stands for few words
 * becomes the list of them, which both engines read far more cheaply than a prefix query (on SQLite only
 * prefixes longer than its prefix indexes); `docs` bounds how many businesses have any of them, `nameDocs` how
 * many have one in their name. A prefix left to the engine has the size of its whole range where it is known
 * (`prefixSizes`, PostgreSQL), and is unbounded otherwise.
 */
function expandWords(
  lookups: VocabularyRows,
  engine: Engine,
  words: readonly string[],
  prefixSizes?: ReadonlyMap<string, Size>,
): Map<string, Expansion> | null {
  const expansions = new Map<string, Expansion>();
  for (const word of words) {
    const rows = lookups.get(word) ?? [];
    if (!rows.length) return null;
    expansions.set(
      word,
      indexedPrefix(engine, word) || rows.length > MAX_EXPANSION
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

type VocabularyRows = Map<string, Array<{ term: string; docs: number; name_docs: number }>>;
/**
 * How many vocabulary words to read for a typed word: one proves an indexed prefix exists (SQLite); one more than
 * the cap shows it is exceeded (every word on PostgreSQL, which has no prefix indexes).
 */
const lookupLimit = (engine: Engine, word: string) => (indexedPrefix(engine, word) ? 1 : MAX_EXPANSION + 1);

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
      .limit(lookupLimit('sqlite', word))
      .execute();
    found.set(word, rows);
    if (!rows.length) break;
  }
  return found;
}

/** What PostgreSQL's first statement returns (migration 0304). */
interface FirstStep {
  vocabulary: Parameters<typeof vocabularyRows>[0] | null;
  /** Per typed word: how many vocabulary words its range has (up to the limit asked for) and their sizes. */
  ranges: Array<{ word: string; words: number; docs: number; name_docs: number }> | null;
  names: Candidate[] | null;
  name_count: number;
}

/** The vocabulary as PostgreSQL's first statement returns it (JSON rows, the typed word in each), by typed word. */
function vocabularyRows(rows: ReadonlyArray<{ word: string; term: string; docs: number; name_docs: number }>): VocabularyRows {
  const found: VocabularyRows = new Map();
  for (const { word, ...row } of rows) {
    const list = found.get(word) ?? [];
    list.push(row);
    found.set(word, list);
  }
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
 * and otherwise the engine's prominence-ordered way (FTS5's `^ "phrase"*`, PostgreSQL's merge join of posting
 * lists), which stops early exactly when many names match. Alone, those are slow when the words are common but
 * rarely begin a name.
 */
const NAME_RANGE = 256;

async function sqliteSearch(db: Kysely<Database>, terms: SearchTerms): Promise<BusinessSearchResult[]> {
  const expansions = expandWords(await vocabularyWordByWord(db, terms.words), 'sqlite', terms.words);
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
  const nameStartsWith = async () => {
    const phrase = terms.phrase.join(' ');
    const range = await db
      .selectFrom('businesses')
      .select(['id', 'review_count'])
      .where('search_name', '>=', phrase)
      .where('search_name', '<', `${phrase}${AFTER_WORDS}`)
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

// --- PostgreSQL (posting lists in prominence order) ---------------------------------------------------

/**
 * PostgreSQL reads the posting tables of migration 0301: (term, prominence key) per word of a business's name
 * (`business_name_postings`) and of its name and address (`business_postings`), each term's keys in order,
 * that is most-reviewed first. A tier is one statement: each typed word's list (its exact terms' ordered index
 * scans, merged) is merge-joined with the others on the key, and each business that comes out is checked on its
 * row, until eight pass. Where the words often go together ('new york') the join stops after a few keys. Where
 * they rarely do ('salon berlin' in names) it would read the lists through, so tier 1 first reads the names that
 * have two of the words from the name-word pairs (migration 0303), and joins only when many names do. The
 * statements whose shape is the same for every phrase (the first step, the pairs) are functions with kept
 * plans (migration 0304), and every statement whose best plan does not depend on the values is prepared per
 * connection and planned once, generically (db/prepared-statements.ts).
 *
 * A word's list is as long as the vocabulary says (`name_docs` for names, `docs` for both). A list far longer
 * than the shortest is left out of the join and its word only checked on the row. A bare prefix (more than
 * MAX_EXPANSION words start with it) has a range of terms instead of a list: joined, read whole and sorted, when
 * the vocabulary says it is short, and otherwise only checked. When every word is a bare prefix with a long range,
 * the most prominent businesses are walked.
 */
type Postings = 'business_name_postings' | 'business_postings';
/** A typed word's keys in a tier: its exact terms' lists, or (no terms) a bare prefix's range; `size`: how many (Infinity: unknown). */
interface TierList {
  word: string;
  size: number;
  terms?: readonly string[];
}
/**
 * A list is merge-joined with the shortest only up to this many times its length: joining reads a key for
 * ~0.3 µs, checking a business row costs ~4 µs.
 */
const PG_JOIN_RATIO = 12;
/** A bare prefix's range of keys is read and sorted when it is at most this long. */
const PG_SORTED_RANGE = 20_000;
/**
 * A bare prefix's range is joined with the shortest list up to this many times its length: it is read whole
 * (~0.4 µs a key, with the sort), where checking the shortest's rows costs ~4 µs a key, all of them when few have
 * the prefix too (a street and a house number: 'poststrasse 56').
 */
const PG_RANGE_JOIN_RATIO = 8;
/** A bare prefix's range is sized from this many of its vocabulary words at most; a longer range is taken as unbounded. */
const PG_RANGE_WORDS = 500;

/** The names with two of the typed words are read from the name-word pairs and sorted when there are at most this many. */
export const PG_PAIR_RANGE = 2_000;

/**
 * Two typed words whose names the name-word pairs list: the one with the fewest names that has exact words (the
 * lead), and another with the fewest names that neither starts with the lead nor is its start. (Such two words
 * can only start two different words of a name, and the table pairs different words only: 'new ne' finds
 * 'New Bakery' through one word.) None when no word has exact words or all the others overlap the lead.
 */
function namePair(expansions: ReadonlyMap<string, Expansion>): { lead: string[]; other: string } | undefined {
  const byNames = [...expansions].sort(([, a], [, b]) => a.nameDocs - b.nameDocs);
  for (const [i, [leadWord, lead]] of byNames.entries()) {
    if (!('words' in lead)) continue;
    const overlaps = (word: string) => word.startsWith(leadWord) || leadWord.startsWith(word);
    const other = byNames.slice(i + 1).find(([word]) => !overlaps(word));
    if (other) return { lead: lead.words, other: other[0] };
  }
  return undefined;
}

/** A word-start check on the folded text: ' ' || text contains ' ' || word (folded words hold letters and digits only). */
const startsAWord = (text: RawBuilder<unknown>, word: string) => sql`${text} like ${`% ${word}%`}`;

async function postgresSearch(db: Kysely<Database>, prepared: PreparedStatements | null, terms: SearchTerms): Promise<BusinessSearchResult[]> {
  const limit = SEARCH_MAX_RESULTS;
  // Statements whose best plan does not depend on the values (the functions, merge joins of ordered lists) run
  // prepared and generically planned (db/prepared-statements.ts); the others through Kysely, planned for their
  // values (a range of terms whose length only the values tell).
  const planned = async <R>(query: RawBuilder<R>) => (await query.execute(db)).rows;
  const generic = async <R>(query: RawBuilder<R>) => (prepared ? prepared.run(query.compile(db)) : planned(query));
  const columns = sql`b.place_id, b.name, b.formatted_address, b.review_count, b.id`;
  const phrase = terms.phrase.join(' ');
  const startsWith = sql`b.search_name like ${`${phrase}%`}`;
  // The first statement (migration 0304, a function with a kept plan) reads the vocabulary of the typed words, the
  // size of each word's range, and the names that start with the phrase: a range of the covering index on
  // search_name (review_count and id included, so the table is not read) and, when few names do, the best of them.
  const first = (
    await generic(sql<FirstStep>`
    select * from search_vocabulary_and_names(${phrase}, ${terms.words}, ${lookupLimit('postgres', '')}, ${PG_RANGE_WORDS}, ${NAME_RANGE + 1}, ${limit}, ${AFTER_WORDS})`)
  )[0]!;
  const prefixSizes = new Map(
    (first.ranges ?? []).map(({ word, words, docs, name_docs }) => [word, words < PG_RANGE_WORDS ? { docs, nameDocs: name_docs } : UNKNOWN_SIZE]),
  );
  const expansions = expandWords(vocabularyRows(first.vocabulary ?? []), 'postgres', terms.words, prefixSizes);
  if (!expansions) return [];

  /** Checks keys (a query of `key`, in order) on the business rows; the first eight that pass. */
  const check = async (keys: RawBuilder<unknown>, where: RawBuilder<unknown>, n: number, run: typeof planned) =>
    // The lateral subquery with OFFSET 0 keeps the check a nested loop over the keys in order, so it stops as
    // soon as eight businesses pass.
    run(sql<Candidate>`
      select ${columns}, ${sql.lit(n)} as tier
      from (${keys}) d
      cross join lateral (select * from businesses b where b.id = d.key % ${PROMINENCE_ID_MODULUS} and ${where} offset 0) b
      order by d.key limit ${limit}`);

  const tier = (postings: Postings, conditions: RawBuilder<unknown>[], n: number) => async () => {
    const table = sql.table(postings);
    const size = (expansion: Expansion) => (postings === 'business_name_postings' ? expansion.nameDocs : expansion.docs);
    const where = sql.join(conditions, sql` and `);
    // Each word's keys, with how many there are. An exact word's list is in key order as it is read: its terms'
    // ordered index scans, merged. A bare prefix's keys are a range of terms, not in key order: read whole and
    // sorted, so only when the range is short and its length known. The vocabulary sizes the ranges of up to
    // PG_RANGE_WORDS words; when no word is sized, the ranges' keys are counted (up to PG_SORTED_RANGE + 1 each).
    let lists: TierList[] = [...expansions].map(([word, expansion]) =>
      'words' in expansion ? { word, size: size(expansion), terms: expansion.words } : { word, size: size(expansion) },
    );
    if (!lists.some((list) => Number.isFinite(list.size))) {
      const counted = await planned(sql<{ word: string; n: number }>`
        select w.word, (select count(*) from (select 1 from ${table} where term >= w.word and term < w.word || ${AFTER_WORDS} limit ${PG_SORTED_RANGE + 1}) x)::int as n
        from unnest(${lists.map((list) => list.word)}::text[]) as w(word)`);
      lists = lists.map((list) => ({ ...list, size: counted.find((row) => row.word === list.word)?.n ?? list.size }));
    }
    const [shortest, ...longer] = lists.filter((list) => list.terms || list.size <= PG_SORTED_RANGE).sort((a, b) => a.size - b.size);
    // Every word is a bare prefix with a long range here: the words are common, and the most prominent businesses
    // have them soon.
    if (!shortest) {
      return planned(sql<Candidate>`
        select ${columns}, ${sql.lit(n)} as tier from businesses b where ${where} order by b.review_count desc, b.id limit ${limit}`);
    }
    if (shortest.size === 0) return [];
    // The lists joined on the key: a merge join, read only as far as the eighth match. A list far longer than the
    // shortest is not joined (reading it would cost more than checking the rows of the shortest), and a range is
    // read whole, so it is joined only up to a smaller ratio; the words not joined are checked on the row.
    const joined = longer.filter((list) => list.size <= (list.terms ? PG_JOIN_RATIO : PG_RANGE_JOIN_RATIO) * shortest.size);
    const keys = ({ word, terms }: TierList) =>
      terms
        ? // Without repeats: a business may have two of the terms, as 'kavepoerkoelo' and 'kaveporkolo'.
          sql`(select distinct on (key) key from (${sql.join(
            terms.map((term) => sql`(select key from ${table} where term = ${term} order by key)`),
            sql` union all `,
          )}) l order by key)`
        : sql`(select distinct key from ${table} where term >= ${word} and term < ${`${word}${AFTER_WORDS}`} order by key)`;
    const joins = joined.map((list, i) => sql` join ${keys(list)} ${sql.raw(`k${i + 1}`)} on ${sql.raw(`k${i + 1}`)}.key = k0.key`);
    // A bare prefix that is only checked on the rows: when no text in this table has a word starting with it, the
    // check would read the whole list to find nothing ('IL 606' in the names: 12 ms at 1 M). One probe of the
    // postings per such word, evaluated once before the join (an uncorrelated EXISTS), ends it at once.
    const read = new Set([shortest, ...joined].map((list) => list.word));
    const guards = lists
      .filter((list) => !list.terms && !read.has(list.word))
      .map(({ word }) => sql`exists (select 1 from ${table} where term >= ${word} and term < ${`${word}${AFTER_WORDS}`})`);
    const guarded = guards.length ? sql` where ${sql.join(guards, sql` and `)}` : sql``;
    // A range's length is in the values only, so a statement with one is planned for them; the others keep a plan.
    const run = [shortest, ...joined].every((list) => list.terms) ? generic : planned;
    return check(sql`select k0.key from ${keys(shortest)} k0${sql.join(joins, sql``)}${guarded}`, where, n, run);
  };
  const nameText = sql`' ' || b.search_name`;
  const allText = sql`' ' || b.search_name || ' ' || b.search_address`;
  // Many names start with the phrase: the tier statement over the name postings finds eight at once.
  const nameStartsWith = async () => (first.name_count > NAME_RANGE ? tier('business_name_postings', [startsWith], 0)() : (first.names ?? []));
  const nameWords = tier(
    'business_name_postings',
    terms.words.map((word) => startsAWord(nameText, word)),
    1,
  );
  // Two of the words in one name: the names that have both, from the name-word pairs (migration 0303, through a
  // function with a kept plan, migration 0304). When few names do, they are all there is to check; when many do,
  // the words often go together and the join of their lists finds eight soon.
  const pair = namePair(expansions);
  const namePairsFirst = async () => {
    if (!pair) return nameWords();
    const [pairs] = await generic(sql<{ found: Candidate[] | null; pair_count: number }>`
      select * from search_name_pairs(${pair.lead}, ${pair.other}, ${terms.words.map((word) => `% ${word}%`)}, ${PG_PAIR_RANGE}, ${limit}, ${PROMINENCE_ID_MODULUS}, ${AFTER_WORDS})`);
    return pairs!.pair_count > PG_PAIR_RANGE ? nameWords() : (pairs!.found ?? []);
  };
  return collect([
    nameStartsWith,
    namePairsFirst,
    tier(
      'business_postings',
      terms.words.map((word) => startsAWord(allText, word)),
      2,
    ),
  ]);
}

/**
 * The default provider: full-text prefix search over the `businesses` table, on either engine. On PostgreSQL,
 * `prepared` runs the statements it may (without it, every statement goes through Kysely, unnamed).
 */
export function localSearchProvider(db: Kysely<Database>, engine: Engine, prepared: PreparedStatements | null = null): BusinessSearchProvider {
  return {
    name: 'local',
    async search(phrase) {
      const terms = searchTerms(phrase);
      if (!terms.words.length) return [];
      return engine === 'sqlite' ? sqliteSearch(db, terms) : postgresSearch(db, prepared, terms);
    },
  };
}
