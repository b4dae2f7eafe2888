import { SEARCH_MAX_RESULTS, type BusinessSearchResult } from '@findable/core/validation/search';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchTerms } from '../normalize.ts';
import { PROMINENCE_ID_MODULUS } from '../prominence-key.ts';
import { collectTiers, type Candidate, type EngineSearch } from '../tiers.ts';
import { TUNING } from '../tuning.ts';
import { AFTER_WORDS, expandWords, UNKNOWN_SIZE, type Expansion, type VocabularyRows } from '../vocabulary.ts';
import type { PreparedStatements } from './prepared-statements.ts';

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
 * connection and planned once, generically (./prepared-statements.ts).
 *
 * A word's list is as long as the vocabulary says (`name_docs` for names, `docs` for both). A list far longer
 * than the shortest is left out of the join and its word only checked on the row. A bare prefix (more than
 * TUNING.maxExpansion words start with it) has a range of terms instead of a list: joined, read whole and sorted, when
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
/** What PostgreSQL's first statement returns (migration 0304). */
interface FirstStep {
  vocabulary: Parameters<typeof vocabularyRows>[0] | null;
  /** Per typed word: how many vocabulary words its range has (up to the limit asked for) and their sizes. */
  ranges: Array<{ word: string; words: number; docs: number; name_docs: number }> | null;
  names: Candidate[] | null;
  name_count: number;
}

/** The vocabulary as PostgreSQL's first statement returns it (JSON rows, the typed word in each), by typed word. */
function vocabularyRows(
  rows: ReadonlyArray<{ word: string; term: string; docs: number; name_docs: number }>,
): VocabularyRows {
  const found: VocabularyRows = new Map();
  for (const { word, ...row } of rows) {
    const list = found.get(word) ?? [];
    list.push(row);
    found.set(word, list);
  }
  return found;
}

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

/**
 * PostgreSQL's plan of the tiers. `prepared` runs the statements it may (without it, every statement goes through
 * Kysely, unnamed).
 */
export function postingListSearch(db: Kysely<Database>, prepared: PreparedStatements | null): EngineSearch {
  return (terms) => search(db, prepared, terms);
}

async function search(
  db: Kysely<Database>,
  prepared: PreparedStatements | null,
  terms: SearchTerms,
): Promise<BusinessSearchResult[]> {
  const limit = SEARCH_MAX_RESULTS;
  // Statements whose best plan does not depend on the values (the functions, merge joins of ordered lists) run
  // prepared and generically planned (./prepared-statements.ts); the others through Kysely, planned for their
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
    select * from search_vocabulary_and_names(${phrase}, ${terms.words}, ${TUNING.maxExpansion + 1}, ${TUNING.pgRangeWords}, ${TUNING.nameRange + 1}, ${limit}, ${AFTER_WORDS})`)
  )[0]!;
  const prefixSizes = new Map(
    (first.ranges ?? []).map(({ word, words, docs, name_docs }) => [
      word,
      words < TUNING.pgRangeWords ? { docs, nameDocs: name_docs } : UNKNOWN_SIZE,
    ]),
  );
  const expansions = expandWords(vocabularyRows(first.vocabulary ?? []), terms.words, { prefixSizes });
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
    const size = (expansion: Expansion) =>
      postings === 'business_name_postings' ? expansion.nameDocs : expansion.docs;
    const where = sql.join(conditions, sql` and `);
    // Each word's keys, with how many there are. An exact word's list is in key order as it is read: its terms'
    // ordered index scans, merged. A bare prefix's keys are a range of terms, not in key order: read whole and
    // sorted, so only when the range is short and its length known. The vocabulary sizes the ranges of up to
    // TUNING.pgRangeWords words; when no word is sized, the ranges' keys are counted (up to TUNING.pgSortedRange + 1 each).
    let lists: TierList[] = [...expansions].map(([word, expansion]) =>
      'words' in expansion ? { word, size: size(expansion), terms: expansion.words } : { word, size: size(expansion) },
    );
    if (!lists.some((list) => Number.isFinite(list.size))) {
      const counted = await planned(sql<{ word: string; n: number }>`
        select w.word, (select count(*) from (select 1 from ${table} where term >= w.word and term < w.word || ${AFTER_WORDS} limit ${TUNING.pgSortedRange + 1}) x)::int as n
        from unnest(${lists.map((list) => list.word)}::text[]) as w(word)`);
      lists = lists.map((list) => ({ ...list, size: counted.find((row) => row.word === list.word)?.n ?? list.size }));
    }
    const [shortest, ...longer] = lists
      .filter((list) => list.terms || list.size <= TUNING.pgSortedRange)
      .sort((a, b) => a.size - b.size);
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
    const joined = longer.filter(
      (list) => list.size <= (list.terms ? TUNING.pgJoinRatio : TUNING.pgRangeJoinRatio) * shortest.size,
    );
    const keys = ({ word, terms }: TierList) =>
      terms
        ? // Without repeats: a business may have two of the terms, as 'kavepoerkoelo' and 'kaveporkolo'.
          sql`(select distinct on (key) key from (${sql.join(
            terms.map((term) => sql`(select key from ${table} where term = ${term} order by key)`),
            sql` union all `,
          )}) l order by key)`
        : sql`(select distinct key from ${table} where term >= ${word} and term < ${`${word}${AFTER_WORDS}`} order by key)`;
    const joins = joined.map(
      (list, i) => sql` join ${keys(list)} ${sql.raw(`k${i + 1}`)} on ${sql.raw(`k${i + 1}`)}.key = k0.key`,
    );
    // A bare prefix that is only checked on the rows: when no text in this table has a word starting with it, the
    // check would read the whole list to find nothing ('IL 606' in the names; measured in
    // docs/performance-history.md, 'Business search'). One probe of the postings per such word, evaluated once
    // before the join (an uncorrelated EXISTS), ends it at once.
    const read = new Set([shortest, ...joined].map((list) => list.word));
    const guards = lists
      .filter((list) => !list.terms && !read.has(list.word))
      .map(
        ({ word }) => sql`exists (select 1 from ${table} where term >= ${word} and term < ${`${word}${AFTER_WORDS}`})`,
      );
    const guarded = guards.length ? sql` where ${sql.join(guards, sql` and `)}` : sql``;
    // A range's length is in the values only, so a statement with one is planned for them; the others keep a plan.
    const run = [shortest, ...joined].every((list) => list.terms) ? generic : planned;
    return check(sql`select k0.key from ${keys(shortest)} k0${sql.join(joins, sql``)}${guarded}`, where, n, run);
  };
  const nameText = sql`' ' || b.search_name`;
  const allText = sql`' ' || b.search_name || ' ' || b.search_address`;
  // Many names start with the phrase: the tier statement over the name postings finds eight at once.
  const nameStartsWith = async () =>
    first.name_count > TUNING.nameRange ? tier('business_name_postings', [startsWith], 0)() : (first.names ?? []);
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
      select * from search_name_pairs(${pair.lead}, ${pair.other}, ${terms.words.map((word) => `% ${word}%`)}, ${TUNING.pgPairRange}, ${limit}, ${PROMINENCE_ID_MODULUS}, ${AFTER_WORDS})`);
    return pairs!.pair_count > TUNING.pgPairRange ? nameWords() : (pairs!.found ?? []);
  };
  return collectTiers([
    nameStartsWith,
    namePairsFirst,
    tier(
      'business_postings',
      terms.words.map((word) => startsAWord(allText, word)),
      2,
    ),
  ]);
}
