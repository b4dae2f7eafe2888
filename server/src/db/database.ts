import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.ts';
import { migrationProvider } from './migrations/index.ts';
import { kyselySqlite } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** A postgres:// URL; without one, SQLite in `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /**
   * PostgreSQL: how many connections the search's prepared statements run on (default 4). About twice the database
   * server's cores: more make the searches contend for its cores and caches (docs/deploy.md).
   */
  searchConnections?: number;
  /** PostgreSQL schema to work in (tests use one schema per run). */
  pgSchema?: string;
  /** PostgreSQL application_name of the pool's connections (pg_stat_activity shows it; tests find theirs by it). */
  applicationName?: string;
  /** Told when PostgreSQL drops an idle pooled connection (a failover, a restart, a terminated backend). */
  onConnectionError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL's connection pool (its counts are reported by /metrics); null on SQLite. */
  pool: pg.Pool | null;
  /**
   * PostgreSQL: a second pool whose connections plan generically, where the search prepares the statements it runs
   * again and again (search/postgres/prepared-statements.ts); null on SQLite. `db.destroy()` closes it too.
   */
  searchPool: pg.Pool | null;
}

/** Opens SQLite (node:sqlite, no native addon) or PostgreSQL behind one Kysely instance. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    const openPool = (settings: Partial<pg.PoolConfig> = {}) => {
      const pool = new pg.Pool({
        connectionString: databaseUrl,
        max: 10,
        // A database that does not accept a connection fails the request quickly (503) instead of holding it.
        connectionTimeoutMillis: 3000,
        idleTimeoutMillis: 30_000,
        application_name: options.applicationName ?? 'findable',
        ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
        ...settings,
      });
      // node-postgres emits 'error' on a client whose connection dies (a failover, a restart, a terminated
      // backend), and on the pool for an idle one; unhandled, either event ends the process. A running query
      // fails with the same error (the API answers 503); the pool drops the client, and the next query opens a
      // new connection.
      pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
      pool.on('error', () => undefined); // already reported by the client's own listener
      return pool;
    };
    const pool = openPool();
    const genericPool = openPool({
      max: options.searchConnections ?? 4,
      // A connection is replaced after this many statements, so the statements it keeps prepared follow what is
      // common now (search/postgres/prepared-statements.ts).
      maxUses: 10_000,
      // Idle search connections do not keep a process alive that has finished (a tool, a test).
      allowExitOnIdle: true,
    });
    // Set on each new connection before its first statement rather than as a startup option: the `options` of a
    // DATABASE_URL (`?options=-c search_path=…`) would replace a startup option, and a pooler may refuse one.
    genericPool.on('connect', (client) => {
      client
        .query('set plan_cache_mode = force_generic_plan')
        .catch((error: Error) => options.onConnectionError?.(error));
    });
    const db = new Kysely<Database>({
      dialect: new CurrentSchemaPostgresDialect({
        pool: {
          Client: pg.Client,
          options: pool.options,
          connect: () => pool.connect(),
          // Kysely ends its pool when it is destroyed: the generic pool ends with it.
          end: async () => void (await Promise.all([pool.end(), genericPool.end()])),
        },
      }),
    });
    return { db, engine: 'postgres', pool, searchPool: genericPool };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new DatabaseSync(file);
  sqlite.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
  );
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(sqlite) }) }),
    engine: 'sqlite',
    pool: null,
    searchPool: null,
  };
}

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  // Kysely looks for its lock table in every schema; it must be told which schema is ours (the first of the
  // search_path, however it was set), or another installation's lock table is taken for ours.
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`,
    );
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Asks the database for nothing but an answer (health checks); throws when it cannot answer within timeoutMs. */
export async function pingDatabase(db: Kysely<Database>, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
