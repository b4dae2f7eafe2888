import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { businessRow, catalogIsEmpty, finishBulkLoad, insertBusinesses } from './catalog-repository.ts';
import { DEMO_CATALOG_SIZE, DEMO_SEED, demoBusinesses } from './demo-catalog.ts';

/** Any constant: the PostgreSQL advisory lock that lets only one of several starting servers seed. */
export const SEED_LOCK = 0x5eed_cafe;

/**
 * Fills an empty catalog with the generated demo businesses, in one transaction. Returns how many were
 * added: 0 when the catalog already has businesses (demo or imported), so it runs once per database.
 */
export async function seedDemoCatalog(
  db: Kysely<Database>,
  engine: Engine,
  { size = DEMO_CATALOG_SIZE, seed = DEMO_SEED }: { size?: number; seed?: number } = {},
): Promise<number> {
  if (!(await catalogIsEmpty(db))) return 0;
  const added = await db.transaction().execute(async (trx) => {
    // Several processes may start on one PostgreSQL at once: the first seeds, the others find it full.
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await catalogIsEmpty(trx))) return 0;
    const now = new Date().toISOString();
    const rows = Array.from(demoBusinesses(size, { seed }), (business) => businessRow(business, 'demo', now));
    await insertBusinesses(trx, rows, 'skip');
    return rows.length;
  });
  if (added) await finishBulkLoad(db, engine);
  return added;
}
