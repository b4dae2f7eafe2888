import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * SQLite only: each FTS5 index of the catalog merged into one segment, as bulk loads leave it since this migration
 * (`finishBulkLoad` in server/src/search/catalog-repository.ts; docs/search.md, 'SQLite: FTS5 read in prominence
 * order'). A catalog loaded before keeps the segments its load left (13 and 8 after a million rows) until its next
 * import, and a search looks each of its words up in every one of them. About 5 s for a million businesses, once;
 * at once for an index already in one segment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const table of ['businesses_name_fts', 'businesses_fts'])
    await sql`insert into ${sql.table(table)} (${sql.table(table)}) values ('optimize')`.execute(db);
}

/** Nothing to undo: the merged index holds the same entries. */
export async function down(): Promise<void> {}
