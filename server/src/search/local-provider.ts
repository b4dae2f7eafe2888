import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { searchTerms } from './normalize.ts';
import { postingListSearch } from './postgres/posting-list-search.ts';
import { preparedStatements } from './postgres/prepared-statements.ts';
import type { BusinessSearchProvider } from './provider.ts';
import { fts5Search } from './sqlite/fts5-search.ts';
import { SearchThreadFailure, searchThreads } from './sqlite/search-threads.ts';
import type { EngineSearch } from './tiers.ts';

export interface LocalSearchOptions {
  /**
   * PostgreSQL: the pool the statements that keep a plan are prepared on (without it, every statement goes through
   * Kysely, unnamed).
   */
  searchPool?: pg.Pool | null;
  /** SQLite: the catalog's file and how many threads of their own search it (./sqlite/search-threads.ts; 0: none). */
  sqliteThreads?: { file: string; count: number };
  /** Told when the threads failed and the search moved to the main thread for a while (the app logs it). */
  onThreadsFailed?: (error: Error) => void;
  /** A monotonic clock in milliseconds, for the main-thread period (tests set it). */
  now?: () => number;
}

/** How long the search stays on the main thread after its threads failed, before it tries them again. */
export const THREADS_RETRY_MS = 60_000;

/**
 * The threads' search, falling back to the same search on the main thread when a thread cannot answer (it could
 * not start or open the file, it died): slower under load, but the search box keeps working. It stays there for
 * THREADS_RETRY_MS, so a lasting failure does not cost every search a thread's start, and then tries the threads
 * again. A search's own error is not retried.
 */
function withMainThreadFallback(
  onThreads: EngineSearch,
  onMain: EngineSearch,
  onFailed: (error: Error) => void,
  now: () => number,
): EngineSearch {
  let mainUntil = -Infinity;
  return async (terms) => {
    if (now() < mainUntil) return onMain(terms);
    try {
      return await onThreads(terms);
    } catch (error) {
      if (!(error instanceof SearchThreadFailure)) throw error;
      if (now() >= mainUntil) {
        mainUntil = now() + THREADS_RETRY_MS;
        onFailed(error);
      }
      return onMain(terms);
    }
  };
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
  {
    searchPool = null,
    sqliteThreads,
    onThreadsFailed = () => {},
    now = () => performance.now(),
  }: LocalSearchOptions = {},
): BusinessSearchProvider {
  const threads =
    engine === 'sqlite' && sqliteThreads?.count ? searchThreads(sqliteThreads.file, sqliteThreads.count) : null;
  const onMain =
    engine === 'sqlite' ? fts5Search(db) : postingListSearch(db, searchPool && preparedStatements(searchPool));
  const search = threads ? withMainThreadFallback(threads.search, onMain, onThreadsFailed, now) : onMain;
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
