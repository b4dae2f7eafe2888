import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { LOCALES } from '@findable/core/locales';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, ENGINES, skipUnless, TestClient, type TestApp } from './helper.ts';

for (const engine of ENGINES) {
  describe(`platform on ${engine}`, { skip: skipUnless(engine) }, () => {
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
      assert.deepEqual(response.json(), { status: 'ok', database: engine, checks: { database: 'ok' } });
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.match(String(response.headers['x-request-id']), /^[\w-]{8,}$/);
    });

    it('keeps a request id the client sends', async () => {
      const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
      assert.equal(response.headers['x-request-id'], 'trace-123');
    });

    it('migrated the users table: every column the code reads, optional ones empty by default, one account per e-mail', async () => {
      // This run's own schema: other runs on the same PostgreSQL have users tables of their own (of other versions).
      const users = (await t.app.db.introspection.getTables()).find(
        (table) => table.name === 'users' && (t.pgName === undefined || table.schema === t.pgName),
      );
      assert.deepEqual(users?.columns.map((column) => column.name).sort(), [
        'account_type',
        'agency_id',
        'created_at',
        'disclaimer_accepted_at',
        'disclaimer_version',
        'email',
        'first_name',
        'free_report_project_id',
        'google_sub',
        'id',
        'last_name',
        'locale',
        'password_hash',
        'plan',
        'plan_locations',
        'plan_past_due_since',
        'plan_period_end',
        'plan_source',
        'plan_status',
        'plan_subscription_id',
        'plan_updated_at',
        'privacy_accepted_at',
        'privacy_version',
        'terms_accepted_at',
        'terms_version',
        'updated_at',
      ]);
      const now = new Date().toISOString();
      const anna = {
        id: 'u1',
        email: 'a@example.com',
        first_name: 'Anna',
        last_name: 'Kovács',
        locale: 'hu-HU' as const,
        created_at: now,
        updated_at: now,
      };
      await t.app.db.insertInto('users').values(anna).execute();
      const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', 'u1').executeTakeFirstOrThrow();
      assert.equal(row.last_name, 'Kovács');
      assert.deepEqual(
        [row.password_hash, row.google_sub, row.agency_id, row.free_report_project_id],
        [null, null, null, null],
      );
      await assert.rejects(
        t.app.db
          .insertInto('users')
          .values({ ...anna, id: 'u2' })
          .execute(),
        'a second account with the same e-mail is refused',
      );
    });

    it("answers an unknown API route with a JSON 404 in the request's language", async () => {
      const response = await t.app.inject({ url: '/api/nope' });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'This API address does not exist.', code: 'api.notFound' });
      const german = await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'de-DE' } });
      assert.deepEqual(german.json(), {
        message: 'Unter dieser Adresse gibt es keine API-Funktion.',
        code: 'api.notFound',
      });
    });

    it('hides 5xx details from the client', async () => {
      const response = await t.app.inject({ url: '/api/test/explode', headers: { 'accept-language': 'hu-HU' } });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(response.json(), {
        message: 'Hiba történt a rendszerünkben. Kérjük, próbálja újra.',
        code: 'api.serverError',
      });
      assert.doesNotMatch(response.body, /secret|stack|at /);
    });

    it("answers the framework's own errors with the same { message, code } in the request's language", async () => {
      const client = new TestClient(t.app);
      const cases: Array<
        [string, () => Promise<{ statusCode: number; json: () => unknown }>, number, Record<string, string>]
      > = [
        [
          'malformed JSON',
          () => client.post('/api/test/echo', '{"a":', { 'accept-language': 'de-DE' }),
          400,
          {
            message:
              'Wir konnten diese Anfrage nicht lesen. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
            code: 'api.invalidJson',
          },
        ],
        [
          '__proto__ in JSON',
          () => client.post('/api/test/echo', '{"__proto__":{"admin":true}}'),
          400,
          { message: 'We could not read this request. Please reload the page and try again.', code: 'api.invalidJson' },
        ],
        [
          'a body over 64 KB',
          () => client.post('/api/test/echo', { a: 'x'.repeat(70_000) }, { 'accept-language': 'hu' }),
          413,
          {
            message: 'Ez a kérés túl nagy. Kérjük, rövidítse a megadott szöveget, és próbálja újra.',
            code: 'api.bodyTooLarge',
          },
        ],
        [
          'XML',
          () => client.request('POST', '/api/test/echo', '<a/>', { 'content-type': 'application/xml' }),
          415,
          { message: 'This request must be sent as JSON.', code: 'api.unsupportedMediaType' },
        ],
        [
          'a URL that is not UTF-8',
          () => t.app.inject({ url: '/api/badges/verify/%E0%A4%A', headers: { 'accept-language': 'de' } }),
          400,
          {
            message: 'Diese Anfrage ist ungültig. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
            code: 'api.invalidRequest',
          },
        ],
        [
          'a badge without parameters',
          () => t.app.inject({ url: '/api/badge/raw-badge', headers: { 'accept-language': 'hu-HU' } }),
          400,
          {
            message: 'Adja meg a jelvény típusát és a kategóriát, például: ?type=top25&cat=Kávézók.',
            code: 'api.badgeParams',
          },
        ],
        [
          'an unknown catalog',
          () => t.app.inject({ url: '/api/messages/de-DE/legal', headers: { 'accept-language': 'de-DE' } }),
          404,
          { message: 'Unter dieser Adresse gibt es keine API-Funktion.', code: 'api.notFound' },
        ],
      ];
      for (const [label, send, status, body] of cases) {
        const response = await send();
        assert.equal(response.statusCode, status, label);
        assert.deepEqual(response.json(), body, label);
      }
    });

    it('accepts an empty JSON body as no body', async () => {
      const response = await new TestClient(t.app).request('POST', '/api/test/echo', '', {
        'content-type': 'application/json',
      });
      assert.equal(response.statusCode, 200);
    });

    it('sends security headers and a locked-down CSP on API responses', async () => {
      const response = await t.app.inject({ url: '/api/health' });
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(
        response.headers['content-security-policy'],
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
    });
  });
}

describe("requests Node's HTTP parser refuses", () => {
  it('answers each with the error contract where the server can shape the answer', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const port = Number(new URL(address).port);
      const send = async (raw: string | Buffer) => {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('error', () => undefined);
        socket.write(raw);
        await Promise.race([once(socket, 'close'), new Promise((resolve) => setTimeout(resolve, 2000))]);
        socket.destroy();
        return answer;
      };
      const cases: Array<[string, string | Buffer, number]> = [
        [
          'raw bytes in the URL',
          Buffer.concat([
            Buffer.from('GET /api/he'),
            Buffer.from([0x01, 0xff]),
            Buffer.from('alth HTTP/1.1\r\nHost: x\r\n\r\n'),
          ]),
          400,
        ],
        ['a 1 MB URL', `GET /${'a'.repeat(1_000_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 400],
        [
          'bad framing',
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
          400,
        ],
        ['not HTTP', 'HELLO\r\n\r\n', 400],
        ['no Host header', 'GET /api/health HTTP/1.1\r\n\r\n', 400],
        [
          'an unknown expectation',
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nExpect: 100-foo\r\nContent-Length: 2\r\n\r\n{}',
          417,
        ],
      ];
      for (const [label, raw, status] of cases) {
        const answer = await send(raw);
        assert.match(answer, new RegExp(`^HTTP/1.1 ${status} `), label);
        assert.match(answer, /"code":"api\.invalidRequest"/, label);
      }
    } finally {
      await t.close();
    }
  });
});

describe('pages and locale routing', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite');
  });
  after(() => t.close());

  it('redirects / to the best locale by Accept-Language, else en-US', async () => {
    for (const [header, expected] of [
      ['de-DE,de;q=0.9', '/de-DE'],
      ['hu', '/hu-HU'],
      ['fr', '/en-US'],
      ['', '/en-US'],
    ]) {
      const response = await t.app.inject({ url: '/', headers: header ? { 'accept-language': header } : {} });
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, expected);
    }
  });

  it('redirects an unprefixed path to the same path under the locale, keeping the query', async () => {
    const response = await t.app.inject({
      url: '/unlock-badge?t=trusted&c=cafe',
      headers: { 'accept-language': 'de' },
    });
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
        assert.match(
          html,
          new RegExp(`<link rel="alternate" hrefLang="${other}" href="http://localhost:3000/${other}"`),
        );
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
    const inline = [
      ...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    assert.ok(inline.length > 0);
    for (const [, body] of inline) {
      const hash = createHash('sha256')
        .update(body ?? '')
        .digest('base64');
      assert.ok(csp.includes(`'sha256-${hash}'`), 'inline script hash is in the CSP');
    }
  });

  it('serves precompressed pages and immutable hashed assets', async () => {
    const page = await t.app.inject({ url: '/en-US', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(page.headers['content-encoding'], 'br');
    assert.equal(page.headers['cache-control'], 'public, max-age=0, must-revalidate');
    // The page's bootstrap imports the entry (a few hundred bytes, below the compression threshold), which
    // imports the framework chunk: that one must come gzipped.
    const entry = /<script type="module"[^>]*>[^<]*import\("([^"]+)"\)/.exec(
      (await t.app.inject({ url: '/en-US' })).body,
    );
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

  it('sets the anti-forgery cookie only where it is asked for, never on cacheable answers', async () => {
    const framework =
      /src="(\/assets\/[^"]+\.js)"/.exec((await t.app.inject({ url: '/en-US' })).body)?.[1] ?? '/assets/nope.js';
    for (const url of [
      '/en-US',
      '/de-DE/pricing',
      framework,
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
      '/api/health',
      '/api/site-config',
      '/api/badge/raw-badge?type=top25&cat=Caf%C3%A9s',
      '/api/messages/en-US/auth',
      '/',
    ]) {
      const response = await t.app.inject({ url });
      assert.equal(response.headers['set-cookie'], undefined, url);
    }
    const token = await t.app.inject({ url: '/api/xsrf-token' });
    assert.equal(token.statusCode, 204);
    assert.equal(token.headers['cache-control'], 'no-store');
    const cookie = token.cookies.find((c) => c.name === 'XSRF-TOKEN');
    assert.match(cookie?.value ?? '', /^[\w-]{32}$/);
    assert.equal(cookie?.path, '/');
    assert.equal(cookie?.httpOnly, undefined, 'readable by the page script');
    const again = await t.app.inject({ url: '/api/xsrf-token', headers: { cookie: `XSRF-TOKEN=${cookie.value}` } });
    assert.equal(again.headers['set-cookie'], undefined, 'a browser that has one keeps it');
  });

  it('answers /api/site-config with the third-party settings and whether Google sign-up and card checkout are configured', async () => {
    const response = await t.app.inject({ url: '/api/site-config' });
    assert.deepEqual(response.json(), {
      analytics: null,
      chatWidgetUrl: null,
      demoUrl: null,
      googleSignIn: false,
      checkout: false,
    });
  });
});

describe('configuration', () => {
  it('names every bad variable in one message', () => {
    assert.throws(
      () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
      (error: Error) =>
        error.name === 'ConfigError' &&
        /PORT/.test(error.message) &&
        /DATABASE_URL/.test(error.message) &&
        /LOG_LEVEL/.test(error.message),
    );
  });
  it('puts configured third-party origins into the page CSP', async () => {
    const t = await buildTestApp('sqlite', {
      ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js',
      DEMO_URL: 'https://demo.example.net/embed',
    });
    try {
      const response = await t.app.inject({ url: '/en-US' });
      const csp = String(response.headers['content-security-policy']);
      assert.match(csp, /script-src [^;]*https:\/\/stats\.example\.org/);
      assert.match(csp, /frame-src https:\/\/demo\.example\.net/);
      const config = await t.app.inject({ url: '/api/site-config' });
      assert.deepEqual(config.json().analytics, {
        scriptUrl: 'https://stats.example.org/js/script.js',
        domain: 'localhost:3000',
      });
    } finally {
      await t.close();
    }
  });
});
