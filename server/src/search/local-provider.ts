import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { searchTerms } from './normalize.ts';
import { postingListSearch } from './postgres/posting-list-search.ts';
import { preparedStatements } from './postgres/prepared-statements.ts';
import type { BusinessSearchProvider } from './provider.ts';
import { fts5Search } from './sqlite/fts5-search.ts';
import { searchThreads } from './sqlite/search-threads.ts';

export interface LocalSearchOptions {
  /**
   * PostgreSQL: the pool the statements that keep a plan are prepared on (without it, every statement goes through
   * Kysely, unnamed).
   */
  searchPool?: pg.Pool | null;
  /** SQLite: the catalog's file and how many threads of their own search it (./sqlite/search-threads.ts; 0: none). */
  sqliteThreads?: { file: string; count: number };
}

/**
 * The default provider: prefix search over the `businesses` table (docs/search.md). The phrase is folded here, the
 * same for both engines (./normalize.ts); each engine plans the tiers of the ranking rule (./tiers.ts) its own way,
 * in its own folder: SQLite through FTS5 (./sqlite/), PostgreSQL through posting lists in prominence order
 * (./postgres/). What they share is the vocabulary lookup (./vocabulary.ts), the prominence key's decoding
 * (./prominence-key.ts) and the tuning table (./tuning.ts).
 */
export function localSearchProvider(
  db: Kysely<Database>,
  engine: Engine,
  { searchPool = null, sqliteThreads }: LocalSearchOptions = {},
): BusinessSearchProvider {
  const threads =
    engine === 'sqlite' && sqliteThreads?.count ? searchThreads(sqliteThreads.file, sqliteThreads.count) : null;
  const search =
    threads?.search ??
    (engine === 'sqlite' ? fts5Search(db) : postingListSearch(db, searchPool && preparedStatements(searchPool)));
  return {
    name: 'local',
    async search(phrase) {
      const terms = searchTerms(phrase);
      return terms.words.length ? search(terms) : [];
    },
    warm: () => threads?.warm(),
    close: async () => threads?.close(),
  };
}
