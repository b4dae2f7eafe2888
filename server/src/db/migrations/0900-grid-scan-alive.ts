import type { Kysely } from 'kysely';

/**
 * `grid_scans.alive_at`: when a running scan last wrote a point (null: none yet, its start counts). A scan is given
 * up as abandoned when it has shown no life for two minutes (server/src/db/scan-repository.ts), not when it started
 * two minutes ago: the largest grid on Google (15 × 15, 7 points at a time, 3 s each at worst) can take ~100 s.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('grid_scans').addColumn('alive_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('grid_scans').dropColumn('alive_at').execute();
}
