import assert from 'node:assert/strict';
import http from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/**
 * The prerendered site as a client sees it: served from memory (site/site-files.ts), with validators,
 * encodings and HEAD. Static answers do not depend on the database engine, so these run on SQLite only.
 * Each app here serves its own copy of the web build, so a test may change the files on disk.
 */
const BUILD = loadConfig({}).webBuildDir;

/** A copy of the web build (the client files and the site manifest beside them): its client directory. */
function copyOfBuild(): { dir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'findable-build-'));
  cpSync(BUILD, path.join(root, 'client'), { recursive: true });
  cpSync(path.join(BUILD, '..', 'site-manifest.json'), path.join(root, 'site-manifest.json'));
  return { dir: path.join(root, 'client'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The landing page's framework chunk: the largest script, immutable, with both twins. */
const frameworkChunk = (html: string) => {
  const entry = /<script type="module"[^>]*>[^<]*import\("([^"]+)"\)/.exec(html)?.[1];
  assert.ok(entry, 'the page imports its entry script');
  const chunk = /"\.\/(framework-[\w-]+\.js)"/.exec(readFileSync(path.join(BUILD, entry), 'utf8'))?.[1];
  assert.ok(chunk, 'the entry imports the framework chunk');
  return `/assets/${chunk}`;
};

describe('static site: served from memory', () => {
  let t: TestApp;
  let build: ReturnType<typeof copyOfBuild>;
  before(async () => {
    build = copyOfBuild();
    t = await buildTestApp('sqlite', { WEB_BUILD_DIR: build.dir });
    await t.app.ready();
  });
  after(async () => {
    await t.close();
    build.remove();
  });

  it('keeps serving pages and assets whose files were deleted after the start', async () => {
    const asset = frameworkChunk(readFileSync(path.join(BUILD, 'en-US/pricing/index.html'), 'utf8'));
    const page = readFileSync(path.join(BUILD, 'en-US/pricing/index.html'), 'utf8');
    rmSync(path.join(build.dir, 'en-US'), { recursive: true });
    rmSync(path.join(build.dir, 'assets'), { recursive: true });

    const served = await t.app.inject({ url: '/en-US/pricing' });
    assert.equal(served.statusCode, 200);
    assert.equal(served.body, page);
    const brotli = await t.app.inject({ url: '/en-US/pricing/', headers: { 'accept-encoding': 'br' } });
    assert.equal(brotli.statusCode, 200);
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), page);
    const script = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(script.statusCode, 200);
    assert.equal(gunzipSync(script.rawPayload).toString(), readFileSync(path.join(BUILD, asset), 'utf8'));
  });
});

describe('static site: headers, validators, encodings', () => {
  let t: TestApp;
  let page: string;
  let asset: string;
  before(async () => {
    t = await buildTestApp('sqlite');
    page = readFileSync(path.join(BUILD, 'en-US/index.html'), 'utf8');
    asset = frameworkChunk(page);
  });
  after(() => t.close());

  it('sends a page and an asset with their type, caching, length and no cookie', async () => {
    const html = await t.app.inject({ url: '/en-US', headers: { 'accept-encoding': 'br' } });
    assert.equal(html.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(html.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.equal(html.headers['content-encoding'], 'br');
    assert.equal(String(html.headers.vary).toLowerCase(), 'accept-encoding');
    assert.equal(Number(html.headers['content-length']), html.rawPayload.length);
    assert.match(String(html.headers['content-security-policy']), /script-src 'self' 'sha256-/);
    assert.equal(html.headers['x-content-type-options'], 'nosniff');
    assert.equal(html.headers['set-cookie'], undefined);

    const script = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    assert.equal(script.headers['content-type'], 'application/javascript; charset=utf-8');
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(script.headers['content-encoding'], 'br');
    assert.equal(Number(script.headers['content-length']), script.rawPayload.length);
    assert.equal(
      script.headers['content-security-policy'],
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    assert.equal(script.headers['set-cookie'], undefined);

    // A browser that already holds cookies (an old or foreign anti-forgery token) gets none back either.
    for (const url of ['/en-US', asset, '/en-US.data', '/sitemap.xml']) {
      const response = await t.app.inject({ url, headers: { cookie: 'XSRF-TOKEN=not-ours; other=1' } });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['set-cookie'], undefined, url);
    }
  });

  it('chooses brotli, then gzip, then the plain file, by what the client accepts', async () => {
    const cases: Array<[string | undefined, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0.5', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const label = accept ?? '(none)';
      const response = await t.app.inject({
        url: '/en-US',
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      assert.equal(response.statusCode, 200, label);
      assert.equal(response.headers['content-encoding'], encoding, label);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      assert.equal(body.toString(), page, label);
    }
  });

  it('answers If-None-Match with 304, per encoding, with the same ETag on every server of the build', async () => {
    const first = await t.app.inject({ url: '/en-US', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/, 'a strong validator');
    const again = await t.app.inject({ url: '/en-US', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
    assert.equal(again.headers.etag, etag);
    assert.equal(again.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.equal(String(again.headers.vary).toLowerCase(), 'accept-encoding');
    const list = await t.app.inject({
      url: '/en-US',
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` },
    });
    assert.equal(list.statusCode, 304, 'a list, and the weak form, match too');
    // The gzip bytes are another representation: the brotli ETag does not validate them.
    const gzip = await t.app.inject({ url: '/en-US', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    assert.equal(gzip.statusCode, 200);
    assert.notEqual(gzip.headers.etag, etag);
    const assetTag = (await t.app.inject({ url: asset })).headers.etag;
    assert.equal((await t.app.inject({ url: asset, headers: { 'if-none-match': String(assetTag) } })).statusCode, 304);
    // A locale's 404 page stays a 404, validators or not.
    const notFound = await t.app.inject({ url: '/en-US/404' });
    assert.equal(
      (await t.app.inject({ url: '/en-US/404', headers: { 'if-none-match': String(notFound.headers.etag) } }))
        .statusCode,
      404,
    );

    // Another server (or a restart) with the same build, copied at another time: the same validators, so a
    // browser behind a load balancer keeps its cached copy.
    const copy = copyOfBuild();
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(path.join(copy.dir, 'en-US/index.html.br'), later, later);
    const other = await buildTestApp('sqlite', { WEB_BUILD_DIR: copy.dir });
    try {
      const there = await other.app.inject({
        url: '/en-US',
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      assert.equal(there.statusCode, 304);
    } finally {
      await other.close();
      copy.remove();
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const url of ['/en-US', asset]) {
      const get = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      assert.equal(head.statusCode, 200, url);
      assert.equal(head.rawPayload.length, 0, url);
      for (const name of [
        'content-type',
        'content-length',
        'content-encoding',
        'etag',
        'cache-control',
        'content-security-policy',
      ]) {
        assert.equal(head.headers[name], get.headers[name], `${url} ${name}`);
      }
    }
    const missing = await t.app.inject({ method: 'HEAD', url: '/assets/nope.js' });
    assert.equal(missing.statusCode, 404);
  });

  it('serves no file the site does not publish', async () => {
    for (const url of ['/index.html', '/en-US/index.html', '/site-manifest.json', '/assets/nope.js']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.body, 'Not found', url);
    }
    // A file's path with a trailing slash is no file: it goes where other unknown paths go.
    const slash = await t.app.inject({ url: `${asset}/`, headers: { 'accept-language': 'de' } });
    assert.equal(slash.statusCode, 302);
    assert.equal(slash.headers.location, `/de-DE${asset}`);
  });
});

/** A GET or HEAD over a real socket: status, headers and the bytes as sent. */
function overSocket(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('static site: over the network', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp('sqlite');
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => t.close());

  it('answers a client over a socket exactly as the app answers in-process', async () => {
    const html = readFileSync(path.join(BUILD, 'en-US/index.html'), 'utf8');
    const asset = frameworkChunk(html);
    const etag = String(
      (await t.app.inject({ url: '/de-DE/pricing', headers: { 'accept-encoding': 'gzip' } })).headers.etag,
    );
    const cases: Array<[string, string, Record<string, string>]> = [
      ['GET', '/en-US', {}],
      ['GET', '/en-US/', { 'accept-encoding': 'gzip, deflate, br' }],
      ['GET', '/en-US?utm_source=x', { 'accept-encoding': 'br' }],
      ['HEAD', '/en-US', { 'accept-encoding': 'br' }],
      ['GET', '/de-DE/pricing', { 'accept-encoding': 'gzip', 'if-none-match': etag }],
      ['GET', '/hu-HU/404', { 'accept-encoding': 'br' }],
      ['GET', asset, { 'accept-encoding': 'br' }],
      ['HEAD', asset, {}],
      ['GET', `${asset}/`, { 'accept-language': 'de' }],
      ['GET', '/favicon.svg', {}],
      ['GET', '/sitemap.xml', { 'accept-encoding': 'gzip' }],
      ['GET', '/en-US.data', { 'accept-encoding': 'br' }],
      ['GET', '/index.html', {}],
      ['GET', '/assets/nope.js', {}],
      ['GET', '/pricing', { 'accept-language': 'hu' }],
      ['GET', '/en-US', { 'x-request-id': 'trace-7' }],
    ];
    const comparable = (headers: Record<string, unknown>) => {
      const {
        date: _date,
        connection: _connection,
        'keep-alive': _keepAlive,
        'x-request-id': _id,
        'transfer-encoding': _te,
        ...rest
      } = headers;
      return rest;
    };
    for (const [method, url, headers] of cases) {
      const label = `${method} ${url} ${JSON.stringify(headers)}`;
      const inProcess = await t.app.inject({ method: method as 'GET', url, headers });
      const network = await overSocket(base, method, url, headers);
      assert.equal(network.status, inProcess.statusCode, label);
      assert.deepEqual(comparable(network.headers), comparable(inProcess.headers), label);
      assert.ok(network.body.equals(inProcess.rawPayload), label);
      assert.match(
        String(network.headers['x-request-id']),
        headers['x-request-id'] ? /^trace-7$/ : /^[\w-]{8,}$/,
        label,
      );
    }
  });
});

describe('static site: access log', () => {
  it('writes no log line for pages and assets, and keeps logging the API', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-log-'));
    const lines: string[] = [];
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await app.ready();
      const asset = frameworkChunk(readFileSync(path.join(BUILD, 'en-US/index.html'), 'utf8'));
      const before = lines.length;
      for (const url of ['/en-US', '/en-US/', '/de-DE/pricing', asset, '/favicon.svg', '/en-US.data']) {
        assert.equal((await app.inject({ url })).statusCode, 200, url);
      }
      assert.deepEqual(lines.slice(before), [], 'no line for the site');
      await app.inject({ url: '/api/health' });
      assert.ok(
        lines.slice(before).some((line) => /"url":"\/api\/health"/.test(line)),
        'an API request is logged',
      );
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
