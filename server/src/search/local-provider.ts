import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { searchTerms } from './normalize.ts';
import { postingListSearch } from './postgres/posting-list-search.ts';
import { preparedStatements } from './postgres/prepared-statements.ts';
import type { BusinessSearchProvider } from './provider.ts';
import { fts5Search } from './sqlite/fts5-search.ts';

/**
 * The default provider: prefix search over the `businesses` table (docs/search.md). The phrase is folded here, the
 * same for both engines (./normalize.ts); each engine plans the tiers of the ranking rule (./tiers.ts) its own way,
 * in its own folder: SQLite through FTS5 (./sqlite/), PostgreSQL through posting lists in prominence order
 * (./postgres/). What they share is the vocabulary lookup (./vocabulary.ts), the prominence key's decoding
 * (./prominence-key.ts) and the tuning table (./tuning.ts). On PostgreSQL, `searchPool` is the pool the
 * statements that keep a plan are prepared on (without it, every statement goes through Kysely, unnamed).
 */
export function localSearchProvider(
  db: Kysely<Database>,
  engine: Engine,
  searchPool: pg.Pool | null = null,
): BusinessSearchProvider {
  const search =
    engine === 'sqlite' ? fts5Search(db) : postingListSearch(db, searchPool && preparedStatements(searchPool));
  return {
    name: 'local',
    async search(phrase) {
      const terms = searchTerms(phrase);
      return terms.words.length ? search(terms) : [];
    },
  };
}
