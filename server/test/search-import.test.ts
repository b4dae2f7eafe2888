import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { countBusinesses } from '../src/search/catalog-repository.ts';
import { ImportFileError, parseCsv } from '../src/search/import/file-formats.ts';
import { importCatalog, readCatalogFile } from '../src/search/import/importer.ts';
import { validateRecord } from '../src/search/import/row-fields.ts';
import { buildTestApp, ENGINES, ftsSegments, skipUnless, type TestApp } from './helper.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A German spreadsheet export: ';' separated, decimal commas, a quoted name with ';' and a line break. */
const CSV = [
  'Place ID;Name;Address;Category;City;Country;Latitude;Longitude;Rating;Reviews',
  'imp-1;Café Sonne;Hauptstraße 1, 10115 Berlin, Deutschland;cafes;Berlin;de;52,52;13,405;4,6;1.234',
  'imp-2;"Kneipe ""Zum Anker""; Bar";Hafenstraße 9, 20459 Hamburg, Deutschland;Bars;Hamburg;DE;53.54;9.98;4.1;87',
  'imp-3;"Zahnarzt',
  'Dr. Lang";Ringstraße 4, 80331 München, Deutschland;dentists;München;DE;;;;',
  ';No Place Id;Somewhere 1;cafes;Berlin;DE;;;;',
  'imp-5;;Somewhere 2;cafes;Berlin;DE;;;;',
  'imp-6;Bad Rating;Somewhere 3;cafes;Berlin;DE;;;7;10',
  'imp-7;Bad Coordinates;Somewhere 4;cafes;Berlin;DE;123;13;;',
  'imp-8;Half Coordinates;Somewhere 5;cafes;Berlin;DE;52.5;;;',
  'imp-9;Bad Country;Somewhere 6;cafes;Berlin;Germany;;;;',
  'imp-10;Bad Reviews;Somewhere 7;cafes;Berlin;DE;;;;-3',
  'imp-1;Café Sonne again;Hauptstraße 1, 10115 Berlin, Deutschland;cafes;Berlin;DE;;;;',
  'imp-11;Too few fields',
  'imp-12;Pizzeria Napoli;Fő utca 1., 1011 Budapest, Magyarország;restaurants;Budapest;HU;47.5;19.04;4.8;12',
  '',
].join('\r\n');

const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'geo-1',
      geometry: { type: 'Point', coordinates: [19.0402, 47.4979] },
      properties: {
        name: 'Hold Kávéház',
        formatted_address: 'Budapest, Váci utca 1., 1052 Magyarország',
        category: 'cafes',
        city: 'Budapest',
        country: 'HU',
        rating: 4.7,
        user_ratings_total: 310,
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-73.99, 40.73] },
      properties: {
        place_id: 'geo-2',
        name: 'Village Barbers',
        address: '12 Bleecker St, New York, NY 10012, USA',
        rating: 4.9,
        reviews: 58,
      },
    },
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
      properties: { place_id: 'geo-3', name: 'Line', address: 'x' },
    },
    { type: 'Feature', geometry: null, properties: { place_id: 'geo-4', address: 'no name' } },
    { type: 'Thing' },
  ],
});

describe('catalog file parsing', () => {
  it('reads RFC 4180 CSV with quotes, doubled quotes, line breaks in fields and either separator', () => {
    const { header, records, delimiter } = parseCsv('\uFEFFa,b\n"x, ""y""",2\n"multi\nline",3\n');
    assert.equal(delimiter, ',');
    assert.deepEqual(header, ['a', 'b']);
    assert.deepEqual(records, [
      { line: 2, fields: ['x, "y"', '2'] },
      { line: 3, fields: ['multi\nline', '3'] },
    ]);
    assert.throws(() => parseCsv('a,b\n"open,1\n'), ImportFileError);
  });

  it('takes the good CSV rows and says why each bad one was rejected', () => {
    const { businesses, rejected, rows } = readCatalogFile(CSV, 'csv');
    assert.equal(rows, 13);
    assert.deepEqual(
      businesses.map((b) => b.place_id),
      ['imp-1', 'imp-2', 'imp-3', 'imp-12'],
    );
    assert.deepEqual(businesses[0], {
      place_id: 'imp-1',
      name: 'Café Sonne',
      formatted_address: 'Hauptstraße 1, 10115 Berlin, Deutschland',
      category: 'cafes',
      city: 'Berlin',
      country: 'DE',
      lat: 52.52,
      lng: 13.405,
      rating: 4.6,
      review_count: 1234,
      website: null,
      phone: null,
    });
    assert.equal(businesses[1]!.name, 'Kneipe "Zum Anker"; Bar');
    assert.equal(businesses[1]!.category, 'bars');
    assert.equal(businesses[2]!.name, 'Zahnarzt Dr. Lang', 'a line break in a cell becomes a space');
    assert.deepEqual(
      rejected.map((r) => [r.where, r.place_id ?? null, r.reasons.join(' / ')]),
      [
        // imp-3's quoted name spans lines 4 and 5.
        ['line 6', null, 'place_id is missing'],
        ['line 7', 'imp-5', 'name is missing'],
        ['line 8', 'imp-6', 'rating must be between 1 and 5'],
        ['line 9', 'imp-7', 'lat must be between -90 and 90'],
        ['line 10', 'imp-8', 'lng is missing (lat is given)'],
        ['line 11', 'imp-9', 'country must be a two-letter ISO 3166 code'],
        ['line 12', 'imp-10', 'review_count must not be negative'],
        ['line 13', 'imp-1', 'place_id repeats line 2'],
        ['line 14', null, 'has 2 fields, the header has 10'],
      ],
    );
  });

  it('takes the website and phone of a listing under their usual column names', () => {
    const result = validateRecord({
      'Place ID': 'x1',
      Title: 'Salon Lux',
      Address: 'Fő u. 1, Budapest',
      Website_URI: ' https://lux.example ',
      'Phone number': '+36 1 234 5678',
    });
    assert.ok('business' in result);
    assert.equal(result.business.website, 'https://lux.example');
    assert.equal(result.business.phone, '+36 1 234 5678');
    const tooLong = validateRecord({ place_id: 'x2', name: 'n', address: 'a', phone: '1'.repeat(41) });
    assert.deepEqual(tooLong, { reasons: ['phone is longer than 40 characters'] });
  });

  it('takes GeoJSON Point features, with [longitude, latitude] and the feature id as place_id', () => {
    const { businesses, rejected } = readCatalogFile(GEOJSON, 'geojson');
    assert.deepEqual(
      businesses.map((b) => [b.place_id, b.lat, b.lng, b.review_count]),
      [
        ['geo-1', 47.4979, 19.0402, 310],
        ['geo-2', 40.73, -73.99, 58],
      ],
    );
    assert.deepEqual(
      rejected.map((r) => [r.where, r.reasons[0]]),
      [
        ['feature 3', 'geometry must be a Point [longitude, latitude]'],
        ['feature 4', 'name is missing'],
        ['feature 5', 'is not a Feature with properties'],
      ],
    );
  });

  it('refuses files it cannot read as a catalog', () => {
    assert.throws(() => readCatalogFile('name,city\nx,y\n', 'csv'), /no column for place_id, formatted_address/);
    assert.throws(() => readCatalogFile('', 'csv'), /empty/);
    assert.throws(() => readCatalogFile('{"type":"Feature"}', 'geojson'), /FeatureCollection/);
    assert.throws(() => readCatalogFile('{nope', 'geojson'), /not valid JSON/);
  });
});

for (const engine of ENGINES) {
  describe(`importing into the catalog on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(engine);
      await t.app.ready();
    });
    after(() => t.close());

    it('writes the good rows, reports the bad ones, and the imported businesses can be found', async () => {
      const report = await importCatalog(t.app.db, CSV, { format: 'csv' });
      assert.deepEqual(
        { ...report, rejected: report.rejected.length },
        {
          format: 'csv',
          rows: 13,
          taken: 4,
          inserted: 4,
          updated: 0,
          rejected: 9,
          demoRemoved: 0,
          dryRun: false,
        },
      );
      assert.equal(await countBusinesses(t.app.db, 'import'), 4);
      const response = await t.app.inject({ url: '/api/projects/searchBusiness?search=cafe%20sonne' });
      assert.deepEqual(response.json(), [
        { name: 'Café Sonne', formatted_address: 'Hauptstraße 1, 10115 Berlin, Deutschland', place_id: 'imp-1' },
      ]);
    });

    it('updates known place_ids on a second import, and the search follows the new name', async () => {
      const csv =
        'place_id,name,formatted_address,review_count\nimp-1,Café Mond,"Hauptstraße 1, 10115 Berlin",5\nimp-99,Neu,"Weg 1, Berlin",1\n';
      const report = await importCatalog(t.app.db, csv, { format: 'csv' });
      assert.equal(report.inserted, 1);
      assert.equal(report.updated, 1);
      const search = async (phrase: string) =>
        (await t.app.inject({ url: `/api/projects/searchBusiness?search=${encodeURIComponent(phrase)}` })).json();
      assert.deepEqual(await search('sonne'), []);
      assert.deepEqual(
        (await search('cafe mond')).map((b: { place_id: string }) => b.place_id),
        ['imp-1'],
      );
    });

    it('writes nothing at all when the database fails part-way through', async () => {
      // A trigger stands in for a failure (disk full, constraint) on one row late in a large file.
      if (engine === 'sqlite') {
        await sql`create trigger fail_import before insert on businesses when new.place_id = 'boom' begin select raise(abort, 'boom'); end`.execute(
          t.app.db,
        );
      } else {
        await sql`create function fail_import() returns trigger language plpgsql as $$ begin if new.place_id = 'boom' then raise exception 'boom'; end if; return new; end $$`.execute(
          t.app.db,
        );
        await sql`create trigger fail_import before insert on businesses for each row execute function fail_import()`.execute(
          t.app.db,
        );
      }
      try {
        const before = await countBusinesses(t.app.db);
        const rows = Array.from({ length: 1200 }, (_, i) => `bulk-${i},Bulk ${i},"Street ${i}, Town",${i}`);
        rows.push('boom,Boom,"Street, Town",0');
        await assert.rejects(
          importCatalog(t.app.db, `place_id,name,formatted_address,review_count\n${rows.join('\n')}\n`, {
            format: 'csv',
            replaceDemo: true,
          }),
          /boom/,
        );
        assert.equal(await countBusinesses(t.app.db), before);
        const found = await t.app.inject({ url: '/api/projects/searchBusiness?search=bulk' });
        assert.deepEqual(found.json(), []);
      } finally {
        await sql`drop trigger fail_import ${engine === 'postgres' ? sql`on businesses` : sql``}`.execute(t.app.db);
        if (engine === 'postgres') await sql`drop function fail_import()`.execute(t.app.db);
      }
    });

    it('replaces the demo catalog when asked, in the same transaction', async () => {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('businesses')
        .values({
          place_id: 'demo-x',
          name: 'Demo Café',
          formatted_address: 'Demo 1',
          review_count: 1,
          source: 'demo',
          search_name: 'demo cafe',
          search_address: 'demo 1',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const report = await importCatalog(t.app.db, GEOJSON, { format: 'geojson', replaceDemo: true });
      assert.equal(report.demoRemoved, 1);
      assert.equal(report.taken, 2);
      assert.equal(await countBusinesses(t.app.db, 'demo'), 0);
      const response = await t.app.inject({ url: '/api/projects/searchBusiness?search=demo' });
      assert.deepEqual(response.json(), []);
    });
  });
}

describe('npm run import:businesses', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'findable-import-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  const runIn = (dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(repoRoot, 'server/scripts/import-businesses.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
  const run = (...args: string[]) => runIn(dir, ...args);

  it('reports taken and rejected rows and exits 2 when some were rejected', () => {
    const file = path.join(dir, 'export.csv');
    writeFileSync(file, CSV);
    const result = run(file);
    assert.equal(result.status, 2, result.stderr);
    assert.match(result.stdout, /Imported export\.csv \(csv\): 13 rows, 4 taken, 9 rejected\./);
    assert.match(result.stdout, /4 new, 0 updated/);
    assert.match(result.stdout, /rejected line 8 \(imp-6\): rating must be between 1 and 5/);
  });

  it('leaves each FTS5 index in one segment after an import, so a search looks each word up once', async () => {
    const importDir = mkdtempSync(path.join(dir, 'segments-'));
    const file = path.join(importDir, 'export.csv');
    writeFileSync(file, CSV);
    const geo = path.join(importDir, 'more.geojson');
    writeFileSync(geo, GEOJSON);
    // Two imports, two transactions: without a merge at the end, the index would be in two segments.
    for (const input of [file, geo]) {
      const result = runIn(importDir, input, '--json');
      assert.ok(result.status === 0 || result.status === 2, result.stderr);
    }
    const { db } = openDatabase({ sqliteFile: path.join(importDir, 'findable.sqlite') });
    try {
      assert.deepEqual([await ftsSegments(db, 'businesses_name_fts'), await ftsSegments(db, 'businesses_fts')], [1, 1]);
    } finally {
      await db.destroy();
    }
  });

  it('exits 0 for a clean file, and 1 with a message for a missing or unreadable one', () => {
    const good = path.join(dir, 'good.geojson');
    writeFileSync(good, JSON.stringify({ type: 'FeatureCollection', features: [JSON.parse(GEOJSON).features[0]] }));
    const ok = run(good, '--json');
    assert.equal(ok.status, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).taken, 1);
    const missing = run(path.join(dir, 'nope.csv'));
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /Cannot import: .*no such file/);
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, 'just,some,columns\n1,2,3\n');
    const unreadable = run(bad);
    assert.equal(unreadable.status, 1);
    assert.match(unreadable.stderr, /Cannot import: the header has no column for place_id, name, formatted_address/);
  });
});
