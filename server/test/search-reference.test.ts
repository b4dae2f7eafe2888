import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SEARCH_MAX_RESULTS } from '@findable/core/validation/search';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { queryMix } from '../bench/search-queries.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { businessRow, finishBulkLoad, insertBusinesses } from '../src/search/catalog-repository.ts';
import { demoBusinesses } from '../src/search/demo-catalog.ts';
import { localSearchProvider } from '../src/search/local-provider.ts';
import { searchTerms } from '../src/search/normalize.ts';
import { MAX_RANKED_REVIEWS, PROMINENCE_ID_MODULUS } from '../src/search/prominence-key.ts';
import { mulberry32 } from '../src/search/seeded-random.ts';
import { TUNING } from '../src/search/tuning.ts';
import { buildTestApp, ENGINES, ftsSegments, skipUnless, type TestApp } from './helper.ts';

/** The catalog's rows are inserted in this seeded order, SHUFFLED_BATCH rows per call of insertBusinesses. */
const SHUFFLE_SEED = 33;
const SHUFFLED_BATCH = 50;

/** Fisher–Yates with a seeded generator: the same order on every run. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The search's shortcuts (prefix expansion, FTS5 read in prominence order, PostgreSQL's walk and intersection of
 * posting lists, the name-range step) must give exactly what the ranking rule of docs/search.md says, on a
 * catalog large enough that every shortcut is taken: the demo catalog's 20,000 businesses against a plain
 * reference that reads every row.
 */
const CATALOG = 20_000;

interface Row {
  id: number;
  place_id: string;
  search_name: string;
  search_address: string;
  review_count: number;
}

/** docs/search.md "Ranking", read literally: the best tier a business reaches, then reviews (capped), then id. */
function reference(rows: readonly Row[], phrase: string): string[] {
  const terms = searchTerms(phrase);
  if (!terms.words.length) return [];
  const start = terms.phrase.join(' ');
  const everyWordStarts = (text: string) => terms.words.every((word) => ` ${text}`.includes(` ${word}`));
  const ranked: Array<{ row: Row; tier: number }> = [];
  for (const row of rows) {
    const tier = row.search_name.startsWith(start)
      ? 0
      : everyWordStarts(row.search_name)
        ? 1
        : everyWordStarts(`${row.search_name} ${row.search_address}`)
          ? 2
          : -1;
    if (tier >= 0) ranked.push({ row, tier });
  }
  const reviews = (row: Row) => Math.min(row.review_count, 999_999);
  return ranked
    .sort((a, b) => a.tier - b.tier || reviews(b.row) - reviews(a.row) || a.row.id - b.row.id)
    .slice(0, SEARCH_MAX_RESULTS)
    .map(({ row }) => row.place_id);
}

for (const engine of ENGINES) {
  describe(`business search against a reference on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    let rows: Row[];

    before(async () => {
      t = await buildTestApp(engine);
      await t.app.ready();
      const now = new Date().toISOString();
      const catalog = Array.from(demoBusinesses(CATALOG), (business) => businessRow(business, 'demo', now));
      // Two words together in more names than PostgreSQL reads of the name-word pairs (it joins their lists then).
      const crowd = Array.from({ length: TUNING.pgPairRange + 1 }, (_, i) =>
        businessRow(
          {
            place_id: `crowd-${i}`,
            name: `Numbat Bilby Bakery ${i}`,
            formatted_address: `Main Street ${i}`,
            review_count: (i * 37) % 500,
          },
          'import',
          now,
        ),
      );
      // … and in the name and address of one more reviewed: it must come after them (tier 2).
      crowd.push(
        businessRow(
          { place_id: 'crowd-address', name: 'Royal Bakery', formatted_address: 'Numbat Lane 1', review_count: 9999 },
          'import',
          now,
        ),
      );
      // Two words in only two businesses: in the name of the less reviewed (tier 1), in the name and address of the
      // other (tier 2). A plan that finds both in one statement must still tell the tiers apart.
      crowd.push(
        businessRow(
          { place_id: 'pair-name', name: 'Wombat Quokka Deli', formatted_address: 'Harbour Road 3', review_count: 5 },
          'import',
          now,
        ),
        businessRow(
          { place_id: 'pair-address', name: 'Quokka Deli', formatted_address: 'Wombat Lane 2', review_count: 900 },
          'import',
          now,
        ),
      );
      // More reviews than the prominence key counts (MAX_RANKED_REVIEWS).
      crowd.push(
        businessRow(
          {
            place_id: 'crowd-famous',
            name: 'Numbat Famous Bakery',
            formatted_address: 'Main Street 1',
            review_count: 1_500_000,
          },
          'import',
          now,
        ),
      );
      // In a seeded random order, a few rows per call: insertBusinesses writes each call's rows most-reviewed first, so
      // one call for the whole catalog made the ids follow the reviews, and a search that ordered by id where the rule
      // orders by reviews passed every phrase (a planted 'tier 0 sorted by id' did).
      const shuffled = shuffle([...catalog, ...crowd], mulberry32(SHUFFLE_SEED));
      await t.app.db.transaction().execute(async (trx) => {
        for (let start = 0; start < shuffled.length; start += SHUFFLED_BATCH)
          await insertBusinesses(trx, shuffled.slice(start, start + SHUFFLED_BATCH), 'skip');
      });
      await finishBulkLoad(t.app.db, engine);
      rows = await t.app.db
        .selectFrom('businesses')
        .select(['id', 'place_id', 'search_name', 'search_address', 'review_count'])
        .execute();
    });
    after(() => t.close());

    it('has ids in another order than the reviews', () => {
      // Were they in review order, sorting by id would pass for sorting by reviews. Each business against the one
      // SHUFFLED_BATCH ids later (written by another call): in review order, that one never has more reviews.
      const byId = [...rows].sort((a, b) => a.id - b.id);
      const later = byId.slice(SHUFFLED_BATCH);
      const rises = later.filter((row, i) => row.review_count > byId[i]!.review_count).length;
      assert.ok(
        rises > later.length / 3,
        `${rises} of ${later.length} businesses have fewer reviews than the one ${SHUFFLED_BATCH} ids later`,
      );
    });

    it('reads the prominence keys the migrations wrote as the search decodes them', async () => {
      // The migrations hold the key's formula frozen; the search decodes keys with PROMINENCE_ID_MODULUS and caps
      // reviews at MAX_RANKED_REVIEWS (server/src/search/prominence-key.ts). They must agree.
      const query =
        engine === 'sqlite'
          ? sql<{ key: number }>`select rowid as key from businesses_name_fts order by rowid`
          : sql<{ key: string }>`select distinct key from business_name_postings order by key`;
      const keys = (await query.execute(t.app.db)).rows.map((row) => Number(row.key));
      const expected = rows
        .map(
          (row) =>
            (MAX_RANKED_REVIEWS + 1 - Math.min(row.review_count, MAX_RANKED_REVIEWS)) * PROMINENCE_ID_MODULUS + row.id,
        )
        .sort((a, b) => a - b);
      assert.deepEqual(keys, expected);
    });

    // On SQLite, the app's own provider runs the statements on threads of their own (each with its connection to
    // the file); the same search on the main thread is checked too.
    const providers = () =>
      engine === 'sqlite'
        ? [
            { how: 'on its threads', provider: t.app.businessSearch },
            { how: 'on the main thread', provider: localSearchProvider(t.app.db, engine) },
          ]
        : [
            {
              how: 'with prepared statements',
              provider: localSearchProvider(t.app.db, engine, { searchPool: t.app.dbSearchPool }),
            },
          ];

    it('finds what the ranking rule finds, in its order, for 400 typed phrases', async () => {
      const phrases = [
        ...queryMix(400, { seed: 3, size: CATALOG }),
        'b',
        'sa',
        'dr buda',
        'salon berl',
        '72 6',
        'new york',
        'kave',
        // A word of many names with a short prefix no name has (house numbers, postcodes): only the addresses match.
        'pizza 10',
        'salon 12',
        'il 606',
        // Two words rarely in one name (the name-word pairs), and two where one starts the other (no pair holds them).
        'center st',
        'cafe dusseld',
        'new ne',
        'salon sa',
        'bakery numbat',
        'bilby bak',
        // Fewer than eight businesses in tiers 1 and 2, the one in tier 1 less reviewed.
        'quokka wom',
        // Numbers that start more words than PostgreSQL sizes from the vocabulary (the crowd's 0–2000): counted.
        '1 2',
      ];
      const expected = new Map(phrases.map((phrase) => [phrase, reference(rows, phrase)]));
      for (const { how, provider } of providers()) {
        // Twice: the second time PostgreSQL runs the statements that came back as prepared ones, with generic plans;
        // the SQLite threads are given all the phrases at once, as searches that arrive together are.
        for (const phrase of phrases) {
          const found = (await provider.search(phrase)).map((business) => business.place_id);
          assert.deepEqual(found, expected.get(phrase), `${phrase} (${how})`);
        }
        const again = await Promise.all(phrases.map((phrase) => provider.search(phrase)));
        again.forEach((found, i) =>
          assert.deepEqual(
            found.map((business) => business.place_id),
            expected.get(phrases[i]!),
            `${phrases[i]} (${how}, again)`,
          ),
        );
      }
      const withResults = [...expected.values()].filter((found) => found.length).length;
      assert.ok(withResults > phrases.length * 0.8, `${withResults} of ${phrases.length} phrases found something`);
    });

    it('follows a change of name or review count, and forgets a deleted business', async () => {
      // The app's own provider: on SQLite its threads read through connections of their own what the app wrote.
      const provider = t.app.businessSearch;
      const [first] = rows;
      const now = new Date().toISOString();
      await insertBusinesses(
        t.app.db,
        [
          businessRow(
            { place_id: first!.place_id, name: 'Zyxwv Quokka Bistro', formatted_address: 'Nowhere 1', review_count: 5 },
            'import',
            now,
          ),
        ],
        'update',
      );
      assert.deepEqual(
        (await provider.search('zyxwv quo')).map((b) => b.place_id),
        [first!.place_id],
      );
      assert.deepEqual(
        (await provider.search('quokka now')).map((b) => b.place_id),
        [first!.place_id],
      );
      assert.deepEqual(
        (await provider.search('bistro zyx')).map((b) => b.place_id),
        [first!.place_id],
      );
      await t.app.db.deleteFrom('businesses').where('place_id', '=', first!.place_id).execute();
      assert.deepEqual(await provider.search('zyxwv'), []);
      assert.deepEqual(await provider.search('bistro zyx'), []);
    });
  });
}

/** Counts, per word, the texts that have it. */
function wordCounts(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of new Set(text.split(' '))) if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

for (const engine of ENGINES) {
  describe(`upgrading a catalog written before the posting lists on ${engine}`, { skip: skipUnless(engine) }, () => {
    it('counts the names, fills the posting lists, and the search then finds what the ranking rule finds', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-upgrade-'));
      const schema =
        engine === 'postgres' ? `test_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : undefined;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      if (schema) await admin(`create schema ${schema}`);
      const { db } = openDatabase(
        schema
          ? { databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema }
          : { sqliteFile: path.join(dataDir, 'findable.sqlite') },
      );
      try {
        // The schema as the last release left it, with a catalog and the vocabulary it kept (docs only).
        const migrator = new Migrator({
          db,
          provider: migrationProvider,
          ...(schema ? { migrationTableSchema: schema } : {}),
        });
        const { error } = await migrator.migrateTo('0300-reports');
        assert.equal(error, undefined);
        const now = new Date().toISOString();
        const catalog = Array.from(demoBusinesses(3000), (business) => businessRow(business, 'demo', now));
        // Rows as that release wrote them: without the listing's field count (migration 0600 fills it).
        const oldRows = catalog.map(({ listing_filled: _filled, ...row }) => row);
        for (let start = 0; start < oldRows.length; start += 500)
          await db
            .insertInto('businesses')
            .values(oldRows.slice(start, start + 500))
            .execute();
        const docs = [...wordCounts(catalog.map((row) => `${row.search_name} ${row.search_address}`))].map(
          ([term, n]) => ({ term, docs: n }),
        );
        for (let start = 0; start < docs.length; start += 500)
          await db
            .insertInto('search_terms')
            .values(docs.slice(start, start + 500))
            .execute();

        await migrateToLatest(db, engine);
        // Migration 0700: the FTS5 indexes the batches above left in several segments, merged into one each.
        if (!schema) {
          assert.deepEqual(
            [await ftsSegments(db, 'businesses_name_fts'), await ftsSegments(db, 'businesses_fts')],
            [1, 1],
          );
        }

        // The backfill counts each listing's fields as the score does (core's filledFields, which businessRow used).
        const filled = new Map(
          (await db.selectFrom('businesses').select(['place_id', 'listing_filled']).execute()).map((row) => [
            row.place_id,
            row.listing_filled,
          ]),
        );
        assert.deepEqual(
          catalog.filter((row) => filled.get(row.place_id) !== row.listing_filled).map((row) => row.place_id),
          [],
        );
        assert.ok(new Set(filled.values()).size > 1, 'the demo catalog has listings with fields missing');

        const names = wordCounts(catalog.map((row) => row.search_name));
        const vocabulary = await db.selectFrom('search_terms').select(['term', 'name_docs']).execute();
        assert.equal(vocabulary.length, docs.length);
        for (const { term, name_docs } of vocabulary) assert.equal(name_docs, names.get(term) ?? 0, term);
        const rows = await db
          .selectFrom('businesses')
          .select(['id', 'place_id', 'search_name', 'search_address', 'review_count'])
          .execute();
        const provider = localSearchProvider(db, engine);
        for (const phrase of queryMix(100, { seed: 5, size: 3000 })) {
          assert.deepEqual(
            (await provider.search(phrase)).map((business) => business.place_id),
            reference(rows, phrase),
            phrase,
          );
        }
        if (schema) {
          // A session with another search_path (an operator's psql) that renames a business: the triggers still
          // write the postings in the catalog's schema (the vocabulary is the application's to keep).
          await admin(`update ${schema}.businesses set search_name = 'qwzx teahouse' where id = ${rows[0]!.id}`);
          const { rows: postings } = await sql<{ term: string }>`
            select term from business_name_postings where term in ('qwzx', 'teahouse') order by term`.execute(db);
          assert.deepEqual(
            postings.map((row) => row.term),
            ['qwzx', 'teahouse'],
          );
          const { rows: pairs } = await sql<{ term: string; other: string }>`
            select term, other from business_name_pairs where term in ('qwzx', 'teahouse') order by term`.execute(db);
          assert.deepEqual(pairs, [
            { term: 'qwzx', other: 'teahouse' },
            { term: 'teahouse', other: 'qwzx' },
          ]);
        }
      } finally {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
        if (schema) await admin(`drop schema ${schema} cascade`);
      }
    });
  });
}
