import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The business catalog behind the search (docs/search.md). The table is dialect-neutral; the full-text
 * index is per engine. Both index `search_name` / `search_address`, which the application fills with
 * accent- and case-folded text (server/src/search/normalize.ts), so both engines match the same words.
 *
 * SQLite: two contentless FTS5 tables kept in step by triggers, `businesses_name_fts` (the name, with
 * positions, for "the name starts with …" when many names do) and `businesses_fts` (name and address as
 * one text, without positions), and an index on the folded name for "the name starts with …" when few do. Their rowid is a *prominence key* (most-reviewed first, then id), so a MATCH read in rowid
 * order meets the most prominent businesses first and stops after a few: no query sorts its matches.
 *
 * PostgreSQL: generated tsvectors of the name and of name plus address, each with a GIN index, an index
 * on the prominence order and one for "the name starts with …".
 *
 * Both: `search_terms`, the vocabulary with document counts, turns a typed word prefix into the exact
 * words it stands for (an FTS5 OR of words is read lazily, a long prefix query is not), ends a search
 * early when no word starts with it, and tells PostgreSQL whether a word is rare or common.
 */

/**
 * The prominence key of a row as this migration writes it into the FTS5 tables' rowid: fewer reviews → larger key
 * (reviews above 999,999 count as 999,999), the id in the low nine digits. Frozen here, not imported: the search
 * decodes it with server/src/search/prominence-key.ts, and a new formula needs a new migration that rebuilds the
 * tables (docs/search.md, 'Changing the ranking safely').
 */
const PROMINENCE_KEY = (row: string) => `((1000000 - min(${row}.review_count, 999999)) * 1000000000 + ${row}.id)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable('businesses')
    // An internal surrogate key (the engine assigns it: SQLite's rowid, a PostgreSQL identity); the public
    // identifier is place_id.
    .addColumn('id', 'integer', (col) =>
      isSqlite ? col.primaryKey() : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('place_id', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(300)', (col) => col.notNull())
    .addColumn('formatted_address', 'varchar(500)', (col) => col.notNull())
    .addColumn('category', 'varchar(60)')
    .addColumn('city', 'varchar(120)')
    .addColumn('country', 'varchar(2)')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('rating', 'real')
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('search_name', 'text', (col) => col.notNull())
    .addColumn('search_address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('businesses_category_city').on('businesses').columns(['category', 'city']).execute();
  await db.schema.createIndex('businesses_source').on('businesses').column('source').execute();

  // The vocabulary: every word of the folded names and addresses, compared byte by byte (PostgreSQL's
  // "C" collation) so that a range [word, word + U+10FFFF) is exactly the words starting with `word`.
  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (col) => (isSqlite ? col.primaryKey() : col.modifyFront(sql`collate "C"`).primaryKey()))
    .addColumn('docs', 'integer', (col) => col.notNull().defaultTo(0))
    .$call((table) => (isSqlite ? table.modifyEnd(sql`without rowid`) : table))
    .execute();

  if (isSqlite) {
    // "The name starts with …" as a range of this index (SQLite compares text byte by byte); review_count
    // makes the range readable without touching the table.
    await db.schema
      .createIndex('businesses_search_name')
      .on('businesses')
      .columns(['search_name', 'review_count'])
      .execute();
    // The text is folded by the application: the ascii tokenizer only has to split it at spaces. Prefix
    // indexes make 1- to 3-letter prefix queries lazy; longer prefixes are expanded via search_terms.
    const fts = (table: string, detail: 'full' | 'none') =>
      sql
        .raw(
          `create virtual table ${table} using fts5(text, content = '', contentless_delete = 1, tokenize = 'ascii', prefix = '1 2 3', detail = ${detail})`,
        )
        .execute(db);
    await fts('businesses_name_fts', 'full');
    await fts('businesses_fts', 'none');
    const insert = (row: string) => `
      insert into businesses_name_fts (rowid, text) values (${PROMINENCE_KEY(row)}, ${row}.search_name);
      insert into businesses_fts (rowid, text) values (${PROMINENCE_KEY(row)}, ${row}.search_name || ' ' || ${row}.search_address);`;
    const remove = (row: string) => `
      delete from businesses_name_fts where rowid = ${PROMINENCE_KEY(row)};
      delete from businesses_fts where rowid = ${PROMINENCE_KEY(row)};`;
    await sql
      .raw(`create trigger businesses_fts_insert after insert on businesses begin ${insert('new')} end`)
      .execute(db);
    await sql
      .raw(`create trigger businesses_fts_delete after delete on businesses begin ${remove('old')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger businesses_fts_update after update of search_name, search_address, review_count on businesses
         begin ${remove('old')} ${insert('new')} end`,
      )
      .execute(db);
    return;
  }

  await sql`alter table businesses
    add column name_vector tsvector generated always as (to_tsvector('simple', search_name)) stored,
    add column search_vector tsvector generated always as (to_tsvector('simple', search_name || ' ' || search_address)) stored`.execute(
    db,
  );
  await sql`create index businesses_name_vector on businesses using gin (name_vector)`.execute(db);
  await sql`create index businesses_search_vector on businesses using gin (search_vector)`.execute(db);
  await sql`create index businesses_prominence on businesses (review_count desc, id)`.execute(db);
  await sql`create index businesses_search_name_prefix on businesses (search_name text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists businesses_name_fts`.execute(db);
  await sql`drop table if exists businesses_fts`.execute(db);
  await sql`drop table if exists search_terms`.execute(db);
  await db.schema.dropTable('businesses').execute();
}
