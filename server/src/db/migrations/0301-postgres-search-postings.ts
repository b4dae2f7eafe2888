import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { businessesTriggers, dropBusinessesTriggers } from './businesses-triggers.ts';

/**
 * PostgreSQL only: the search reads posting lists in prominence order, as SQLite reads its FTS5 tables
 * (docs/search.md, issue 14). Two tables of (term, key), one row per word of a business: the words of its
 * name, and the words of its name and address. `key` is the prominence key (PROMINENCE_KEY below:
 * fewer reviews → larger key, the id in the low digits), so the primary key's order for one term is "most
 * reviewed first": the search merge-joins the typed words' lists in that order and stops at the eighth business
 * that passes (server/src/search/postgres/). A GIN index cannot be read in any order; the tsvector
 * columns and their GIN indexes this replaces are dropped.
 *
 * Statement-level triggers keep the tables in step with `businesses` (./businesses-triggers.ts).
 */

/**
 * The prominence key of a row, as SQLite's FTS5 rowid (migration 0100). Frozen here, not imported: the search
 * decodes it with server/src/search/prominence-key.ts, and a new formula needs a new migration that rebuilds the
 * tables (docs/search.md, 'Changing the ranking safely').
 */
const PROMINENCE_KEY = (row: string) =>
  `((1000000 - least(${row}.review_count, 999999))::bigint * 1000000000 + ${row}.id)`;

/** The (term, key) pairs of a set of rows: their name's words, or their name's and address's words. */
const pairs = (rows: string, text: string) => `
  select distinct w.term, ${PROMINENCE_KEY('r')} as key
  from ${rows} r cross join lateral unnest(string_to_array(${text}, ' ')) as w(term)
  where w.term <> ''`;

const NAME = 'r.search_name';
const ALL = `r.search_name || ' ' || r.search_address`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // Filled from the catalog there is before the keys are added: building an index over the rows at once is
  // several times faster than growing it row by row (a 1 M catalog: ~30 s instead of ~90 s).
  for (const [table, text] of [
    ['business_name_postings', NAME],
    ['business_postings', ALL],
  ] as const) {
    await sql.raw(`create table ${table} (term text collate "C" not null, key bigint not null)`).execute(db);
    await sql.raw(`insert into ${table} ${pairs('businesses', text)}`).execute(db);
    await sql.raw(`alter table ${table} add primary key (term, key)`).execute(db);
  }

  // An update changes the postings only when the words or the review count (hence the key) change.
  await sql
    .raw(
      businessesTriggers('business_postings', {
        add: (rows) => `
          insert into business_name_postings ${pairs(rows, NAME)} on conflict do nothing;
          insert into business_postings ${pairs(rows, ALL)} on conflict do nothing;`,
        remove: (rows) => `
          delete from business_name_postings p using (${pairs(rows, NAME)}) o where p.term = o.term and p.key = o.key;
          delete from business_postings p using (${pairs(rows, ALL)}) o where p.term = o.term and p.key = o.key;`,
        columns: ['search_name', 'search_address', 'review_count'],
      }),
    )
    .execute(db);

  await sql`drop index if exists businesses_name_vector`.execute(db);
  await sql`drop index if exists businesses_search_vector`.execute(db);
  await sql`alter table businesses drop column name_vector, drop column search_vector`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table businesses
    add column name_vector tsvector generated always as (to_tsvector('simple', search_name)) stored,
    add column search_vector tsvector generated always as (to_tsvector('simple', search_name || ' ' || search_address)) stored`.execute(
    db,
  );
  await sql`create index businesses_name_vector on businesses using gin (name_vector)`.execute(db);
  await sql`create index businesses_search_vector on businesses using gin (search_vector)`.execute(db);
  await sql
    .raw(
      `${dropBusinessesTriggers('business_postings')}
       drop table business_name_postings; drop table business_postings;`,
    )
    .execute(db);
}

function isPostgres(db: Kysely<unknown>): boolean {
  return !(db.getExecutor().adapter instanceof SqliteAdapter);
}
