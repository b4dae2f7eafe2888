import { sql, type Kysely } from 'kysely';

/**
 * The full audit (docs/report.md): an account's plan, and the map-rank scans of its projects.
 *
 * - `users.plan*`: the plan (free, pro, agency), how many locations it covers, who set it (an operator's
 *   `npm run account:plan`, or Stripe's webhooks), its status and billing dates (docs/billing.md).
 * - `grid_scans`: one scan of a project's business on a grid of points: its settings (keyword, grid size,
 *   spacing, source), when it ran and how it ended. At most one runs per project at a time (a partial unique
 *   index, so two concurrent starts cannot both win).
 * - `grid_scan_points`: each point's result as it arrives (the page shows progress): the rank, or failed; the
 *   top 20's place ids there (place ids are the one thing Google lets a product keep).
 * - The businesses Place Details once kept in the catalog (source 'google') go: Google's terms let a product
 *   keep place ids and, for 30 days, coordinates, never ratings or reviews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type, notNullDefault] of [
    ['plan', 'varchar(16)', 'free'],
    ['plan_locations', 'integer', 0],
    ['plan_source', 'varchar(16)', null],
    ['plan_status', 'varchar(16)', 'active'],
    ['plan_period_end', 'varchar(32)', null],
    ['plan_past_due_since', 'varchar(32)', null],
    ['plan_updated_at', 'varchar(32)', null],
  ] as const) {
    await db.schema
      .alterTable('users')
      .addColumn(column, type, (col) => (notNullDefault === null ? col : col.notNull().defaultTo(notNullDefault)))
      .execute();
  }

  await db.schema
    .createTable('grid_scans')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('project_id', 'varchar(36)', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('place_id', 'varchar(300)', (col) => col.notNull())
    .addColumn('keyword', 'varchar(80)', (col) => col.notNull())
    .addColumn('grid_size', 'integer', (col) => col.notNull())
    .addColumn('spacing_m', 'integer', (col) => col.notNull())
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('grid_scans_project').on('grid_scans').columns(['project_id', 'started_at']).execute();
  await db.schema
    .createIndex('grid_scans_one_running')
    .unique()
    .on('grid_scans')
    .column('project_id')
    .where(sql.ref('status'), '=', 'running')
    .execute();

  await db.schema
    .createTable('grid_scan_points')
    .addColumn('scan_id', 'varchar(36)', (col) => col.notNull().references('grid_scans.id').onDelete('cascade'))
    .addColumn('point', 'integer', (col) => col.notNull())
    // 1–20, 21 for 'not in the top 20', null when the point failed.
    .addColumn('rank', 'integer')
    // JSON array of the top 20's place ids at this point, best first (competitors are counted from them).
    .addColumn('top', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('grid_scan_points_pk', ['scan_id', 'point'])
    .execute();

  // The grid's candidates: a category's businesses in a band of latitude (docs/report.md, the local-pack model).
  await db.schema.createIndex('businesses_category_lat').on('businesses').columns(['category', 'lat', 'lng']).execute();
  // …and the businesses of other categories whose name has the search's word, in the same box.
  await db.schema.createIndex('businesses_lat').on('businesses').columns(['lat', 'lng']).execute();

  await sql`delete from businesses where source = 'google'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('businesses_lat').execute();
  await db.schema.dropIndex('businesses_category_lat').execute();
  await db.schema.dropTable('grid_scan_points').execute();
  await db.schema.dropTable('grid_scans').execute();
  for (const column of [
    'plan',
    'plan_locations',
    'plan_source',
    'plan_status',
    'plan_period_end',
    'plan_past_due_since',
    'plan_updated_at',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
