import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gridFigures } from '@findable/core/report/grid';
import { businessRow, insertBusinesses } from '../src/search/catalog-repository.ts';
import { GERBEAUD, googlePlaces } from './google-places-answers.ts';
import { buildTestApp, ENGINES, skipUnless, TestClient, type TestApp } from './helper.ts';
import { PlacesStandIn } from './places-stand-in.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

const SIGNUP = {
  firstName: 'Dana',
  lastName: 'Reyes',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};

/** Metres north and east of the dentist's office, as coordinates. */
const HOUSTON = { lat: 29.7604, lng: -95.3698 };
const at = (north: number, east: number) => ({
  lat: HOUSTON.lat + north / 111_195,
  lng: HOUSTON.lng + east / (111_195 * Math.cos((HOUSTON.lat * Math.PI) / 180)),
});
const dentist = (
  placeId: string,
  name: string,
  where: { lat: number; lng: number },
  rating: number,
  reviews: number,
) => ({
  place_id: placeId,
  name,
  formatted_address: `${placeId} Main St, Houston, TX 77002, USA`,
  category: 'dentists',
  city: 'Houston',
  country: 'US',
  ...where,
  rating,
  review_count: reviews,
  website: `https://${placeId}.example`,
  phone: '+1 (713) 555-0100',
});

/**
 * Bright Smile (no phone on its listing) among five other Houston dentists: one strong rival two kilometres
 * north, two nearby weaker ones, one strong one far away, and a spa whose name says "dental".
 */
const CATALOG = [
  { ...dentist('bright', 'Bright Smile Dentistry', HOUSTON, 4.6, 80), phone: null },
  dentist('north', 'Northside Dental', at(2000, 0), 4.9, 900),
  dentist('east', 'Eastwood Family Dentist', at(0, 1200), 4.1, 25),
  dentist('south', 'Southgate Smiles', at(-1500, -300), 4.3, 60),
  dentist('far', 'Faraway Dental Group', at(30_000, 0), 5.0, 3000),
  { ...dentist('spa', 'Dental Glow Spa', at(300, 300), 4.8, 400), category: 'massage-salons' },
];

async function signUp(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  const client = new TestClient(t.app);
  const response = await client.post('/api/auth/register', { ...SIGNUP, email, ...extra });
  assert.equal(response.statusCode, 201, response.body);
  const auth = { authorization: `Bearer ${response.json().accessToken}` };
  const projects = async () => (await client.get('/api/projects', auth)).json<Array<{ id: string }>>();
  return {
    projects,
    get: (url: string, more: Record<string, string> = {}) => client.get(url, { ...auth, ...more }),
    post: (url: string, body: unknown, more: Record<string, string> = {}) =>
      client.post(url, body, { ...auth, ...more }),
  };
}

/** A scan of Bright Smile's first search, left running (by another request, or by a process that ended) since `startedAt`. */
async function runningScan(t: TestApp, projectId: string, startedAt: Date): Promise<string> {
  const id = crypto.randomUUID();
  await t.app.db
    .insertInto('grid_scans')
    .values({
      id,
      project_id: projectId,
      place_id: 'bright',
      keyword: 'dentist',
      grid_size: 7,
      spacing_m: 1000,
      source: 'local',
      status: 'running',
      started_at: startedAt.toISOString(),
      finished_at: null,
    })
    .execute();
  return id;
}

/** `npm run account:plan` against the test app's database, as an operator runs it. */
async function accountPlan(t: TestApp, ...args: string[]) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
  };
  if (t.pgName) {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${t.pgName}`);
    env.DATABASE_URL = url.href;
  } else delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'server/scripts/account-plan.ts'), ...args],
      { env, cwd: root },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

for (const engine of ENGINES) {
  describe(`full audit API on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(engine, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '1000' });
      await insertBusinesses(
        t.app.db,
        CATALOG.map((business) => businessRow(business, 'import', '2026-11-01T10:00:00.000Z')),
        'skip',
      );
    });
    after(() => t.close());

    it('gives an account the plan an operator sets, and takes it back, with clear messages for bad input', async () => {
      await signUp(t, 'operator-test@example.com');
      assert.deepEqual(await accountPlan(t, 'Operator-Test@example.com', 'pro', '3'), {
        code: 0,
        out: 'operator-test@example.com has pro for 3 locations now (manual grant).\n',
      });
      let row = await t.app.db
        .selectFrom('users')
        .select(['plan', 'plan_locations', 'plan_source', 'plan_status'])
        .where('email', '=', 'operator-test@example.com')
        .executeTakeFirstOrThrow();
      assert.deepEqual({ ...row }, { plan: 'pro', plan_locations: 3, plan_source: 'manual', plan_status: 'active' });
      assert.deepEqual(await accountPlan(t, 'operator-test@example.com', 'free'), {
        code: 0,
        out: 'operator-test@example.com is on the free plan now.\n',
      });
      row = await t.app.db
        .selectFrom('users')
        .select(['plan', 'plan_locations', 'plan_source', 'plan_status'])
        .where('email', '=', 'operator-test@example.com')
        .executeTakeFirstOrThrow();
      assert.deepEqual({ ...row }, { plan: 'free', plan_locations: 0, plan_source: null, plan_status: 'active' });
      assert.deepEqual(await accountPlan(t, 'nobody@example.com', 'pro', '1'), {
        code: 1,
        out: 'No account with the e-mail address nobody@example.com.\n',
      });
      assert.equal(
        (await accountPlan(t, 'operator-test@example.com', 'gold', '1')).out,
        'Unknown plan "gold": use free, pro or agency.\n',
      );
      assert.equal((await accountPlan(t, 'operator-test@example.com', 'pro', '51')).code, 1);
      assert.match(
        (await accountPlan(t, 'operator-test@example.com', 'agency', 'x')).out,
        /LOCATIONS must be a whole number from 1 to 50/,
      );
    });

    it('answers the free report until the plan covers the project, then the whole audit of its own business', async () => {
      const user = await signUp(t, 'pro@example.com', { place_id: 'bright', businessName: 'Bright Smile Dentistry' });
      const [project] = await user.projects();
      const free = await user.get(`/api/projects/${project!.id}/report`);
      assert.equal(free.json().access, 'free');
      assert.doesNotMatch(free.body, /Northside|"rankings":|"competitors":|"fixes":/);

      assert.equal((await accountPlan(t, 'pro@example.com', 'pro', '1')).code, 0);
      const response = await user.get(`/api/projects/${project!.id}/report`);
      assert.equal(response.statusCode, 200, response.body);
      const report = response.json();
      assert.equal(report.access, 'full');
      assert.equal(report.planState, 'active');
      assert.equal(report.business.name, 'Bright Smile Dentistry');
      assert.deepEqual(report.missing, ['phone']);

      // The grid: 7 × 7 points 1 km apart for the category's main search, the business first at its own office.
      const { rankings } = report;
      assert.equal(rankings.keyword, 'dentist');
      assert.equal(rankings.keywordId, 'dentist');
      assert.deepEqual(
        rankings.keywords.map((k: { id: string }) => k.id),
        ['dentist', 'dentalClinic', 'emergencyDentist'],
      );
      assert.deepEqual(
        [rankings.size, rankings.spacingM, rankings.source, rankings.status, rankings.done],
        [7, 1000, 'local', 'done', 49],
      );
      assert.equal(rankings.ranks.length, 49);
      assert.equal(rankings.ranks[24], 1, 'at the centre');
      assert.ok(rankings.ranks[3] > 1, 'two kilometres north, next to Northside Dental, the rival is ahead');
      assert.deepEqual(rankings.figures, gridFigures(rankings.ranks));
      assert.equal(rankings.previous, null);

      // Competitors: the businesses ahead at the most points, with their figures; the far one and the spa
      // beyond its reach never outrank it.
      const [you, ...rivals] = report.competitors;
      assert.deepEqual(you, {
        name: 'Bright Smile Dentistry',
        you: true,
        rating: 4.6,
        reviews: 80,
        averageRank: rankings.figures.atrp,
        pointsAhead: 0,
      });
      assert.equal(rivals[0].name, 'Northside Dental');
      assert.deepEqual([rivals[0].rating, rivals[0].reviews], [4.9, 900]);
      assert.ok(rivals.every((rival: { pointsAhead: number }) => rival.pointsAhead > 0));
      assert.ok(!rivals.some((rival: { name: string }) => rival.name === 'Faraway Dental Group'));

      // Fixes, largest gain first, each recomputed by the method: the phone is a sixth of the listing's 20 points.
      assert.deepEqual(
        report.fixes.find((fix: { kind: string }) => fix.kind === 'field'),
        { kind: 'field', field: 'phone', gain: 3.3, atLeast: false },
      );
      const gains = report.fixes.map((fix: { gain: number }) => fix.gain);
      assert.deepEqual(
        gains,
        [...gains].sort((a, b) => b - a),
      );

      // Reviews: what the catalog has, against the other four Houston dentists.
      assert.deepEqual(report.reviews, {
        rating: 4.6,
        count: 80,
        peersMedianRating: 4.6,
        peersMedianCount: 480,
        leaderCount: 1327,
        toLeaders: 1247,
        latest: null,
      });

      // Stored: the scan's settings and its 49 points; shown again (not scanned anew) on the next visit.
      const scans = await t.app.db.selectFrom('grid_scans').selectAll().where('project_id', '=', project!.id).execute();
      assert.deepEqual(
        scans.map((scan) => [scan.keyword, scan.grid_size, scan.spacing_m, scan.source, scan.status]),
        [['dentist', 7, 1000, 'local', 'done']],
      );
      const points = await t.app.db
        .selectFrom('grid_scan_points')
        .selectAll()
        .where('scan_id', '=', scans[0]!.id)
        .execute();
      assert.equal(points.length, 49);
      assert.equal((await user.get(`/api/projects/${project!.id}/report`)).json().rankings.scanId, rankings.scanId);
    });

    it('scans another search of the category on request, compares only scans of the same settings, and refuses bad input', async () => {
      const user = await signUp(t, 'scan@example.com', { place_id: 'bright', businessName: 'Bright Smile Dentistry' });
      const [project] = await user.projects();
      // The grant must have happened before what follows is read as a plan's report (a failed command said nothing).
      const granted = await accountPlan(t, 'scan@example.com', 'pro', '1');
      assert.equal(granted.code, 0, granted.out);
      const first = (await user.get(`/api/projects/${project!.id}/report`)).json().rankings;

      const other = await user.post(
        `/api/projects/${project!.id}/scans`,
        { keyword: 'emergencyDentist' },
        { 'accept-language': 'de-DE' },
      );
      assert.equal(other.statusCode, 201, other.body);
      assert.equal(other.json().keyword, 'Zahnarzt Notdienst');
      assert.equal(other.json().previous, null, 'another keyword: nothing to compare with');
      // The report now shows the keyword last chosen.
      assert.equal(
        (await user.get(`/api/projects/${project!.id}/report`, { 'accept-language': 'de-DE' })).json().rankings.keyword,
        'Zahnarzt Notdienst',
      );

      const again = await user.post(`/api/projects/${project!.id}/scans`, { keyword: 'dentist' });
      assert.equal(again.statusCode, 201);
      assert.deepEqual(
        again.json().previous,
        { startedAt: first.startedAt, figures: first.figures },
        'the same settings: compared',
      );

      const unknown = await user.post(
        `/api/projects/${project!.id}/scans`,
        { keyword: 'pizza' },
        { 'accept-language': 'hu-HU' },
      );
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.json(), {
        message:
          'Ez a keresés nem választható ennek a vállalkozásnak a tevékenységi köréhez. Válasszon a felsorolt keresések közül.',
        code: 'api.scanKeywordUnknown',
      });
      const badQuery = await user.get(`/api/projects/${project!.id}/report?keyword=pizza`);
      assert.equal(badQuery.statusCode, 400);

      // A scan already running: 409, and nothing new is written.
      await runningScan(t, project!.id, new Date());
      const busy = await user.post(
        `/api/projects/${project!.id}/scans`,
        { keyword: 'dentalClinic' },
        { 'accept-language': 'de-DE' },
      );
      assert.equal(busy.statusCode, 409);
      assert.deepEqual(busy.json(), {
        message: 'Für dieses Unternehmen läuft bereits eine Kartenmessung. Das Ergebnis erscheint gleich hier.',
        code: 'api.scanRunning',
      });
      const progress = await user.get(`/api/projects/${project!.id}/scans/${again.json().scanId}`);
      assert.equal(progress.statusCode, 200);
      assert.equal(progress.json().done, 49);
      assert.equal((await user.get(`/api/projects/${project!.id}/scans/${crypto.randomUUID()}`)).statusCode, 404);
    });

    it('gives up a scan its process left running (no point for two minutes): the report starts another, its progress says failed', async () => {
      const user = await signUp(t, 'left@example.com', { place_id: 'bright', businessName: 'Bright Smile Dentistry' });
      const [project] = await user.projects();
      assert.equal((await accountPlan(t, 'left@example.com', 'pro', '1')).code, 0);
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const statusOf = async (id: string) =>
        (await t.app.db.selectFrom('grid_scans').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status;

      // A minute in, it may still be running elsewhere: the report follows it.
      const running = await runningScan(t, project!.id, minutesAgo(1));
      const followed = (await user.get(`/api/projects/${project!.id}/report`)).json().rankings;
      assert.deepEqual([followed.scanId, followed.status], [running, 'running']);

      // Started five minutes ago but a point written 30 s ago (a large grid on a slow Google): alive, still followed.
      const alive = async (startedAt: Date, aliveAt: Date | null) =>
        t.app.db
          .updateTable('grid_scans')
          .set({ started_at: startedAt.toISOString(), alive_at: aliveAt?.toISOString() ?? null })
          .where('id', '=', running)
          .execute();
      await alive(minutesAgo(5), minutesAgo(0.5));
      assert.equal((await user.get(`/api/projects/${project!.id}/report`)).json().rankings.scanId, running);
      const refused = await user.post(`/api/projects/${project!.id}/scans`, { keyword: 'dentist' });
      assert.equal(refused.statusCode, 409, 'a new scan does not give up one that is alive');

      // No sign of life for two minutes: its process has ended, so it is given up and the report measures anew.
      await alive(minutesAgo(5), minutesAgo(3));
      const anew = (await user.get(`/api/projects/${project!.id}/report`)).json().rankings;
      assert.notEqual(anew.scanId, running);
      assert.deepEqual([anew.status, anew.done], ['done', 49]);
      assert.equal(await statusOf(running), 'failed');

      // A page still following such a scan is told it failed (it then reloads the report), not "running" forever.
      const left = await runningScan(t, project!.id, minutesAgo(3));
      const progress = await user.get(`/api/projects/${project!.id}/scans/${left}`);
      assert.equal(progress.statusCode, 200);
      assert.equal(progress.json().status, 'failed');
      assert.equal(await statusOf(left), 'failed');
      const rescan = await user.post(`/api/projects/${project!.id}/scans`, { keyword: 'dentist' });
      assert.equal(rescan.statusCode, 201, 'the controls work again: a new scan starts');
    });

    it('keeps a project outside the plan locked, and a free account out of the scans', async () => {
      const user = await signUp(t, 'two@example.com', { place_id: 'bright', businessName: 'Bright Smile Dentistry' });
      const second = (await user.post('/api/projects', { name: 'Northside Dental', place_id: 'north' })).json();
      const freeScan = await user.post(`/api/projects/${second.id}/scans`, { keyword: 'dentist' });
      assert.equal(freeScan.statusCode, 403);
      assert.equal(freeScan.json().code, 'api.reportLocked');

      const granted = await accountPlan(t, 'two@example.com', 'pro', '1');
      assert.equal(granted.code, 0, granted.out);
      const [first] = await user.projects();
      assert.equal((await user.get(`/api/projects/${first!.id}/report`)).json().access, 'full');
      const outside = await user.get(`/api/projects/${second.id}/report`, { 'accept-language': 'de-DE' });
      assert.equal(outside.statusCode, 403);
      assert.deepEqual(outside.json(), {
        message:
          'Ihr Tarif umfasst 1 Standort – dieses Unternehmen ist nicht dabei. Erweitern Sie Ihren Tarif um einen Standort, um das vollständige Audit zu sehen.',
        code: 'api.reportNotCovered',
        unlock: { plan: 'pro', places: 2, monthlyUsd: 39 },
      });
      assert.doesNotMatch(outside.body, /rankings|Northside/);

      await accountPlan(t, 'two@example.com', 'pro', '2');
      assert.equal((await user.get(`/api/projects/${second.id}/report`)).json().access, 'full');
    });
  });
}

describe('full audit on Google Places (stand-in server)', () => {
  const google = new PlacesStandIn();
  let t: TestApp;
  let point: NonNullable<Parameters<typeof googlePlaces>[1]> = () => undefined;
  before(async () => {
    google.answer = googlePlaces(
      () => false,
      (north, body) => point(north, body),
    );
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

  it('scans with Text Search at each point, keeps failed points as failed, and stores nothing of the details', async () => {
    // The northernmost row fails; the west end of the business's own row answers after the provider's 3 s timeout.
    const west = (body: Record<string, unknown>) =>
      (body.locationBias as { circle: { center: { longitude: number } } }).circle.center.longitude <
      GERBEAUD.location.longitude - 0.03;
    point = (north, body) => (north > 2500 ? 'fail' : Math.abs(north) < 1 && west(body) ? 3500 : undefined);
    const user = await signUp(t, 'google-pro@example.com', { place_id: GERBEAUD.id, businessName: 'Gerbeaud Kávéház' });
    const [project] = await user.projects();
    await accountPlan(t, 'google-pro@example.com', 'pro', '1');
    google.seen = [];
    const first = await user.get(`/api/projects/${project!.id}/report`, { 'accept-language': 'hu-HU' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().rankings.status, 'running', 'the page shows progress while Google answers');
    await t.app.afterResponse.settled();

    const report = (await user.get(`/api/projects/${project!.id}/report`, { 'accept-language': 'hu-HU' })).json();
    const { rankings } = report;
    assert.deepEqual(
      [rankings.source, rankings.status, rankings.keyword, rankings.done],
      ['google', 'done', 'kávézó', 49],
    );
    // North of it a rival comes first, on its row it is first, south of it Google does not list it.
    assert.deepEqual(
      rankings.ranks.slice(0, 7),
      [null, null, null, null, null, null, null],
      'the failed row is failed, never guessed',
    );
    assert.deepEqual(rankings.ranks.slice(7, 14), [2, 2, 2, 2, 2, 2, 2]);
    assert.deepEqual(rankings.ranks.slice(21, 28), [null, 1, 1, 1, 1, 1, 1], 'the slow point failed after the timeout');
    assert.deepEqual(rankings.ranks.slice(42), [21, 21, 21, 21, 21, 21, 21]);
    assert.deepEqual([rankings.figures.failed, rankings.figures.measured], [8, 41]);

    const searches = google.seen.filter((seen) => seen.url === '/v1/places:searchText');
    assert.equal(searches.length, 49);
    assert.equal(searches[0]!.body.textQuery, 'kávézó');
    assert.equal(searches[0]!.body.pageSize, 20);
    assert.equal((searches[0]!.body.locationBias as { circle: { radius: number } }).circle.radius, 1000);
    assert.equal(
      searches[0]!.headers['x-goog-fieldmask'],
      'places.id,places.displayName,places.rating,places.userRatingCount',
    );
    // The full audit asks Place Details for the (at most five) reviews, shown live.
    const details = google.seen.find((seen) => seen.url.startsWith(`/v1/places/${GERBEAUD.id}`));
    assert.match(String(details!.headers['x-goog-fieldmask']), /,reviews$/);
    assert.deepEqual(
      report.reviews.latest.map((review: { author: string; rating: number }) => [review.author, review.rating]),
      [
        ['Kata', 5],
        ['Tom', 3],
      ],
    );
    // Competitors named from Google's answers; ranks and place ids are ours to keep, nothing else is stored.
    assert.deepEqual(
      report.competitors.map((row: { name: string; pointsAhead: number }) => [row.name, row.pointsAhead]),
      [
        ['Gerbeaud Kávéház', 0],
        ['Central Kávéház', 35],
        ['Művész Kávéház', 21],
      ],
    );
    assert.equal(await t.app.db.selectFrom('businesses').select('place_id').executeTakeFirst(), undefined);
    const stored = await t.app.db.selectFrom('grid_scan_points').select('top').execute();
    assert.ok(stored.every((row) => (JSON.parse(row.top) as string[]).every((id) => id.startsWith('ChIJ-'))));
    assert.doesNotMatch(JSON.stringify(stored), /Kávéház|4\.3|9000/);
  });

  it('answers 202 for a scan on Google and finishes it point by point (its time: npm run bench:audit)', async () => {
    point = () => undefined;
    const user = await signUp(t, 'google-slow@example.com', {
      place_id: GERBEAUD.id,
      businessName: 'Gerbeaud Kávéház',
    });
    const [project] = await user.projects();
    await accountPlan(t, 'google-slow@example.com', 'pro', '1');
    await user.get(`/api/projects/${project!.id}/report`, { 'accept-language': 'de-DE' });
    await t.app.afterResponse.settled();
    point = () => 100;
    const scan = await user.post(
      `/api/projects/${project!.id}/scans`,
      { keyword: 'espressoBar' },
      { 'accept-language': 'de-DE' },
    );
    assert.equal(scan.statusCode, 202);
    assert.deepEqual([scan.json().status, scan.json().keyword], ['running', 'Espressobar']);
    // While it runs, a second start is refused; the progress can be asked for at any time.
    assert.equal((await user.post(`/api/projects/${project!.id}/scans`, { keyword: 'espressoBar' })).statusCode, 409);
    await t.app.afterResponse.settled();
    const done = (await user.get(`/api/projects/${project!.id}/scans/${scan.json().scanId}`)).json();
    assert.deepEqual([done.status, done.done, done.figures.failed], ['done', 49, 0]);
  });

  it('shows a scan Google failed at every point, with its button, instead of asking Google anew at each visit', async () => {
    point = () => 'fail';
    const user = await signUp(t, 'google-down@example.com', {
      place_id: GERBEAUD.id,
      businessName: 'Gerbeaud Kávéház',
    });
    const [project] = await user.projects();
    await accountPlan(t, 'google-down@example.com', 'pro', '1');
    const report = async () => (await user.get(`/api/projects/${project!.id}/report`)).json().rankings;
    const first = await report();
    assert.equal(first.status, 'running');
    await t.app.afterResponse.settled();
    const asked = () => google.seen.filter((seen) => seen.url === '/v1/places:searchText').length;
    const askedBefore = asked();
    // The page reloads the report when a scan ends: it shows the failure each time, and Google is not asked again.
    for (let visit = 0; visit < 3; visit++) {
      const shown = await report();
      assert.deepEqual(
        [shown.scanId, shown.status, shown.figures.measured, shown.figures.failed],
        [first.scanId, 'failed', 0, 49],
      );
      await t.app.afterResponse.settled();
    }
    assert.equal(asked(), askedBefore, 'no scan started by visits');

    // The button scans again, and the scan that answered is the one shown.
    point = () => undefined;
    const again = await user.post(`/api/projects/${project!.id}/scans`, { keyword: first.keywordId });
    assert.equal(again.statusCode, 202, again.body);
    await t.app.afterResponse.settled();
    assert.deepEqual([(await report()).scanId, (await report()).status], [again.json().scanId, 'done']);

    // A failure a day old is measured again on the next visit, as a day-old result is.
    point = () => 'fail';
    await t.app.db.deleteFrom('grid_scans').where('id', '=', again.json().scanId).execute();
    await t.app.db
      .updateTable('grid_scans')
      .set({ started_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', first.scanId)
      .execute();
    const redone = await report();
    assert.notEqual(redone.scanId, first.scanId);
    assert.equal(redone.status, 'running');
    await t.app.afterResponse.settled();
  });

  it('looks for a business typed by hand on Google Maps before saying it is not on the map', async () => {
    const user = await signUp(t, 'google-typed@example.com');
    // Typed as the owner would write it: its listing on Google is found by name and city, and the report is its.
    const found = await user.post('/api/projects', { name: 'GERBEAUD kavehaz', city: 'Budapest', category: 'cafes' });
    assert.equal(found.statusCode, 201, found.body);
    google.seen = [];
    const report = await user.get(`/api/projects/${found.json().id}/report`, { 'accept-language': 'hu-HU' });
    assert.equal(report.statusCode, 200, report.body);
    assert.deepEqual(
      [report.json().source, report.json().business.placeId, report.json().facts.reviewCount],
      ['google', GERBEAUD.id, 21_000],
    );
    assert.equal(
      google.seen.find((seen) => seen.url === '/v1/places:searchText')?.body.textQuery,
      'GERBEAUD kavehaz Budapest',
    );
    const row = await t.app.db
      .selectFrom('projects')
      .select('place_id')
      .where('id', '=', found.json().id)
      .executeTakeFirstOrThrow();
    assert.equal(row.place_id, GERBEAUD.id, 'the project keeps the place id (Google lets it be stored)');

    // A name Google does not have (or only a similar one) stays typed, and so does one while Google fails.
    const account = await signUp(t, 'google-typed-2@example.com');
    const missing = await account.post('/api/projects', { name: 'Gerbeaud', city: 'Budapest', category: 'cafes' });
    const typed = await account.get(`/api/projects/${missing.json().id}/report`);
    assert.equal(typed.statusCode, 200, typed.body);
    assert.equal(typed.json().source, 'typed', '"Gerbeaud" is not "Gerbeaud Kávéház"');
    assert.equal(
      (
        await t.app.db
          .selectFrom('projects')
          .select('place_id')
          .where('id', '=', missing.json().id)
          .executeTakeFirstOrThrow()
      ).place_id,
      null,
    );
  });

  it('says a typed business is not on the map when Google does not answer, rather than failing', async () => {
    google.answer = googlePlaces(() => true);
    try {
      const user = await signUp(t, 'google-typed-3@example.com');
      const project = await user.post('/api/projects', {
        name: 'Gerbeaud Kávéház',
        city: 'Budapest',
        category: 'cafes',
      });
      const report = await user.get(`/api/projects/${project.json().id}/report`);
      assert.equal(report.statusCode, 200, report.body);
      assert.equal(report.json().source, 'typed');
    } finally {
      google.answer = googlePlaces(
        () => false,
        (north, body) => point(north, body),
      );
    }
  });
});
