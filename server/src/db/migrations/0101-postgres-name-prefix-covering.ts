import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * PostgreSQL only: the name-prefix index also carries review_count and id, so the search's first step ("the name
 * starts with the phrase") reads the index alone instead of fetching thousands of rows from the table (issue 14;
 * docs/performance-history.md, 'Business search', its first step). It needs a vacuumed table to skip the heap:
 * bulk loads end with `finishBulkLoad` (server/src/search/catalog-repository.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index businesses_search_name_covering on businesses (search_name text_pattern_ops) include (review_count, id)`.execute(
    db,
  );
  await sql`drop index if exists businesses_search_name_prefix`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index businesses_search_name_prefix on businesses (search_name text_pattern_ops)`.execute(db);
  await sql`drop index if exists businesses_search_name_covering`.execute(db);
}

function isPostgres(db: Kysely<unknown>): boolean {
  return !(db.getExecutor().adapter instanceof SqliteAdapter);
}
