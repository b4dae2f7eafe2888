import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { businessRow, insertBusinesses } from '../src/search/catalog-repository.ts';
import { buildTestApp, ENGINES, skipUnless, TestClient, waitForMail, type TestApp } from './helper.ts';
import { GERBEAUD, googlePlaces } from './google-places-answers.ts';
import { PlacesStandIn } from './places-stand-in.ts';

const SIGNUP = {
  firstName: 'Anna',
  lastName: 'Kovács',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};

/**
 * The café of core/report/visibility-score.test.ts and its three peers: by the published method it scores 83
 * (reputation 24.2 + rank 20 + reviews 19 + listing 20), second of four cafés in Budapest.
 */
const CATALOG = [
  {
    place_id: 'cafe',
    name: 'Café Central',
    formatted_address: 'Király u. 12, 1061 Budapest',
    category: 'cafes',
    city: 'Budapest',
    country: 'HU',
    lat: 47.5,
    lng: 19.06,
    rating: 4.6,
    review_count: 120,
    website: 'https://cafe.example',
    phone: '+36 1 234 5678',
  },
  {
    place_id: 'leader',
    name: 'Leader Café',
    formatted_address: 'Andrássy út 1, Budapest',
    category: 'cafes',
    city: 'Budapest',
    rating: 4.8,
    review_count: 300,
  },
  {
    place_id: 'middle',
    name: 'Middle Café',
    formatted_address: 'Andrássy út 2, Budapest',
    category: 'cafes',
    city: 'Budapest',
    rating: 4.2,
    review_count: 40,
  },
  {
    place_id: 'last',
    name: 'Last Café',
    formatted_address: 'Andrássy út 3, Budapest',
    category: 'cafes',
    city: 'Budapest',
    rating: 3.9,
    review_count: 12,
  },
  {
    place_id: 'salon',
    name: 'Aura Szalon',
    formatted_address: 'Váci u. 5, Budapest',
    category: 'hair-salons',
    city: 'Budapest',
    rating: 4.9,
    review_count: 88,
  },
];

/** Exactly what a free report may carry: nothing of the locked sections. */
const FREE_REPORT_KEYS = [
  'access',
  'band',
  'business',
  'computedAt',
  'facts',
  'locked',
  'methodVersion',
  'score',
  'source',
];

async function signUp(
  t: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const client = new TestClient(t.app, headers);
  const response = await client.post('/api/auth/register', { ...SIGNUP, email, ...extra });
  assert.equal(response.statusCode, 201, response.body);
  const auth = { authorization: `Bearer ${response.json().accessToken}` };
  return {
    auth,
    client,
    get: (url: string, more: Record<string, string> = {}) => client.get(url, { ...auth, ...more }),
    post: (url: string, body: unknown, more: Record<string, string> = {}) =>
      client.post(url, body, { ...auth, ...more }),
    patch: (url: string, body: unknown, more: Record<string, string> = {}) =>
      client.patch(url, body, { ...auth, ...more }),
    projects: async () =>
      (await client.get('/api/projects', auth)).json<Array<{ id: string; name: string; place_id: string | null }>>(),
  };
}

for (const engine of ENGINES) {
  describe(`free report API on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    const reportRows = async (projectId: string) =>
      t.app.db.selectFrom('reports').selectAll().where('project_id', '=', projectId).execute();
    before(async () => {
      t = await buildTestApp(engine, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '1000' });
      await insertBusinesses(
        t.app.db,
        CATALOG.map((business) => businessRow(business, 'import', '2026-11-01T10:00:00.000Z')),
        'skip',
      );
    });
    after(() => t.close());

    it('gives the business picked at sign-up its score and nothing of the locked sections', async () => {
      const user = await signUp(t, 'free@example.com', { place_id: 'cafe', businessName: 'Café Central' });
      const [project] = await user.projects();
      const response = await user.get(`/api/projects/${project!.id}/report`);
      assert.equal(response.statusCode, 200, response.body);
      const report = response.json();
      assert.deepEqual(Object.keys(report).sort(), FREE_REPORT_KEYS);
      assert.deepEqual(report.business, {
        placeId: 'cafe',
        name: 'Café Central',
        formattedAddress: 'Király u. 12, 1061 Budapest',
        category: 'cafes',
        city: 'Budapest',
      });
      assert.equal(report.score, 83);
      assert.equal(report.band, 'good');
      assert.equal(report.access, 'free');
      assert.equal(report.source, 'import');
      assert.deepEqual(report.locked, ['rankings', 'competitors', 'reviews', 'fixes']);
      assert.ok(Math.abs(Date.parse(report.computedAt) - Date.now()) < 60_000);
      // The public figures the sign-up dialog showed already: rating, reviews, place among the cafés, badges.
      assert.deepEqual(
        { ...report.facts, percentile: undefined },
        {
          rating: 4.6,
          reviewCount: 120,
          rank: 2,
          peers: 4,
          percentile: undefined,
          lowConfidence: true,
          // Second of four cafés: no Top badge, which needs a field of twice its places.
          badges: [],
        },
      );
      assert.equal(report.facts.percentile, 67, 'two of the three other cafés score lower');
      // Nothing locked travels: no parts of the score, map ranks, rivals, reviews or fixes, not even the peers' names.
      assert.doesNotMatch(
        response.body,
        /Leader Café|Middle Café|"parts"|"missing"|"competitors":|"rankings":|"fixes":|"reviews":|"leaderCount"/,
      );
      // Stored: the score with its method version, and the claim of the one free report.
      const rows = await reportRows(project!.id);
      assert.deepEqual(
        rows.map((row) => [row.place_id, row.score, row.method_version]),
        [['cafe', 83, 2]],
      );
      const owner = await t.app.db
        .selectFrom('users')
        .select('free_report_project_id')
        .where('email', '=', 'free@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(owner.free_report_project_id, project!.id);
      // Asked again, the stored report is shown (same date), not a new one.
      const again = await user.get(`/api/projects/${project!.id}/report`);
      assert.equal(again.json().computedAt, report.computedAt);
      assert.equal((await reportRows(project!.id)).length, 1);
    });

    it('links the welcome e-mail to the report, and promises a report only to an account with a business', async () => {
      await signUp(t, 'welcome@example.com', { locale: 'de-DE' });
      const without = await waitForMail(t, /welcome@example\.com/);
      assert.match(without, /Mein Unternehmen hinzufügen/);
      assert.match(without, /Fügen Sie Ihr Unternehmen hinzu/);
      assert.doesNotMatch(without, /Sichtbarkeitsbericht auch/);
      assert.match(without, /\/de-DE\/auth\/report/);
      await signUp(t, 'welcome-business@example.com', {
        locale: 'en-US',
        place_id: 'cafe',
        businessName: 'Café Central',
      });
      const withBusiness = await waitForMail(t, /welcome-business@example\.com/);
      assert.match(withBusiness, /Open my report/);
      assert.match(
        withBusiness,
        /so is your free visibility report: your score from 0 to 100, where you rank among similar businesses nearby, and the badges you have earned/,
      );
    });

    it('locks a second business of a free account, with the plan that unlocks it, and computes nothing for it', async () => {
      const user = await signUp(t, 'second@example.com', { place_id: 'cafe', businessName: 'Café Central' });
      const [first] = await user.projects();
      assert.equal((await user.get(`/api/projects/${first!.id}/report`)).statusCode, 200);
      const added = await user.post('/api/projects', { name: 'Aura Szalon', place_id: 'salon' });
      assert.equal(added.statusCode, 201);
      const locked = await user.get(`/api/projects/${added.json().id}/report`, { 'accept-language': 'hu-HU' });
      assert.equal(locked.statusCode, 403);
      assert.deepEqual(locked.json(), {
        message: 'Az ingyenes fiókjához egy riport jár. Csomagváltással a többi vállalkozása riportját is megnézheti.',
        code: 'api.reportLocked',
        unlock: { plan: 'pro', places: 2, monthlyUsd: 39 },
      });
      assert.equal((await reportRows(added.json().id)).length, 0);
      // The first one stays the free one.
      assert.equal((await user.get(`/api/projects/${first!.id}/report`)).statusCode, 200);
    });

    it('offers agencies the Agency plan', async () => {
      const agency = await signUp(t, 'agency@example.com', {
        accountType: 'agency',
        place_id: 'cafe',
        businessName: 'Café Central',
      });
      const [first] = await agency.projects();
      await agency.get(`/api/projects/${first!.id}/report`);
      const second = await agency.post('/api/projects', { name: 'Leader Café', place_id: 'leader' });
      const third = await agency.post('/api/projects', { name: 'Middle Café', place_id: 'middle' });
      assert.equal(third.statusCode, 201);
      const locked = await agency.get(`/api/projects/${second.json().id}/report`);
      assert.deepEqual(locked.json().unlock, { plan: 'agency', places: 3, monthlyUsd: 59 });
    });

    it('adds a business from the search once, and lets a hand-typed project be connected to its business once', async () => {
      const user = await signUp(t, 'later@example.com');
      assert.deepEqual(await user.projects(), []);
      const typed = await user.post('/api/projects', { name: 'My café' });
      assert.equal(typed.statusCode, 201);
      const noBusiness = await user.get(`/api/projects/${typed.json().id}/report`, { 'accept-language': 'de-DE' });
      assert.equal(noBusiness.statusCode, 409);
      assert.deepEqual(noBusiness.json(), {
        message: 'Verknüpfen Sie dieses Projekt zuerst mit Ihrem Unternehmen – suchen Sie einfach nach dem Namen.',
        code: 'api.reportNoBusiness',
      });
      const connected = await user.patch(`/api/projects/${typed.json().id}`, { place_id: 'cafe' });
      assert.equal(connected.statusCode, 200);
      assert.deepEqual(connected.json().place_id, 'cafe');
      assert.equal(connected.json().name, 'My café');
      const report = await user.get(`/api/projects/${typed.json().id}/report`);
      assert.equal(report.statusCode, 200);
      assert.equal(report.json().score, 83);
      // Its business cannot be changed afterwards (that would make one free report many) …
      const repoint = await user.patch(`/api/projects/${typed.json().id}`, { place_id: 'leader' });
      assert.equal(repoint.statusCode, 409);
      assert.equal(repoint.json().code, 'api.projectPlaceSet');
      // … and adding the same business again answers the existing project.
      const twice = await user.post('/api/projects', { name: 'Café Central', place_id: 'cafe' });
      assert.equal(twice.statusCode, 200);
      assert.equal(twice.json().id, typed.json().id);
      assert.equal((await user.projects()).length, 1);
    });

    it('scores a business typed by hand that the search did not find, from what is known, and says it is not on the map', async () => {
      const user = await signUp(t, 'typed@example.com');
      const typed = await user.post('/api/projects', {
        name: 'Mario’s Pizza Corner',
        city: 'budapest',
        category: 'cafes',
        phone: '+36 1 555 0199',
      });
      assert.equal(typed.statusCode, 201, typed.body);
      assert.deepEqual([typed.json().city, typed.json().category, typed.json().place_id], ['budapest', 'cafes', null]);
      const response = await user.get(`/api/projects/${typed.json().id}/report`);
      assert.equal(response.statusCode, 200, response.body);
      const report = response.json();
      assert.equal(report.source, 'typed');
      assert.deepEqual(report.business, {
        placeId: `typed:${typed.json().id}`,
        name: 'Mario’s Pizza Corner',
        formattedAddress: 'Budapest',
        category: 'cafes',
        city: 'Budapest',
      });
      // Compared with the four Budapest cafés of the catalog (the city matched whatever its case): no reviews,
      // no rating, so it is scored by the method from its category, city and phone alone.
      assert.deepEqual(
        [report.facts.rating, report.facts.reviewCount, report.facts.peers, report.facts.lowConfidence],
        [null, 0, 5, true],
      );
      assert.ok(report.score > 0 && report.score < 40, `score ${report.score}`);
      // It holds the account's one free report.
      const owner = await t.app.db
        .selectFrom('users')
        .select('free_report_project_id')
        .where('email', '=', 'typed@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(owner.free_report_project_id, typed.json().id);
      // Its type must be one the form lists.
      const bad = await user.post('/api/projects', { name: 'X', city: 'Budapest', category: 'spaceships' });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().fields.category, 'Choose one of the types of business listed.');
    });

    it('removes a mis-picked project whose report was never computed, and keeps one with a report', async () => {
      const user = await signUp(t, 'mispick@example.com', { place_id: 'cafe', businessName: 'Café Central' });
      const [first] = await user.projects();
      assert.equal((await user.get(`/api/projects/${first!.id}/report`)).statusCode, 200);
      const mistake = (await user.post('/api/projects', { name: 'Leader Café', place_id: 'leader' })).json();
      const removed = await user.client.request('DELETE', `/api/projects/${mistake.id}`, undefined, user.auth);
      assert.equal(removed.statusCode, 204);
      assert.deepEqual(
        (await user.projects()).map((project) => project.id),
        [first!.id],
      );
      const kept = await user.client.request('DELETE', `/api/projects/${first!.id}`, undefined, {
        ...user.auth,
        'accept-language': 'de-DE',
      });
      assert.equal(kept.statusCode, 409);
      assert.deepEqual(kept.json(), {
        message: 'Für dieses Unternehmen gibt es bereits einen Bericht – es bleibt in Ihrer Liste.',
        code: 'api.projectHasReport',
      });
      assert.equal((await user.projects()).length, 1);
    });

    it('does not spend the free report on a business it cannot find', async () => {
      const user = await signUp(t, 'unknown@example.com', { place_id: 'nowhere', businessName: 'Nowhere Inc.' });
      const [project] = await user.projects();
      const response = await user.get(`/api/projects/${project!.id}/report`);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'api.reportUnknownBusiness');
      const owner = await t.app.db
        .selectFrom('users')
        .select('free_report_project_id')
        .where('email', '=', 'unknown@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(owner.free_report_project_id, null);
    });

    it("answers another user's project, a bad id and a missing session with clear 4xx messages in the request's language", async () => {
      const owner = await signUp(t, 'owner@example.com', { place_id: 'cafe', businessName: 'Café Central' });
      const [project] = await owner.projects();
      const stranger = await signUp(t, 'stranger@example.com');
      const foreign = await stranger.get(`/api/projects/${project!.id}/report`, { 'accept-language': 'hu-HU' });
      assert.equal(foreign.statusCode, 404);
      assert.deepEqual(foreign.json(), { message: 'Ez a projekt nem létezik.', code: 'api.projectNotFound' });
      const rename = await stranger.patch(`/api/projects/${project!.id}`, { name: 'Mine now' });
      assert.equal(rename.statusCode, 404);
      for (const id of ['abc', '1', "' OR 1=1 --", `${project!.id}x`]) {
        const bad = await stranger.get(`/api/projects/${encodeURIComponent(id)}/report`, {
          'accept-language': 'de-DE',
        });
        assert.equal(bad.statusCode, 400, id);
        assert.deepEqual(bad.json(), { message: 'Dieser Projektlink ist ungültig.', code: 'api.projectIdInvalid' });
      }
      const anonymous = await new TestClient(t.app).get(`/api/projects/${project!.id}/report`);
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().code, 'api.unauthorized');
      assert.equal((await reportRows(project!.id)).length, 0);
    });

    it('refuses bad project input with a field message and writes nothing', async () => {
      const user = await signUp(t, 'input@example.com');
      const cases: Array<[unknown, string, string]> = [
        [{}, 'name', 'Project name is required'],
        [{ name: '   ' }, 'name', 'Project name is required'],
        [{ name: 'x'.repeat(201) }, 'name', 'Project name can have at most 200 characters'],
        [{ name: 'Café', place_id: '' }, 'place_id', 'Pick your business from the search results.'],
        [{ name: 'Café', place_id: 42 }, 'place_id', 'Pick your business from the search results.'],
        [{ name: 'Café', place_id: 'p'.repeat(301) }, 'place_id', 'Pick your business from the search results.'],
        [{ name: 12 }, 'name', 'The project name must be text.'],
        [{ name: ['Café'] }, 'name', 'The project name must be text.'],
        // A place the search could not have answered: junk never becomes a project that raises the quote.
        [
          { name: 'Junk', place_id: 'demo-zzzzzz' },
          'place_id',
          'We don’t know this business. Pick it from the search results.',
        ],
        [
          { name: 'Junk', place_id: "x' OR 1=1 --" },
          'place_id',
          'We don’t know this business. Pick it from the search results.',
        ],
      ];
      for (const [body, field, message] of cases) {
        const response = await user.post('/api/projects', body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.equal(response.json().fields[field], message, JSON.stringify(body));
      }
      assert.deepEqual(await user.projects(), []);
      const german = await user.post(
        '/api/projects',
        { name: 'Junk', place_id: 'demo-zzzzzz' },
        { 'accept-language': 'de-DE' },
      );
      assert.deepEqual(
        [german.statusCode, german.json().code, german.json().message],
        [
          400,
          'api.placeUnknown',
          'Dieses Unternehmen kennen wir nicht. Bitte wählen Sie es aus den Suchergebnissen aus.',
        ],
      );
      // Nor can a hand-typed project be connected to one.
      const typed = await user.post('/api/projects', { name: 'Typed' });
      assert.equal((await user.patch(`/api/projects/${typed.json().id}`, { place_id: 'demo-zzzzzz' })).statusCode, 400);
      assert.equal((await user.projects())[0]!.place_id, null);
    });
  });
}

describe('free report for a place picked from Google Places (stand-in server)', () => {
  const google = new PlacesStandIn();
  let failing = false;
  let t: TestApp;
  before(async () => {
    google.answer = googlePlaces(() => failing);
    await google.start();
    t = await buildTestApp('sqlite', {
      GOOGLE_PLACES_API_KEY: 'test-key',
      GOOGLE_PLACES_URL: google.origin,
      RATE_LIMIT_AUTH_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_EMAIL: '1000',
    });
  });
  after(async () => {
    await t.close();
    await google.stop();
  });

  it('scores the place from Place Details and its Nearby Search peers, and keeps none of their details', async () => {
    const user = await signUp(t, 'google@example.com', { place_id: GERBEAUD.id, businessName: 'Gerbeaud Kávéház' });
    const [project] = await user.projects();
    const response = await user.get(`/api/projects/${project!.id}/report`, { 'accept-language': 'hu-HU' });
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json();
    assert.equal(report.source, 'google');
    assert.deepEqual(report.business, {
      placeId: GERBEAUD.id,
      name: 'Gerbeaud Kávéház',
      formattedAddress: 'Budapest, Vörösmarty tér 7-8, 1051',
      category: 'cafes',
      city: 'Budapest',
    });
    // First of the three cafés Nearby Search finds around it (the most reviewed, a good rating).
    assert.equal(report.facts.rank, 1);
    assert.equal(report.facts.peers, 3);
    const [details, nearby] = google.seen;
    assert.equal(details!.method, 'GET');
    assert.equal(details!.url, `/v1/places/${GERBEAUD.id}?languageCode=hu-HU`);
    assert.equal(details!.headers['x-goog-api-key'], 'test-key');
    // What the score reads, and nothing billed beyond it (no reviews for a free report, no photos).
    assert.deepEqual(String(details!.headers['x-goog-fieldmask']).split(',').sort(), [
      'addressComponents',
      'displayName',
      'formattedAddress',
      'id',
      'location',
      'nationalPhoneNumber',
      'primaryType',
      'rating',
      'types',
      'userRatingCount',
      'websiteUri',
    ]);
    assert.equal(nearby!.url, '/v1/places:searchNearby');
    assert.deepEqual(nearby!.body.includedTypes, ['cafe']);
    assert.deepEqual(nearby!.body.locationRestriction, {
      circle: { center: { latitude: 47.4963, longitude: 19.0506 }, radius: 5000 },
    });
    // Google's terms: no rating, review count or other details are stored; only our score, with the place id.
    assert.equal(await t.app.db.selectFrom('businesses').select('place_id').executeTakeFirst(), undefined);
    const stored = await t.app.db.selectFrom('reports').selectAll().where('project_id', '=', project!.id).execute();
    assert.deepEqual(
      stored.map((row) => [row.place_id, row.score]),
      [[GERBEAUD.id, report.score]],
    );
    // Kept a few minutes in memory only: a second look at the report asks Google nothing more.
    assert.equal(
      (await user.get(`/api/projects/${project!.id}/report`, { 'accept-language': 'hu-HU' })).statusCode,
      200,
    );
    assert.deepEqual(
      google.seen.map((seen) => seen.url),
      [`/v1/places/${GERBEAUD.id}?languageCode=hu-HU`, '/v1/places:searchNearby'],
    );
  });

  it("answers a place Google does not know with 404, and Google's failure with 502, in the request's language", async () => {
    const unknown = await signUp(t, 'gone@example.com', { place_id: 'ChIJ-gone', businessName: 'Gone' });
    const [gone] = await unknown.projects();
    const notFound = await unknown.get(`/api/projects/${gone!.id}/report`);
    assert.equal(notFound.statusCode, 404);
    assert.equal(notFound.json().code, 'api.reportUnknownBusiness');

    failing = true;
    try {
      const user = await signUp(t, 'down@example.com', { place_id: 'ChIJ-other', businessName: 'Other' });
      const [project] = await user.projects();
      const failed = await user.get(`/api/projects/${project!.id}/report`, { 'accept-language': 'de-DE' });
      assert.equal(failed.statusCode, 502);
      assert.deepEqual(failed.json(), {
        message:
          'Die Daten zu diesem Unternehmen können wir gerade nicht abrufen. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
        code: 'api.reportUnavailable',
      });
    } finally {
      failing = false;
    }
  });
});
