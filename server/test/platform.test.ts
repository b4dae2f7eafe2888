import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { LOCALES } from '@findable/core/locales';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, ENGINES, TestClient, type TestApp } from './helper.ts';

for (const engine of ENGINES) {
  describe(`platform on ${engine}`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(engine);
      // Routes that exist only in this test, to see how the server answers failures.
      t.app.get('/api/test/explode', async () => {
        throw new Error('secret internal detail');
      });
      t.app.post('/api/test/echo', async (request) => ({ got: request.body }));
      await t.app.ready();
    });
    after(() => t.close());

    it('answers /api/health with the database engine', async () => {
      const response = await t.app.inject({ url: '/api/health' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'ok', database: engine });
      assert.match(String(response.headers['x-request-id']), /^[\w-]{8,}$/);
    });

    it('keeps a request id the client sends', async () => {
      const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
      assert.equal(response.headers['x-request-id'], 'trace-123');
    });

    it('migrated the users table', async () => {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('users')
        .values({ id: 'u1', email: 'a@example.com', first_name: 'Anna', last_name: 'Kovács', locale: 'hu-HU', created_at: now, updated_at: now })
        .execute();
      const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', 'u1').executeTakeFirstOrThrow();
      assert.equal(row.last_name, 'Kovács');
    });

    it('answers an unknown API route with a JSON 404', async () => {
      const response = await t.app.inject({ url: '/api/nope' });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'No API route GET /api/nope' });
    });

    it('hides 5xx details from the client', async () => {
      const response = await t.app.inject({ url: '/api/test/explode' });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(response.json(), { message: 'Something went wrong on our side. Please try again.' });
      assert.doesNotMatch(response.body, /secret|stack|at /);
    });

    it('answers malformed JSON and oversized bodies with a 4xx JSON message', async () => {
      const client = new TestClient(t.app);
      const bad = await client.post('/api/test/echo', '{"a":');
      assert.equal(bad.statusCode, 400);
      assert.equal(typeof bad.json().message, 'string');
      const big = await client.post('/api/test/echo', { a: 'x'.repeat(70_000) });
      assert.equal(big.statusCode, 413);
      assert.equal(typeof big.json().message, 'string');
      const type = await client.request('POST', '/api/test/echo', '<a/>', { 'content-type': 'application/xml' });
      assert.equal(type.statusCode, 415);
      assert.equal(typeof type.json().message, 'string');
    });

    it('sends security headers and a locked-down CSP on API responses', async () => {
      const response = await t.app.inject({ url: '/api/health' });
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    });
  });
}

describe('pages and locale routing', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite');
  });
  after(() => t.close());

  it('redirects / to the best locale by Accept-Language, else en-US', async () => {
    for (const [header, expected] of [['de-DE,de;q=0.9', '/de-DE'], ['hu', '/hu-HU'], ['fr', '/en-US'], ['', '/en-US']]) {
      const response = await t.app.inject({ url: '/', headers: header ? { 'accept-language': header } : {} });
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, expected);
    }
  });

  it('redirects an unprefixed path to the same path under the locale, keeping the query', async () => {
    const response = await t.app.inject({ url: '/unlock-badge?t=trusted&c=cafe', headers: { 'accept-language': 'de' } });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/de-DE/unlock-badge?t=trusted&c=cafe');
  });

  it('redirects an unknown page inside a locale to its 404 page, which answers 404', async () => {
    const response = await t.app.inject({ url: '/hu-HU/no-such-page' });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/hu-HU/404');
    const notFound = await t.app.inject({ url: '/hu-HU/404' });
    assert.equal(notFound.statusCode, 404);
    assert.match(notFound.body, /<h1[^>]*>Az oldal nem található<\/h1>/);
    const english = await t.app.inject({ url: '/en-US/404' });
    assert.match(english.body, /Page not found/);
    assert.match(english.body, /Sorry, we couldn(’|'|&#x27;)t find the page you(’|'|&#x27;)re looking for\./);
    assert.match(english.body, /Go back home/);
    assert.match(english.body, /Contact support/);
  });

  it('serves every locale landing page with lang, title, canonical, hreflang and Open Graph', async () => {
    for (const locale of LOCALES) {
      const response = await t.app.inject({ url: `/${locale}` });
      assert.equal(response.statusCode, 200);
      const html = response.body;
      assert.match(html, new RegExp(`<html lang="${locale}"`));
      assert.match(html, /<title>[^<]{10,}<\/title>/);
      assert.match(html, /<meta name="description" content="[^"]{50,}"/);
      assert.match(html, /<meta name="keywords" content="[^"]+"/);
      assert.match(html, new RegExp(`<link rel="canonical" href="http://localhost:3000/${locale}"`));
      for (const other of LOCALES) {
        assert.match(html, new RegExp(`<link rel="alternate" hrefLang="${other}" href="http://localhost:3000/${other}"`));
      }
      assert.match(html, /<link rel="alternate" hrefLang="x-default" href="http:\/\/localhost:3000\/"/);
      assert.match(html, /<meta property="og:title" content="[^"]+"/);
      assert.match(html, new RegExp(`<meta property="og:locale" content="${locale.replace('-', '_')}"`));
    }
  });

  it('allows exactly the inline scripts of each page in its CSP', async () => {
    const response = await t.app.inject({ url: '/de-DE' });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline'[^;]*script|script-src[^;]*unsafe-inline/);
    // Executable inline scripts (JSON-LD data blocks are not scripts to the CSP).
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    assert.ok(inline.length > 0);
    for (const [, body] of inline) {
      const hash = createHash('sha256').update(body ?? '').digest('base64');
      assert.ok(csp.includes(`'sha256-${hash}'`), 'inline script hash is in the CSP');
    }
  });

  it('serves precompressed pages and immutable hashed assets', async () => {
    const page = await t.app.inject({ url: '/en-US', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(page.headers['content-encoding'], 'br');
    assert.equal(page.headers['cache-control'], 'public, max-age=0, must-revalidate');
    // The page's bootstrap imports the entry (a few hundred bytes, below the compression threshold), which
    // imports the framework chunk: that one must come gzipped.
    const entry = /<script type="module"[^>]*>[^<]*import\("([^"]+)"\)/.exec((await t.app.inject({ url: '/en-US' })).body);
    assert.ok(entry, 'the page imports its entry script');
    const framework = /"\.\/(framework-[\w-]+\.js)"/.exec((await t.app.inject({ url: entry[1]! })).body);
    assert.ok(framework, 'the entry imports the framework chunk');
    const asset = await t.app.inject({ url: `/assets/${framework[1]}`, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['content-encoding'], 'gzip');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const missing = await t.app.inject({ url: '/assets/nope.js' });
    assert.equal(missing.statusCode, 404);
  });

  it('publishes sitemap.xml with alternates and robots.txt', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    assert.equal(sitemap.statusCode, 200);
    for (const locale of LOCALES) assert.match(sitemap.body, new RegExp(`<loc>http://localhost:3000/${locale}</loc>`));
    assert.match(sitemap.body, /hreflang="x-default"/);
    assert.doesNotMatch(sitemap.body, /\/404</);
    const robots = await t.app.inject({ url: '/robots.txt' });
    assert.match(robots.body, /Sitemap: http:\/\/localhost:3000\/sitemap.xml/);
  });

  it('answers /api/site-config with the third-party settings and whether Google sign-up is configured', async () => {
    const response = await t.app.inject({ url: '/api/site-config' });
    assert.deepEqual(response.json(), { analytics: null, chatWidgetUrl: null, demoUrl: null, googleSignIn: false });
  });
});

describe('configuration', () => {
  it('names every bad variable in one message', () => {
    assert.throws(
      () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
      (error: Error) =>
        error.name === 'ConfigError' && /PORT/.test(error.message) && /DATABASE_URL/.test(error.message) && /LOG_LEVEL/.test(error.message),
    );
  });
  it('puts configured third-party origins into the page CSP', async () => {
    const t = await buildTestApp('sqlite', { ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js', DEMO_URL: 'https://demo.example.net/embed' });
    try {
      const response = await t.app.inject({ url: '/en-US' });
      const csp = String(response.headers['content-security-policy']);
      assert.match(csp, /script-src [^;]*https:\/\/stats\.example\.org/);
      assert.match(csp, /frame-src https:\/\/demo\.example\.net/);
      const config = await t.app.inject({ url: '/api/site-config' });
      assert.deepEqual(config.json().analytics, { scriptUrl: 'https://stats.example.org/js/script.js', domain: 'localhost:3000' });
    } finally {
      await t.close();
    }
  });
});
