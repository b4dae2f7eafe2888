import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { kyselySqlite } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** A postgres:// URL; without one, SQLite in `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests use one schema per run). */
  pgSchema?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

/** Opens SQLite (node:sqlite, no native addon) or PostgreSQL behind one Kysely instance. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new DatabaseSync(file);
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(sqlite) }) }), engine: 'sqlite' };
}

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, pgSchema?: string): Promise<string[]> {
  // Kysely looks for its lock table in every schema; in a schema of its own it must be told where to look,
  // or a lock table in `public` (another installation) is taken for ours.
  const migrator = new Migrator({ db, provider: migrationProvider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Asks the database for nothing but an answer (health checks); throws when it cannot answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
