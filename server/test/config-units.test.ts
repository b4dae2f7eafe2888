import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it, mock } from 'node:test';
import { fileURLToPath } from 'node:url';
import { distanceM } from '@findable/core/report/grid';
import { tokenHash } from '../src/auth/single-use-tokens.ts';
import { loadConfig, startupWarnings } from '../src/config.ts';
import { setManualPlan } from '../src/db/users-repository.ts';
import { businessRow, insertBusinesses } from '../src/search/catalog-repository.ts';
import { GERBEAUD, googlePlaces } from './google-places-answers.ts';
import { buildTestApp, TestClient, type TestApp } from './helper.ts';
import { PlacesStandIn } from './places-stand-in.ts';

/**
 * Units and defaults of configuration (docs/testing.md, class 2): every time- or size-valued setting at its
 * default as the README's table names it, in its unit, and at realistic values on both sides of its edge, so a
 * grace read as milliseconds instead of seconds fails here rather than passing every test that answers within
 * a few milliseconds. Time is moved by editing stored timestamps or with node:test's mock clock, never by sleeping.
 */

const readme = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');

/** The default column of the README's configuration row that starts with these variables, split at commas. */
function readmeDefaults(variables: string): string[] {
  const row = readme.split('\n').find((line) => line.startsWith(`| ${variables} |`));
  assert.ok(row, `the README's configuration table has a row for ${variables}`);
  return row
    .split('|')[2]!
    .split(',')
    .map((cell) => cell.replace(/[`\s]|\(.*\)/g, ''));
}

const SIGNUP = {
  firstName: 'Uma',
  lastName: 'Units',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};

describe('configuration defaults, as the README names them, in their units', () => {
  it('parses an empty environment to the README defaults: seconds as milliseconds, metres, days and counts as they are', () => {
    const config = loadConfig({});
    const seconds = (text: string) => Number(text) * 1000;
    const checks: Array<[string, (values: string[]) => unknown, unknown]> = [
      ['`PORT`, `HOST`', ([port, host]) => [Number(port), host], [config.port, config.host]],
      ['`DATABASE_SEARCH_CONNECTIONS`', ([n]) => Number(n), config.databaseSearchConnections],
      ['`SITE_URL`', ([origin]) => origin, config.siteUrl],
      ['`SHUTDOWN_TIMEOUT_SECONDS`', ([s]) => seconds(s!), config.shutdownTimeoutMs],
      [
        '`LOG_LEVEL`, `TRUST_PROXY`',
        ([level, trust]) => [level, trust === 'true'],
        [config.logLevel, config.trustProxy],
      ],
      ['`REDIS_KEY_PREFIX`', ([prefix]) => prefix, config.redisKeyPrefix],
      [
        '`RATE_LIMIT_AUTH_PER_IP`, `RATE_LIMIT_AUTH_PER_EMAIL`, `RATE_LIMIT_LOGIN_PER_ACCOUNT`',
        (values) => values.map(Number),
        [config.authLimits.perIp, config.authLimits.perEmail, config.authLimits.perAccount],
      ],
      ['`RATE_LIMIT_AUTH_WINDOW_SECONDS`', ([s]) => seconds(s!), config.authLimits.windowMs],
      ['`REFRESH_REUSE_GRACE_SECONDS`', ([s]) => seconds(s!), config.refreshGraceMs],
      ['`RATE_LIMIT_SEARCH_PER_MINUTE`', ([n]) => Number(n), config.search.perMinute],
      [
        '`AUDIT_GRID_SIZE`, `AUDIT_GRID_SPACING_METERS`',
        (values) => values.map(Number),
        [config.audit.gridSize, config.audit.spacingMeters],
      ],
      ['`BILLING_GRACE_DAYS`', ([days]) => Number(days), config.billingGraceDays],
      ['`DEMO_CATALOG`', ([on]) => on === 'true', config.search.demoCatalog],
    ];
    for (const [variables, read, actual] of checks)
      assert.deepEqual(read(readmeDefaults(variables)), actual, variables);
    // The units themselves, written out: a misread unit changes these numbers by a factor of 1000 or more.
    assert.deepEqual(
      [
        config.shutdownTimeoutMs,
        config.authLimits.windowMs,
        config.refreshGraceMs,
        config.audit.spacingMeters,
        config.billingGraceDays,
      ],
      [25_000, 900_000, 10_000, 1000, 7],
    );
    assert.equal(loadConfig({ NODE_ENV: 'test' }).search.demoCatalog, false, 'no demo catalog under NODE_ENV=test');
  });

  it('reads each duration in the unit its name says', () => {
    const config = loadConfig({
      SHUTDOWN_TIMEOUT_SECONDS: '3',
      RATE_LIMIT_AUTH_WINDOW_SECONDS: '60',
      REFRESH_REUSE_GRACE_SECONDS: '2.5',
    });
    assert.deepEqual(
      [config.shutdownTimeoutMs, config.authLimits.windowMs, config.refreshGraceMs],
      [3000, 60_000, 2500],
    );
  });

  it('names the port the server listens on in its links while SITE_URL is unset, so they lead back to it', () => {
    const config = loadConfig({ PORT: '8080' });
    assert.deepEqual([config.siteUrl, config.appSite.origin], ['http://localhost:8080', 'http://localhost:8080']);
    assert.equal(
      loadConfig({ PORT: '0' }).siteUrl,
      'http://localhost:3000',
      'a port the system picks is not known yet',
    );
    assert.equal(loadConfig({ PORT: '8080', SITE_URL: 'https://www.example.com' }).siteUrl, 'https://www.example.com');
    assert.deepEqual(
      startupWarnings(loadConfig({ NODE_ENV: 'production', PORT: '8080' })).filter((it) => it.startsWith('SITE_URL')),
      ['SITE_URL is not set: canonical URLs, the sitemap and badge embed codes name http://localhost:8080.'],
    );
  });
});

describe('durations at both sides of their edge (default settings)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite');
  });
  after(() => t.close());

  it('gives a refresh token replayed 5 s after its first use the same successor, and revokes the family at 11 s (grace 10 s)', async () => {
    const client = new TestClient(t.app);
    assert.equal((await client.post('/api/auth/register', { ...SIGNUP, email: 'grace@example.com' })).statusCode, 201);
    const usedAgo = (token: string, seconds: number) =>
      t.app.db
        .updateTable('refresh_tokens')
        .set({ used_at: new Date(Date.now() - seconds * 1000).toISOString() })
        .where('token_hash', '=', tokenHash(token))
        .execute();
    const replay = async (token: string) => {
      const tab = new TestClient(t.app);
      tab.cookies.set('findable_refresh', token);
      const response = await tab.post('/api/auth/refresh-token');
      return { status: response.statusCode, successor: tab.cookies.get('findable_refresh') };
    };

    const first = client.cookies.get('findable_refresh')!;
    assert.equal((await client.post('/api/auth/refresh-token')).statusCode, 200);
    const second = client.cookies.get('findable_refresh')!;
    await usedAgo(first, 5);
    assert.deepEqual(
      await replay(first),
      { status: 200, successor: second },
      'a second tab 5 s later gets the same successor',
    );

    assert.equal((await client.post('/api/auth/refresh-token')).statusCode, 200);
    const third = client.cookies.get('findable_refresh')!;
    await usedAgo(second, 11);
    assert.equal((await replay(second)).status, 401, 'a replay 11 s later is reuse');
    assert.equal((await replay(third)).status, 401, 'and it ended the whole family');
  });

  it('keeps the sign-in limit for 900 s after the first attempt and lifts it after, with Retry-After in seconds', async (context) => {
    context.after(() => mock.timers.reset());
    const start = Date.now();
    mock.timers.enable({ apis: ['Date'], now: start });
    const client = new TestClient(t.app, {}, { remoteAddress: '198.51.100.9' });
    const attempt = () => client.post('/api/auth/login', { email: 'window@example.com', password: 'wrong password' });
    for (let i = 1; i <= 5; i += 1) assert.equal((await attempt()).statusCode, 401, `attempt ${i}`);
    const refused = await attempt();
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['retry-after'], '900');
    mock.timers.setTime(start + 899_000);
    assert.equal((await attempt()).statusCode, 429, '899 s later the window still holds');
    mock.timers.setTime(start + 901_000);
    assert.equal((await attempt()).statusCode, 401, '901 s later it is a new window');
  });

  it('allows 60 searches per address in a minute: the 61st waits, 59 s later still, 61 s later it is answered', async (context) => {
    context.after(() => mock.timers.reset());
    const start = Date.now();
    mock.timers.enable({ apis: ['Date'], now: start });
    const search = () =>
      t.app
        .inject({ url: '/api/projects/searchBusiness?search=cafe', remoteAddress: '198.51.100.60' })
        .then((r) => r.statusCode);
    for (let i = 1; i <= 60; i += 1) assert.equal(await search(), 200, `search ${i}`);
    assert.equal(await search(), 429);
    mock.timers.setTime(start + 59_000);
    assert.equal(await search(), 429, '59 s later the minute still holds');
    mock.timers.setTime(start + 61_000);
    assert.equal(await search(), 200, '61 s later it is a new minute');
  });

  it('keeps a failed renewal open 6 days and suspends it at 8 (BILLING_GRACE_DAYS 7)', async () => {
    const cafe = {
      place_id: 'grace-cafe',
      name: 'Grace Days Café',
      formatted_address: 'Andrássy út 1, Budapest',
      category: 'cafes',
      city: 'Budapest',
    };
    await insertBusinesses(
      t.app.db,
      [
        businessRow(
          { ...cafe, country: 'HU', lat: 47.5, lng: 19.05, rating: 4.5, review_count: 40 },
          'import',
          new Date().toISOString(),
        ),
      ],
      'skip',
    );
    const client = new TestClient(t.app);
    const registered = await client.post('/api/auth/register', {
      ...SIGNUP,
      email: 'grace-days@example.com',
      place_id: cafe.place_id,
      businessName: cafe.name,
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const auth = { authorization: `Bearer ${registered.json().accessToken}` };
    const [project] = (await client.get('/api/projects', auth)).json<Array<{ id: string }>>();
    await setManualPlan(t.app.db, 'grace-days@example.com', 'pro', 1);
    const pastDue = async (days: number) => {
      await t.app.db
        .updateTable('users')
        .set({ plan_status: 'past_due', plan_past_due_since: new Date(Date.now() - days * 86_400_000).toISOString() })
        .where('email', '=', 'grace-days@example.com')
        .execute();
      const report = (await client.get(`/api/projects/${project!.id}/report`, auth)).json();
      return [report.access, report.planState ?? null];
    };
    assert.deepEqual(await pastDue(6), ['full', 'pastDue'], 'open, with the notice, 6 days after the renewal failed');
    assert.deepEqual(await pastDue(8), ['free', null], 'closed 8 days after: the free report');
  });
});

describe('the grid spacing in a scan (AUDIT_GRID_SIZE 3, AUDIT_GRID_SPACING_METERS 500)', () => {
  const google = new PlacesStandIn();
  let t: TestApp;
  before(async () => {
    google.answer = googlePlaces(() => false);
    await google.start();
    t = await buildTestApp('sqlite', {
      GOOGLE_PLACES_API_KEY: 'test-key',
      GOOGLE_PLACES_URL: google.origin,
      AUDIT_GRID_SIZE: '3',
      AUDIT_GRID_SPACING_METERS: '500',
    });
  });
  after(async () => {
    await t.close();
    await google.stop();
  });

  it('asks Google at 3 × 3 points 500 m apart around the business, each within 500 m', async () => {
    const client = new TestClient(t.app);
    const registered = await client.post('/api/auth/register', {
      ...SIGNUP,
      email: 'spacing@example.com',
      place_id: GERBEAUD.id,
      businessName: 'Gerbeaud',
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const auth = { authorization: `Bearer ${registered.json().accessToken}` };
    const [project] = (await client.get('/api/projects', auth)).json<Array<{ id: string }>>();
    await setManualPlan(t.app.db, 'spacing@example.com', 'pro', 1);
    google.seen = [];
    assert.equal((await client.get(`/api/projects/${project!.id}/report`, auth)).statusCode, 200);
    await t.app.afterResponse.settled();

    type Bias = { circle: { center: { latitude: number; longitude: number }; radius: number } };
    const searches = google.seen
      .filter((seen) => seen.url === '/v1/places:searchText')
      .map((seen) => (seen.body.locationBias as Bias).circle);
    assert.equal(searches.length, 9);
    assert.ok(searches.every((circle) => circle.radius === 500));
    const points = searches.map(({ center }) => ({ lat: center.latitude, lng: center.longitude }));
    const business = { lat: GERBEAUD.location.latitude, lng: GERBEAUD.location.longitude };
    const metres = points.map((point) => Math.round(distanceM(point, business)));
    assert.deepEqual(
      metres.toSorted((a, b) => a - b),
      [0, 500, 500, 500, 500, 707, 707, 707, 707],
      'the business, its four neighbours 500 m away and the corners 500 √2 m away',
    );
  });
});
