import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { googlePlacesProvider } from '../src/search/google-provider.ts';
import { SearchQuotaError, SearchUnavailableError } from '../src/search/provider.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import type { ServerResponse } from 'node:http';
import { json, PlacesStandIn, type Seen } from './places-stand-in.ts';

const PLACES = {
  places: [
    {
      id: 'ChIJ1',
      displayName: { text: 'Gerbeaud Kávéház', languageCode: 'hu' },
      formattedAddress: 'Budapest, Vörösmarty tér 7-8, 1051',
    },
    {
      id: 'ChIJ2',
      displayName: { text: 'Central Kávéház', languageCode: 'hu' },
      formattedAddress: 'Budapest, Károlyi u. 9, 1053',
    },
    { id: 'ChIJ3', displayName: { languageCode: 'hu' }, formattedAddress: 'no name: skipped' },
  ],
};

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

describe('Google Places provider against a stand-in server', () => {
  const google = new PlacesStandIn();
  before(() => google.start());
  after(() => google.stop());
  afterEach(() => {
    google.seen = [];
  });

  it('sends a Text Search (New) request and maps the places', async () => {
    google.answer = (_request, response) => json(response, 200, PLACES);
    const provider = googlePlacesProvider({ apiKey: 'test-key', baseUrl: google.origin });
    const results = await provider.search('kávéház budapest', { language: 'hu-HU' });
    assert.deepEqual(results, [
      { name: 'Gerbeaud Kávéház', formatted_address: 'Budapest, Vörösmarty tér 7-8, 1051', place_id: 'ChIJ1' },
      { name: 'Central Kávéház', formatted_address: 'Budapest, Károlyi u. 9, 1053', place_id: 'ChIJ2' },
    ]);
    const [request] = google.seen;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.url, '/v1/places:searchText');
    assert.equal(request?.headers['x-goog-api-key'], 'test-key');
    // Exactly what the results show (the mask sets Google's bill: these three are the Essentials SKU).
    assert.deepEqual(String(request?.headers['x-goog-fieldmask']).split(',').sort(), [
      'places.displayName',
      'places.formattedAddress',
      'places.id',
    ]);
    assert.deepEqual(request?.body, { textQuery: 'kávéház budapest', pageSize: 8, languageCode: 'hu-HU' });
  });

  it('answers an empty list when Google finds nothing ({} without places)', async () => {
    google.answer = (_request, response) => json(response, 200, {});
    const provider = googlePlacesProvider({ apiKey: 'k', baseUrl: google.origin });
    assert.deepEqual(await provider.search('zzzz'), []);
  });

  it('keeps answers for a while, per phrase and language, so retyping costs no request', async () => {
    google.answer = (_request, response) => json(response, 200, PLACES);
    let clock = 1_000_000;
    const provider = googlePlacesProvider({
      apiKey: 'k',
      baseUrl: google.origin,
      cacheTtlMs: 60_000,
      now: () => clock,
    });
    await provider.search('Kávéház', { language: 'en-US' });
    await provider.search('kavehaz', { language: 'en-US' });
    assert.equal(google.seen.length, 1, 'the folded phrase is the cache key');
    await provider.search('kavehaz', { language: 'de-DE' });
    assert.equal(google.seen.length, 2, 'another language is another answer');
    clock += 61_000;
    await provider.search('kavehaz', { language: 'en-US' });
    assert.equal(google.seen.length, 3, 'expired');
  });

  it('turns 429 RESOURCE_EXHAUSTED into a quota error and stops calling until Retry-After has passed', async () => {
    google.answer = (_request, response) =>
      json(response, 429, googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'), { 'retry-after': '17' });
    let clock = 5_000_000;
    const provider = googlePlacesProvider({ apiKey: 'k', baseUrl: google.origin, now: () => clock });
    await assert.rejects(
      provider.search('pizza'),
      (error: unknown) => error instanceof SearchQuotaError && error.retryAfterSeconds === 17,
    );
    await assert.rejects(
      provider.search('pasta'),
      (error: unknown) => error instanceof SearchQuotaError && error.retryAfterSeconds === 17,
    );
    assert.equal(google.seen.length, 1, 'the second search did not reach Google');
    clock += 18_000;
    google.answer = (_request, response) => json(response, 200, PLACES);
    assert.equal((await provider.search('pasta')).length, 2);
  });

  it('understands a legacy-style OVER_QUERY_LIMIT status and a 429 without a body', async () => {
    google.answer = (_request, response) =>
      json(response, 200, { status: 'OVER_QUERY_LIMIT', error_message: 'You have exceeded your daily request quota' });
    const provider = googlePlacesProvider({ apiKey: 'k', baseUrl: google.origin, quotaBackoffSeconds: 30 });
    await assert.rejects(
      provider.search('a'),
      (error: unknown) => error instanceof SearchQuotaError && error.retryAfterSeconds === 30,
    );
    google.answer = (_request, response) => {
      response.writeHead(429);
      response.end();
    };
    const other = googlePlacesProvider({ apiKey: 'k', baseUrl: google.origin });
    await assert.rejects(other.search('b'), SearchQuotaError);
  });

  it('turns a refused key, a bad request, a server error and broken JSON into "unavailable"', async () => {
    const answers: Array<(request: Seen, response: ServerResponse) => void> = [
      (_q, r) => json(r, 403, googleError(403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.')),
      (_q, r) => json(r, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid textQuery')),
      (_q, r) => json(r, 500, googleError(500, 'INTERNAL', 'Internal error')),
      (_q, r) => {
        r.writeHead(502, { 'content-type': 'text/html' });
        r.end('<html>Bad Gateway</html>');
      },
      (_q, r) => {
        r.writeHead(200, { 'content-type': 'application/json' });
        r.end('{"places": [');
      },
    ];
    for (const [i, answer] of answers.entries()) {
      google.answer = answer;
      const provider = googlePlacesProvider({ apiKey: 'k', baseUrl: google.origin });
      await assert.rejects(
        provider.search(`query ${i}`),
        (error: unknown) => error instanceof SearchUnavailableError && !(error instanceof SearchQuotaError),
        `answer ${i}`,
      );
    }
  });

  it('gives up on a slow answer after its timeout, and on an unreachable host', async () => {
    google.answer = () => {
      /* never answers */
    };
    const slow = googlePlacesProvider({ apiKey: 'k', baseUrl: google.origin, timeoutMs: 200 });
    const started = performance.now();
    await assert.rejects(slow.search('slow'), SearchUnavailableError);
    assert.ok(performance.now() - started < 2000);
    const unreachable = googlePlacesProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
    await assert.rejects(unreachable.search('x'), SearchUnavailableError);
  });
});

describe('GET /api/projects/searchBusiness with GOOGLE_PLACES_API_KEY', () => {
  const google = new PlacesStandIn();
  let t: TestApp;
  before(async () => {
    await google.start();
    t = await buildTestApp('sqlite', { GOOGLE_PLACES_API_KEY: 'server-key', GOOGLE_PLACES_URL: google.origin });
  });
  after(async () => {
    await t.close();
    await google.stop();
  });

  it('answers from Google, in the visitor’s language', async () => {
    google.answer = (_request, response) => json(response, 200, PLACES);
    const response = await t.app.inject({
      url: '/api/projects/searchBusiness?search=kaveh',
      headers: { 'accept-language': 'hu' },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json().map((b: { place_id: string }) => b.place_id),
      ['ChIJ1', 'ChIJ2'],
    );
    assert.equal(google.seen.at(-1)?.body.languageCode, 'hu-HU');
    assert.equal(google.seen.at(-1)?.headers['x-goog-api-key'], 'server-key');
  });

  it('answers 502 with a message when Google fails, and 503 with Retry-After when its quota is gone', async () => {
    google.answer = (_request, response) =>
      json(response, 403, googleError(403, 'PERMISSION_DENIED', 'API key not valid.'));
    const failed = await t.app.inject({ url: '/api/projects/searchBusiness?search=failing' });
    assert.equal(failed.statusCode, 502);
    assert.deepEqual(failed.json(), {
      message: 'The business search is not available right now. Please try again shortly.',
      code: 'search.errors.unavailable',
    });
    assert.doesNotMatch(failed.body, /API key/);

    google.answer = (_request, response) =>
      json(response, 429, googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'), { 'retry-after': '42' });
    const busy = await t.app.inject({
      url: '/api/projects/searchBusiness?search=quota',
      headers: { 'accept-language': 'de' },
    });
    assert.equal(busy.statusCode, 503);
    assert.equal(busy.headers['retry-after'], '42');
    assert.deepEqual(busy.json(), {
      message: 'Die Unternehmenssuche ist gerade stark ausgelastet. Bitte versuchen Sie es in einer Minute erneut.',
      code: 'search.errors.busy',
    });
  });
});
