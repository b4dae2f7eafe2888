import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BADGES } from '@findable/core/badges';
import { buildTestApp, ENGINES, skipUnless, type TestApp } from './helper.ts';

/** A small fixed catalog in a category and city no demo business uses. */
function fixedCatalog() {
  const now = new Date().toISOString();
  const row = (placeId: string, name: string, rating: number | null, reviews: number) => ({
    place_id: placeId,
    name,
    formatted_address: `${name} utca 1, Tesztváros`,
    category: 'testbakery',
    city: 'Tesztváros',
    country: 'HU',
    lat: 47.5,
    lng: 19.04,
    rating,
    review_count: reviews,
    source: 'import' as const,
    search_name: name.toLowerCase(),
    search_address: 'tesztvaros',
    created_at: now,
    updated_at: now,
  });
  const rows = [
    row('fixed-star', 'Star Bakery', 4.95, 40),
    row('fixed-loved', 'Loved Bakery', 4.8, 420),
    row('fixed-new', 'New Bakery', 5, 2),
  ];
  // 120 ordinary bakeries so that ranks past 100 exist.
  for (let i = 0; i < 120; i++) rows.push(row(`fixed-plain-${i}`, `Plain Bakery ${i}`, 3.5 + (i % 10) / 20, 10 + i));
  return rows;
}

for (const engine of ENGINES) {
  describe(`badges on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(engine);
      await t.app.ready();
      for (const rows of [fixedCatalog()]) await t.app.db.insertInto('businesses').values(rows).execute();
    });
    after(() => t.close());

    it('renders every type and alias as SVG, with ETag and cache headers', async () => {
      for (const badge of BADGES) {
        for (const name of [badge.type, ...badge.aliases]) {
          const response = await t.app.inject({ url: `/api/badge/raw-badge?type=${name}&cat=Caf%C3%A9s` });
          assert.equal(response.statusCode, 200, name);
          assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
          assert.match(response.body, /^<svg [^>]*width="600"/);
          assert.match(response.body, /Cafés/);
          assert.ok(response.headers.etag);
          assert.match(String(response.headers['cache-control']), /max-age=\d+/);
          const again = await t.app.inject({
            url: `/api/badge/raw-badge?type=${name}&cat=Caf%C3%A9s`,
            headers: { 'if-none-match': String(response.headers.etag) },
          });
          assert.equal(again.statusCode, 304);
        }
      }
      const german = await t.app.inject({ url: '/api/badge/raw-badge?type=favourite&cat=Bäckerei&lang=de-DE' });
      assert.match(german.body, /Bäckerei/);
    });

    it('names a known business type in the badge’s language, not as the raw category', async () => {
      const drawn = async (cat: string, lang: string) =>
        (await t.app.inject({ url: `/api/badge/raw-badge?type=top25&cat=${encodeURIComponent(cat)}&lang=${lang}` }))
          .body;
      assert.match(await drawn('restaurant', 'de-DE'), />Restaurants</);
      assert.match(await drawn('restaurants · Budapest', 'hu-HU'), />Éttermek · Budapest</);
      assert.match(await drawn('hair_salon', 'en-US'), />Hair salons</);
      assert.doesNotMatch(await drawn('restaurant', 'hu-HU'), />restaurant</);
    });

    it('sends a PNG download named for the badge', async () => {
      const response = await t.app.inject({ url: '/api/badge/raw-badge?type=top25&cat=Bakeries&mode=png' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/png');
      assert.equal(response.headers['content-disposition'], 'attachment; filename="findable-best25-badge.png"');
      const png = response.rawPayload;
      assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      assert.equal(png.readUInt32BE(16), 1200, 'width');
      assert.equal(png.readUInt32BE(20), 720, 'height');
    });

    it("limits PNG downloads per address, in the visitor's language", async () => {
      const png = (remoteAddress: string) =>
        t.app.inject({
          url: '/api/badge/raw-badge?type=top25&cat=Bakeries&mode=png',
          remoteAddress,
          headers: { 'accept-language': 'de-DE' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await png('203.0.113.50')).statusCode);
      assert.equal(statuses.filter((status) => status === 200).length, 30);
      const limited = await png('203.0.113.50');
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal(limited.json().code, 'api.tooManySeconds');
      assert.match(
        limited.json().message,
        /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Sekunden? noch einmal\.$/,
      );
      assert.equal((await png('198.51.100.50')).statusCode, 200, 'another visitor is not affected');
      assert.equal(
        (await t.app.inject({ url: '/api/badge/raw-badge?type=top25&cat=Bakeries', remoteAddress: '203.0.113.50' }))
          .statusCode,
        200,
        'SVG is not limited',
      );
    });

    it('refuses bad parameters and escapes the category', async () => {
      for (const query of [
        '',
        '?type=top25',
        '?cat=x',
        '?type=gold&cat=x',
        '?type=null&cat=x',
        '?type=top25&cat=%20%20',
        `?type=top25&cat=${'x'.repeat(121)}`,
        '?type=top25&type=trusted&cat=x',
        '?type=top25&cat=a%00b&mode=png',
      ]) {
        const response = await t.app.inject({ url: `/api/badge/raw-badge${query}` });
        assert.equal(response.statusCode, 400, query);
        assert.equal(typeof response.json().message, 'string');
      }
      const attack = await t.app.inject({
        url: `/api/badge/raw-badge?type=trusted&cat=${encodeURIComponent('</text><script>alert(1)</script>"&')}`,
      });
      assert.equal(attack.statusCode, 200);
      assert.doesNotMatch(attack.body, /<script>/);
      assert.match(attack.body, /&lt;\/text&gt;&lt;script&gt;/);
    });

    it('decides eligibility from the catalog', async () => {
      const star = (await t.app.inject({ url: '/api/badges/eligibility?place_id=fixed-star' })).json();
      assert.equal(star.total, 123);
      const earned = (body: { badges: Array<{ type: string; earned: boolean }> }) =>
        body.badges.filter((b) => b.earned).map((b) => b.type);
      // A field of 123: Top 25 and Top 50, but no Top 100, which needs 200 (docs/badges.md).
      assert.deepEqual(earned(star), ['trusted', 'top25', 'top50']);
      assert.equal(star.rank, 2);
      const loved = (await t.app.inject({ url: '/api/badges/eligibility?place_id=fixed-loved' })).json();
      assert.equal(loved.rank, 1);
      assert.deepEqual(earned(loved), ['top25', 'top50', 'favourite']);
      const fresh = (await t.app.inject({ url: '/api/badges/eligibility?place_id=fixed-new' })).json();
      assert.equal(fresh.rank, 3, 'two perfect reviews do not beat many good ones');
      assert.ok(earned(fresh).includes('trusted'));
      const last = (await t.app.inject({ url: '/api/badges/eligibility?place_id=fixed-plain-110' })).json();
      assert.ok(last.rank > 100);
      assert.deepEqual(earned(last), []);
      assert.match(last.evaluatedAt, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal((await t.app.inject({ url: '/api/badges/eligibility?place_id=nope' })).statusCode, 404);
      assert.equal((await t.app.inject({ url: '/api/badges/eligibility' })).statusCode, 400);
    });

    it('tells the badges page the evaluation date, and that imported businesses are no demo data', async () => {
      const catalog = (await t.app.inject({ url: '/api/badges/catalog' })).json();
      assert.match(catalog.evaluatedAt, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(catalog.demo, false);
    });

    it('verifies a held and a lapsed badge on a public page, and draws a lapsed badge as such', async () => {
      const held = await t.app.inject({ url: '/en-US/badges/verify/fixed-star/trusted' });
      assert.equal(held.statusCode, 200);
      assert.match(held.body, /Star Bakery holds the “Community Trusted” badge\./);
      assert.match(held.body, /Evaluated on/);
      // It names the site's icon, which the server has: no request for a /favicon.ico that is not there.
      const icon = /<link rel="icon" href="([^"]+)"/.exec(held.body)?.[1];
      assert.equal(icon, '/favicon.svg');
      assert.equal((await t.app.inject({ url: icon })).statusCode, 200);
      const lapsed = await t.app.inject({ url: '/de-DE/badges/verify/fixed-plain-110/top25' });
      assert.equal(lapsed.statusCode, 200);
      assert.match(lapsed.body, /lang="de-DE"/);
      assert.match(lapsed.body, /class="status lapsed"/);
      const unknown = await t.app.inject({ url: '/en-US/badges/verify/nope/trusted' });
      assert.equal(unknown.statusCode, 404);
      const liveHeld = await t.app.inject({
        url: '/api/badge/raw-badge?type=trusted&cat=Bakeries&place_id=fixed-star',
      });
      const liveLapsed = await t.app.inject({
        url: '/api/badge/raw-badge?type=top25&cat=Bakeries&place_id=fixed-plain-110',
      });
      assert.doesNotMatch(liveHeld.body, /Not earned yet/);
      assert.match(liveLapsed.body, /Not earned yet/);
    });
  });
}
