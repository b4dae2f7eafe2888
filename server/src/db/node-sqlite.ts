import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/**
 * Adapts Node's built-in `node:sqlite` to the interface Kysely's SqliteDialect expects (the better-sqlite3
 * shape): parameters come as an array, and `reader` says whether the statement returns rows.
 */
export function kyselySqlite(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const statement = db.prepare(sql);
      const params = (values: ReadonlyArray<unknown>) => values.map(toSqlite);
      return {
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...params(values)),
        run: (values) => {
          const result = statement.run(...params(values));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (values) => statement.iterate(...params(values)),
      };
    },
  };
}
