import type { Kysely } from 'kysely';

/**
 * The free report (docs/report.md): the listing's website and phone in the catalog (part of the score's
 * completeness), the scores computed for projects, and which project holds an account's one free report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('website', 'varchar(500)').execute();
  await db.schema.alterTable('businesses').addColumn('phone', 'varchar(40)').execute();
  await db.schema.alterTable('users').addColumn('free_report_project_id', 'varchar(36)').execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'varchar(36)', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('place_id', 'varchar(300)', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('method_version', 'integer', (col) => col.notNull())
    .addColumn('computed_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reports_project').on('reports').columns(['project_id', 'computed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable('users').dropColumn('free_report_project_id').execute();
  await db.schema.alterTable('businesses').dropColumn('phone').execute();
  await db.schema.alterTable('businesses').dropColumn('website').execute();
}
