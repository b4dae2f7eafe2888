import { sql, type Kysely } from 'kysely';

/**
 * The full audit's two large reads, each from one index that holds everything it needs (before and after:
 * docs/performance-history.md, 'Full audit').
 *
 * A report's peer group read from one index (docs/report.md; docs/performance-history.md, 'Full audit'): how many
 * of the listing fields each business has, kept on its row (the application writes it with core's `filledFields`),
 * and an index on category and city that holds every figure the score needs of a peer. New York's restaurants in a
 * catalog of 1,000,000 are ~34,000 rows spread over the whole table; their index entries lie side by side.
 *
 * A catalog scan's candidates: the businesses in a box of the map of the search's category, or whose name has
 * one of its words. One index on the position that also holds the category, the figures and the folded name
 * answers both without reading a row (the two indexes of migration 0400 read ~80,000 rows in central Budapest
 * to find a few dozen names).
 *
 * The backfill counts the fields as the score does (a text field counts when it is not blank; the map position
 * when both coordinates are there). The formula is frozen here: a later change of the method writes its own
 * migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('businesses')
    .addColumn('listing_filled', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const text = (column: string) => sql.raw(`(case when trim(coalesce(${column}, '')) <> '' then 1 else 0 end)`);
  await sql`update businesses set listing_filled =
    ${text('formatted_address')} + ${text('category')} + ${text('city')} + ${text('website')} + ${text('phone')}
    + (case when lat is not null and lng is not null then 1 else 0 end)`.execute(db);
  await db.schema.dropIndex('businesses_category_city').execute();
  await db.schema
    .createIndex('businesses_peer_group')
    .on('businesses')
    .columns(['category', 'city', 'rating', 'review_count', 'listing_filled', 'place_id'])
    .execute();
  await db.schema.dropIndex('businesses_category_lat').execute();
  await db.schema.dropIndex('businesses_lat').execute();
  await db.schema
    .createIndex('businesses_grid')
    .on('businesses')
    .columns(['lat', 'lng', 'category', 'rating', 'review_count', 'place_id', 'search_name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('businesses_grid').execute();
  await db.schema.createIndex('businesses_category_lat').on('businesses').columns(['category', 'lat', 'lng']).execute();
  await db.schema.createIndex('businesses_lat').on('businesses').columns(['lat', 'lng']).execute();
  await db.schema.dropIndex('businesses_peer_group').execute();
  await db.schema.createIndex('businesses_category_city').on('businesses').columns(['category', 'city']).execute();
  await db.schema.alterTable('businesses').dropColumn('listing_filled').execute();
}
