import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Engine } from '../src/db/database.ts';
import { businessRow, finishBulkLoad, insertBusinesses } from '../src/search/catalog-repository.ts';
import { demoBusinesses } from '../src/search/demo-catalog.ts';

const CHUNK = 50_000;

/**
 * The generated catalog the benchmarks run on (bench:search, bench:audit): `size` demo businesses in a SQLite
 * file under `dataDir` or a PostgreSQL schema. A kept catalog (`--keep-catalog`) is taken up again, migrated,
 * when its completion marker is there and its size is right.
 */
export function benchCatalog(options: {
  size: number;
  pgUrl: string;
  pgSchema: string;
  log: (message: string) => void;
}) {
  const { size, pgUrl, pgSchema, log } = options;
  const completeMarker = (engine: Engine, dataDir: string) => path.join(dataDir, `${engine}-complete`);
  const open = (engine: Engine, dataDir: string) =>
    openDatabase(
      engine === 'sqlite' ? { sqliteFile: path.join(dataDir, 'findable.sqlite') } : { databaseUrl: pgUrl, pgSchema },
    );

  /** A kept catalog of this size, migrated to the latest schema; false when there is none, or it was not completed. */
  async function reuse(engine: Engine, dataDir: string): Promise<boolean> {
    if (!existsSync(completeMarker(engine, dataDir))) return false;
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      const { rows } = await client.query(
        'select 1 from information_schema.tables where table_schema = $1 and table_name = $2',
        [pgSchema, 'businesses'],
      );
      await client.end();
      if (!rows.length) return false;
    }
    const { db } = open(engine, dataDir);
    try {
      const { n } = await db
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) !== size) return false;
      await migrateToLatest(db, engine);
      // A SQLite catalog kept from before bulk loads merged their FTS5 indexes is merged now (1 ms when already merged).
      if (engine === 'sqlite') await finishBulkLoad(db, engine);
      return true;
    } catch {
      return false;
    } finally {
      await db.destroy();
    }
  }

  async function generate(engine: Engine, dataDir: string): Promise<number> {
    const started = performance.now();
    // A kept catalog that was incomplete is generated again from scratch.
    rmSync(completeMarker(engine, dataDir), { force: true });
    if (engine === 'sqlite')
      for (const suffix of ['', '-wal', '-shm'])
        rmSync(path.join(dataDir, `findable.sqlite${suffix}`), { force: true });
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists ${pgSchema} cascade`);
      await client.query(`create schema ${pgSchema}`);
      await client.end();
    }
    const { db } = open(engine, dataDir);
    await migrateToLatest(db, engine);
    const now = new Date().toISOString();
    for (let start = 0; start < size; start += CHUNK) {
      const rows = Array.from(demoBusinesses(Math.min(CHUNK, size - start), { start }), (business) =>
        businessRow(business, 'demo', now),
      );
      await db.transaction().execute((trx) => insertBusinesses(trx, rows, 'skip'));
      process.stdout.write(
        `\r${engine}: ${Math.min(start + CHUNK, size).toLocaleString('en-US')} of ${size.toLocaleString('en-US')} businesses`,
      );
    }
    process.stdout.write('\n');
    // As the server's own bulk loads leave the catalog (fresh statistics on PostgreSQL, one FTS5 segment on SQLite).
    await finishBulkLoad(db, engine);
    // The load's pages written out now, rather than by the checkpointer during the first measurements
    // (superuser or pg_checkpoint only; skipped otherwise).
    if (engine === 'postgres')
      await sql`checkpoint`.execute(db).catch(() => log('postgres: no CHECKPOINT (not permitted)'));
    await db.destroy();
    writeFileSync(completeMarker(engine, dataDir), new Date().toISOString());
    return performance.now() - started;
  }

  return { reuse, generate, open };
}
