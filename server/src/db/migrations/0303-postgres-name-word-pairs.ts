import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { businessesTriggers, dropBusinessesTriggers } from './businesses-triggers.ts';

/**
 * PostgreSQL only: the pairs of words of each business's name, `(term, other, key)`, both ways round (a name of
 * three words has six rows). Tier 1 of the search (every typed word starts a word of the name) reads the names
 * that have two typed words as one range of this table's primary key, instead of intersecting two posting lists,
 * which reads both through when the words rarely go together in a name: 'salon austin', 'dr berli' (the
 * benchmark's slowest searches at 1 M; measured in docs/search.md). Built from the name postings of migration 0301
 * and kept in step with `businesses` by statement-level triggers as they are (./businesses-triggers.ts).
 */

/** The prominence key of migration 0301, frozen here as there (server/src/search/prominence-key.ts decodes it). */
const PROMINENCE_KEY = (row: string) =>
  `((1000000 - least(${row}.review_count, 999999))::bigint * 1000000000 + ${row}.id)`;

/** The (term, other, key) rows of a set of business rows: every ordered pair of two different words of a name. */
const namePairs = (rows: string) => `
  select distinct x.term, y.term as other, ${PROMINENCE_KEY('r')} as key
  from ${rows} r
    cross join lateral unnest(string_to_array(r.search_name, ' ')) as x(term)
    cross join lateral unnest(string_to_array(r.search_name, ' ')) as y(term)
  where x.term <> '' and y.term <> '' and x.term <> y.term`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`create table business_name_pairs (term text collate "C" not null, other text collate "C" not null, key bigint not null)`.execute(
    db,
  );
  // From the name postings there already are; the key is added after, as in migration 0301.
  await sql`insert into business_name_pairs
    select distinct x.term, y.term, x.key from business_name_postings x join business_name_postings y on y.key = x.key and y.term <> x.term`.execute(
    db,
  );
  await sql`alter table business_name_pairs add primary key (term, other, key)`.execute(db);

  // An update changes the pairs only when the name or the review count (hence the key) changes.
  await sql
    .raw(
      businessesTriggers('business_name_pairs', {
        add: (rows) => `insert into business_name_pairs ${namePairs(rows)} on conflict do nothing;`,
        remove: (rows) => `
          delete from business_name_pairs p using (${namePairs(rows)}) o where p.term = o.term and p.other = o.other and p.key = o.key;`,
        columns: ['search_name', 'review_count'],
      }),
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql.raw(`${dropBusinessesTriggers('business_name_pairs')} drop table business_name_pairs;`).execute(db);
}
