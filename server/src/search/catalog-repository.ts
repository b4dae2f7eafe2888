import { sql, type Kysely, type Transaction } from 'kysely';
import type { PackCandidate } from '@findable/core/report/local-pack';
import { filledFields, type GroupMember, type ScoredBusiness } from '@findable/core/report/score';
import type { Engine } from '../db/database.ts';
import type { BusinessRow, Database, NewBusinessRow } from '../db/schema.ts';
import type { CatalogBusiness } from './demo-catalog.ts';
import { indexText } from './normalize.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The fields a catalog entry needs; everything but place_id, name and address may be unknown. */
export type BusinessInput = Pick<CatalogBusiness, 'place_id' | 'name' | 'formatted_address'> &
  Partial<Record<'category' | 'city' | 'country', string | null>> &
  Partial<Record<'lat' | 'lng' | 'rating', number | null>> &
  Partial<Record<'website' | 'phone', string | null>> & { review_count?: number };

/** A catalog entry as a row: with its folded search columns and timestamps. */
export function businessRow(input: BusinessInput, source: NewBusinessRow['source'], now: string): NewBusinessRow {
  return {
    place_id: input.place_id,
    name: input.name,
    formatted_address: input.formatted_address,
    category: input.category ?? null,
    city: input.city ?? null,
    country: input.country ?? null,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    rating: input.rating ?? null,
    review_count: input.review_count ?? 0,
    website: input.website ?? null,
    phone: input.phone ?? null,
    source,
    search_name: indexText(input.name),
    search_address: indexText(input.formatted_address),
    listing_filled: filledFields({
      placeId: input.place_id,
      rating: input.rating ?? null,
      reviewCount: input.review_count ?? 0,
      category: input.category ?? null,
      city: input.city ?? null,
      address: input.formatted_address,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      website: input.website ?? null,
      phone: input.phone ?? null,
    }),
    created_at: now,
    updated_at: now,
  };
}

/**
 * Rows per INSERT statement: 17 columns × 500 = 8,500 bound values, under SQLite's limit of 32,766 and
 * PostgreSQL's 65,535.
 */
export const INSERT_BATCH = 500;

/**
 * Inserts rows in batches. `onConflict: 'skip'` leaves an existing place_id alone (seeding twice is
 * harmless); 'update' replaces its fields (re-importing an export refreshes it). Run it in a transaction
 * for all-or-nothing. Every write to the catalog goes through here: it also records the words in
 * `search_terms`, which the search needs to expand prefixes.
 */
export async function insertBusinesses(
  db: Db,
  rows: readonly NewBusinessRow[],
  onConflict: 'skip' | 'update',
): Promise<void> {
  // Most-reviewed first: SQLite's FTS5 then receives ascending rowids (its cheapest case), and PostgreSQL
  // stores the rows in the order the search usually reads them.
  const ordered = [...rows].sort((a, b) => (b.review_count ?? 0) - (a.review_count ?? 0));
  for (let start = 0; start < ordered.length; start += INSERT_BATCH) {
    const batch = ordered.slice(start, start + INSERT_BATCH);
    await db
      .insertInto('businesses')
      .values(batch)
      .onConflict((oc) =>
        onConflict === 'skip'
          ? oc.column('place_id').doNothing()
          : oc.column('place_id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              formatted_address: eb.ref('excluded.formatted_address'),
              category: eb.ref('excluded.category'),
              city: eb.ref('excluded.city'),
              country: eb.ref('excluded.country'),
              lat: eb.ref('excluded.lat'),
              lng: eb.ref('excluded.lng'),
              rating: eb.ref('excluded.rating'),
              review_count: eb.ref('excluded.review_count'),
              website: eb.ref('excluded.website'),
              phone: eb.ref('excluded.phone'),
              source: eb.ref('excluded.source'),
              search_name: eb.ref('excluded.search_name'),
              search_address: eb.ref('excluded.search_address'),
              listing_filled: eb.ref('excluded.listing_filled'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
      )
      .execute();
  }
  await recordSearchTerms(db, ordered);
}

/** Words per INSERT into search_terms (three bound values each). */
const TERM_BATCH = 1000;

/**
 * Adds the words of these rows to the vocabulary and counts the businesses that have each, and those that
 * have it in their name. Words and counts are never reduced: a count is an upper bound, and a word no business
 * has any more only makes a prefix expand to one word too many, which matches nothing.
 */
async function recordSearchTerms(db: Db, rows: readonly NewBusinessRow[]): Promise<void> {
  const counts = new Map<string, { docs: number; name_docs: number }>();
  const count = (words: Iterable<string>, field: 'docs' | 'name_docs') => {
    for (const word of words) {
      if (!word) continue;
      const entry = counts.get(word) ?? { docs: 0, name_docs: 0 };
      entry[field]++;
      counts.set(word, entry);
    }
  };
  for (const row of rows) {
    count(new Set(`${row.search_name} ${row.search_address}`.split(' ')), 'docs');
    count(new Set(row.search_name.split(' ')), 'name_docs');
  }
  const all = [...counts];
  for (let start = 0; start < all.length; start += TERM_BATCH) {
    const batch = all.slice(start, start + TERM_BATCH).map(([term, entry]) => ({ term, ...entry }));
    await db
      .insertInto('search_terms')
      .values(batch)
      .onConflict((oc) =>
        oc.column('term').doUpdateSet((eb) => ({
          docs: eb('search_terms.docs', '+', eb.ref('excluded.docs')),
          name_docs: eb('search_terms.name_docs', '+', eb.ref('excluded.name_docs')),
        })),
      )
      .execute();
  }
}

/** Whether the catalog has no business at all (the first start seeds it then). */
export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export async function countBusinesses(db: Db, source?: 'demo' | 'import'): Promise<number> {
  let query = db.selectFrom('businesses').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (source) query = query.where('source', '=', source);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** Removes the generated demo businesses (before loading a real catalog). Returns how many went. */
export async function deleteDemoBusinesses(db: Db): Promise<number> {
  const result = await db.deleteFrom('businesses').where('source', '=', 'demo').executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type CatalogEntry = Pick<
  BusinessRow,
  | 'place_id'
  | 'name'
  | 'formatted_address'
  | 'category'
  | 'city'
  | 'lat'
  | 'lng'
  | 'rating'
  | 'review_count'
  | 'website'
  | 'phone'
  | 'source'
>;

export function findCatalogBusiness(db: Db, placeId: string): Promise<CatalogEntry | undefined> {
  return db
    .selectFrom('businesses')
    .select([
      'place_id',
      'name',
      'formatted_address',
      'category',
      'city',
      'lat',
      'lng',
      'rating',
      'review_count',
      'website',
      'phone',
      'source',
    ])
    .where('place_id', '=', placeId)
    .executeTakeFirst();
}

/**
 * The businesses of one category in one city (the peers a score compares with, a report's peer group), with
 * the figures the score needs of each: read from the peer-group index alone (migration 0600).
 */
export async function findPeers(db: Db, category: string | null, city: string | null): Promise<GroupMember[]> {
  let query = db.selectFrom('businesses').select(['place_id', 'rating', 'review_count', 'listing_filled']);
  query = category === null ? query.where('category', 'is', null) : query.where('category', '=', category);
  query = city === null ? query.where('city', 'is', null) : query.where('city', '=', city);
  const rows = await query.execute();
  return rows.map((row) => ({
    placeId: row.place_id,
    rating: row.rating,
    reviewCount: row.review_count,
    filled: row.listing_filled,
  }));
}

/** A business with what its score needs and its name. */
export type Listing = ScoredBusiness & { name: string };

export function asListing(row: Omit<CatalogEntry, 'source'>): Listing {
  return {
    placeId: row.place_id,
    name: row.name,
    rating: row.rating,
    reviewCount: row.review_count,
    category: row.category,
    city: row.city,
    address: row.formatted_address,
    lat: row.lat,
    lng: row.lng,
    website: row.website,
    phone: row.phone,
  };
}

/**
 * The businesses a map-rank scan ranks (docs/report.md, the local-pack model): inside the box, those of the
 * search's category and those of other categories whose folded name has one of the search's stems (the exact
 * word test is the model's). One range of the grid index (migration 0600), read without touching the table.
 */
export async function findGridCandidates(
  db: Db,
  category: string,
  stems: readonly string[],
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
): Promise<PackCandidate[]> {
  const rows = await db
    .selectFrom('businesses')
    .select(['place_id', 'category', 'search_name', 'lat', 'lng', 'rating', 'review_count'])
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('lng', '>=', box.minLng)
    .where('lng', '<=', box.maxLng)
    .where((eb) =>
      eb.or([
        eb('category', '=', category),
        ...stems.map((stem) => eb(sql<string>`' ' || search_name`, 'like', `% ${stem}%`)),
      ]),
    )
    .execute();
  return rows.map((row) => ({
    placeId: row.place_id,
    category: row.category,
    foldedName: row.search_name,
    lat: row.lat!,
    lng: row.lng!,
    rating: row.rating,
    reviewCount: row.review_count,
  }));
}

/** Name, rating and reviews of catalog businesses by place id (the competitors table). */
export async function findSummaries(
  db: Db,
  placeIds: readonly string[],
): Promise<Map<string, { name: string; rating: number | null; reviewCount: number }>> {
  if (!placeIds.length) return new Map();
  const rows = await db
    .selectFrom('businesses')
    .select(['place_id', 'name', 'rating', 'review_count'])
    .where('place_id', 'in', placeIds)
    .execute();
  return new Map(
    rows.map((row) => [row.place_id, { name: row.name, rating: row.rating, reviewCount: row.review_count }]),
  );
}

/** Whether the catalog holds any of the generated demo businesses (the pages then say their figures are demo data). */
export async function hasDemoBusinesses(db: Db): Promise<boolean> {
  return Boolean(
    await db.selectFrom('businesses').select('place_id').where('source', '=', 'demo').limit(1).executeTakeFirst(),
  );
}

/** When the catalog last changed (its newest row's update time), or undefined when it is empty. */
export async function latestCatalogUpdate(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select(sql<string | null>`max(updated_at)`.as('latest'))
    .executeTakeFirst();
  return row?.latest ?? undefined;
}

/** How many of these place ids the catalog already has (an import reports updated and inserted rows). */
export async function countKnownPlaceIds(db: Db, placeIds: readonly string[]): Promise<number> {
  let known = 0;
  for (let start = 0; start < placeIds.length; start += INSERT_BATCH) {
    const found = await db
      .selectFrom('businesses')
      .select('place_id')
      .where('place_id', 'in', placeIds.slice(start, start + INSERT_BATCH))
      .execute();
    known += found.length;
  }
  return known;
}

/**
 * After a bulk load. PostgreSQL: VACUUM (ANALYZE), so the planner has fresh statistics and the name-prefix index is
 * read without visiting the table (index-only scans need the visibility map a vacuum writes), as autovacuum would
 * arrange some minutes later; it runs outside a transaction. SQLite: each FTS5 index merged into one segment
 * ('optimize'). A load leaves it in several (13 and 8 after a million rows), and every term of a search is looked
 * up in each of them: merged, the mix's searches took a third less time (docs/search.md, 'SQLite: FTS5 read in
 * prominence order'). Later writes add small segments that FTS5 merges as it goes.
 */
export async function finishBulkLoad(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`vacuum (analyze) businesses, search_terms, business_name_postings, business_postings, business_name_pairs`.execute(
      db,
    );
    return;
  }
  for (const table of ['businesses_name_fts', 'businesses_fts'] as const)
    await sql`insert into ${sql.table(table)} (${sql.table(table)}) values ('optimize')`.execute(db);
}
