import type { Kysely } from 'kysely';

/**
 * A business typed by hand, not found in the search (docs/report.md 'Not on the map'): its city, category,
 * website and phone, so its report can be scored by the same method from what is known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['city', 'varchar(120)'],
    ['category', 'varchar(60)'],
    ['website', 'varchar(500)'],
    ['phone', 'varchar(40)'],
  ] as const) {
    await db.schema.alterTable('projects').addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['phone', 'website', 'category', 'city'])
    await db.schema.alterTable('projects').dropColumn(column).execute();
}
