import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL: statements that run again and again with other values, prepared once per connection and planned
 * generically, on a pool of their own whose connections have `plan_cache_mode = force_generic_plan`.
 *
 * Sent as plain statements (Kysely sends every statement unnamed), PostgreSQL parses, analyses and plans each one
 * for every run. For the business search that was more than half of the server's work on a statement: a tier of
 * the search costs PostgreSQL far less CPU as a prepared statement with a generic plan than as a plain one
 * (measured in docs/search.md, 'PostgreSQL: posting lists in prominence order, merge-joined'). A generic plan is
 * planned once, without the values, so only statements whose best plan does not depend on the values belong here:
 * index ranges in key order, merge joins of them, the search's functions. A range whose length only the values
 * tell (`term >= $1 and term < $2`, sorted) does not: its generic plan reads the wrong way (many times slower;
 * docs/search.md, same section), so it runs through Kysely on the main pool, planned for its values.
 *
 * As pgJDBC does (`prepareThreshold`), a statement text is prepared once it has been run a few times, so that
 * one-off texts do not take up a connection's room. A connection keeps the first PER_CONNECTION such texts it
 * meets, and runs further texts unnamed: each holds its parsed query and plan in the connection's PostgreSQL
 * process (its size per search tier: docs/deploy.md). The pool replaces a connection after 10,000 statements
 * (db/database.ts), so what its successor keeps follows what is common by then.
 */
export interface PreparedStatements {
  run<R>(query: CompiledQuery<R>): Promise<R[]>;
}

/** A text is prepared on a connection from its PREPARE_AFTER-th run (counted over all connections). */
const PREPARE_AFTER = 3;
/** At most this many prepared statements per connection. */
const PER_CONNECTION = 64;
/**
 * How many texts are counted at most (a search tier's text is 1–3 KB; the benchmark's mix has ~300 shapes); beyond
 * that the counts start over: they only decide what is worth preparing.
 */
const COUNTED_TEXTS = 1_000;

/**
 * SQLSTATEs after which a connection's prepared statement cannot be used again: a plan whose result type changed
 * under it (a migration replaced a function), and a statement the server no longer has (a pooler in between reset
 * the session). When a named statement fails so, the connection is dropped and the statement runs again, unnamed,
 * on another; an unnamed one's error is the statement's own.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);
const isStale = (error: unknown) => STALE_STATEMENT.has((error as { code?: string } | null)?.code ?? '');
/** Marks an error of a named statement that went stale. */
const STALE = Symbol('stale prepared statement');

/** One per pool: the names of a connection's statements are the pool's (two sets would give one name two texts). */
const perPool = new WeakMap<pg.Pool, PreparedStatements>();

/** The prepared statements of a pool whose connections plan generically (db/database.ts opens it: `searchPool`). */
export function preparedStatements(pool: pg.Pool): PreparedStatements {
  let statements = perPool.get(pool);
  if (!statements) perPool.set(pool, (statements = prepareOn(pool)));
  return statements;
}

function prepareOn(pool: pg.Pool): PreparedStatements {
  const runs = new Map<string, number>();
  /** Per connection: the name each prepared text has on it. */
  const prepared = new WeakMap<pg.PoolClient, Map<string, string>>();

  const nameOn = (client: pg.PoolClient, text: string): string | undefined => {
    let names = prepared.get(client);
    if (!names) prepared.set(client, (names = new Map<string, string>()));
    const name = names.get(text);
    if (name || names.size >= PER_CONNECTION) return name;
    const count = (runs.get(text) ?? 0) + 1;
    if (runs.size >= COUNTED_TEXTS && count === 1) runs.clear();
    runs.set(text, count);
    if (count < PREPARE_AFTER) return undefined;
    names.set(text, `findable_${names.size + 1}`);
    return names.get(text);
  };

  /** Runs the query, named where it is worth it; a named one that went stale drops its connection and is marked. */
  const runOn = async <R>(query: CompiledQuery<R>, named: boolean): Promise<R[]> => {
    const client = await pool.connect();
    let stale: Error | undefined;
    try {
      const name = named ? nameOn(client, query.sql) : undefined;
      try {
        const { rows } = await client.query<R & pg.QueryResultRow>({
          text: query.sql,
          values: [...query.parameters],
          ...(name ? { name } : {}),
        });
        return rows;
      } catch (error) {
        if (name && isStale(error)) stale = Object.assign(error as Error, { [STALE]: true });
        throw error;
      }
    } finally {
      client.release(stale);
    }
  };

  return {
    async run(query) {
      try {
        return await runOn(query, true);
      } catch (error) {
        if (!(error as { [STALE]?: boolean })[STALE]) throw error;
        return runOn(query, false);
      }
    },
  };
}
