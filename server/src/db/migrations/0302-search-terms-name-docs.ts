import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The vocabulary also counts the businesses whose *name* has each word (`name_docs`, next to `docs`, which
 * counts names and addresses). PostgreSQL's search needs it to know, without counting at search time, how
 * long a word's list of names is: a city is in many addresses and few names (docs/search.md). Existing
 * catalogs are counted here once; every later write keeps it (server/src/search/catalog-repository.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table search_terms add column name_docs integer not null default 0`.execute(db);
    await sql`update search_terms t set name_docs = c.n
      from (select term, count(*)::int as n from business_name_postings group by term) c where t.term = c.term`.execute(
      db,
    );
    return;
  }
  // SQLite cannot split text into words in SQL: the names are read and counted here. One transaction (Kysely
  // runs SQLite migrations without one): all of it or nothing, and one commit instead of one per word.
  await db.transaction().execute(async (trx) => {
    await sql`alter table search_terms add column name_docs integer not null default 0`.execute(trx);
    const names = new Map<string, number>();
    const { rows } = await sql<{ search_name: string }>`select search_name from businesses`.execute(trx);
    for (const { search_name } of rows) {
      for (const word of new Set(search_name.split(' '))) if (word) names.set(word, (names.get(word) ?? 0) + 1);
    }
    for (const [term, count] of names)
      await sql`update search_terms set name_docs = ${count} where term = ${term}`.execute(trx);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_terms drop column name_docs`.execute(db);
}
