import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/** Prepared statements kept per connection, by SQL text (the hot queries repeat: search, sessions). */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Adapts Node's built-in `node:sqlite` to the interface Kysely's SqliteDialect expects (the better-sqlite3
 * shape): parameters come as an array, and `reader` says whether the statement returns rows. Statements
 * are prepared once per SQL text and reused (least recently used beyond STATEMENT_CACHE_SIZE are dropped):
 * preparing an FTS5 query costs about as much as running it. Reuse is safe because Kysely runs one query at
 * a time on the connection, and SQLite re-prepares a statement by itself after a schema change.
 */
export function kyselySqlite(db: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  const params = (values: ReadonlyArray<unknown>) => values.map(toSqlite);
  return {
    close: () => {
      cache.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = db.prepare(sql);
      const prepared: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...params(values)),
        run: (values) => {
          const result = statement.run(...params(values));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (values) => statement.iterate(...params(values)),
      };
      cache.set(sql, prepared);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return prepared;
    },
  };
}
