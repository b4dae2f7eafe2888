/**
 * The local search's tuning constants, in one table (docs/search.md, 'The tuning table', lists them too, and a
 * test holds the two equal). Each one chooses between two exact ways of reading the same answer, so none changes
 * *what* a search finds — `server/test/search-reference.test.ts` holds every path to the ranking rule — only how
 * long it takes. The costs that justify them were measured on one 2-core machine at 1,000,000 businesses
 * (2026-11-24 to 11-27, docs/performance-history.md, 'Business search'): on other hardware the break-even points
 * may sit elsewhere. Change one with the benchmark before and after (docs/search.md says how), never from a single
 * run.
 *
 * Fixed by the schema rather than tuned, and so not here: the prominence key (./prominence-key.ts), SQLite's
 * prefix index lengths (./sqlite/fts5-search.ts, migration 0100), and PostgreSQL's statement cache
 * (./postgres/prepared-statements.ts).
 */
export const TUNING = {
  /**
   * Both engines, tier 0: when at most this many names start with the phrase, they are read from the index on the
   * folded name (without the table) and sorted in code; when more do, the engine's prominence-ordered query runs
   * (FTS5's `^ "phrase"*`, PostgreSQL's merge join), which then stops early because matches are everywhere. Alone,
   * those are slow when the words are common but rarely begin a name (`dr buda`). Halved tier 0's time over the mix.
   */
  nameRange: 256,
  /**
   * Both engines: a typed word that starts at most this many words of the vocabulary is expanded to them (FTS5
   * reads an OR of words lazily in rowid order; PostgreSQL merges their ordered posting lists). Above it, SQLite
   * uses FTS5's own prefix query and PostgreSQL treats the word as a bare prefix. It sped up SQLite's slowest
   * searches of the mix (measured in docs/search.md, 'The tuning table').
   */
  maxExpansion: 64,
  /**
   * PostgreSQL: a word's posting list is merge-joined with the shortest list only up to this many times its length;
   * a longer one is left out and its word checked on the business rows. Reading a key costs far less than checking a
   * row (measured in docs/search.md, 'The tuning table').
   */
  pgJoinRatio: 12,
  /** PostgreSQL: a bare prefix's range of keys is read whole and sorted (to be joined) when it is at most this long. */
  pgSortedRange: 20_000,
  /**
   * PostgreSQL: a bare prefix's sorted range is joined with the shortest list up to this many times its length:
   * reading and sorting a key costs far less than checking the shortest's rows for it (a street and a house number,
   * `poststrasse 56`; measured in docs/search.md, 'The tuning table').
   */
  pgRangeJoinRatio: 8,
  /** PostgreSQL: a bare prefix's range is sized from this many of its vocabulary words at most; a longer range is taken as unbounded. */
  pgRangeWords: 500,
  /**
   * PostgreSQL, tier 1 with two words or more: the names that have two of the typed words are read from the
   * name-word pairs (migration 0303) and sorted when there are at most this many; when more, the words go together
   * often and the merge join finds eight soon (`salon austin`, `dr berli`; measured in docs/search.md, 'The tuning
   * table').
   */
  pgPairRange: 2_000,
} as const satisfies Record<string, number>;
