import assert from 'node:assert/strict';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../bench/free-port.ts';
import { buildTestApp, ENGINES, skipUnless, TestClient, until, type TestApp } from './helper.ts';
import { DEFAULT_ORIGIN } from '@findable/core/site-facts';

const TOKEN = 'scrape-me-please-0123456789';

/** The value of one series in a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const match = /^([^{ ]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) return Number(match[3]);
  }
  return undefined;
}

for (const engine of ENGINES) {
  describe(`metrics on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(engine, {
        METRICS_TOKEN: TOKEN,
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      });
      // A route that fails, to see a server error counted.
      t.app.get('/api/test/explode', async () => {
        throw new Error('boom');
      });
      await t.app.ready();
    });
    after(() => t.close());

    const scrape = async () => {
      const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
      return response.body;
    };

    it('refuses a scrape without the bearer token', async () => {
      assert.equal((await t.app.inject({ url: '/metrics' })).statusCode, 401);
      const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
      assert.equal(wrong.statusCode, 401);
      assert.equal(wrong.headers['www-authenticate'], 'Bearer realm="metrics"');
      // The error contract's shape, in the request's language.
      const german = await t.app.inject({ url: '/metrics', headers: { 'accept-language': 'de-DE' } });
      assert.equal(german.json().code, 'api.unauthorized');
      assert.equal(typeof german.json().message, 'string');
    });

    it('counts requests and their latency per route pattern, sign-ups, searches and server errors', async () => {
      const client = new TestClient(t.app);
      await client.get('/api/health');
      await client.get('/api/projects/searchBusiness?search=cafe');
      await client.get(`/api/projects/searchBusiness?search=${'x'.repeat(500)}`);
      const signUp = await client.post('/api/auth/register', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada-${engine}@example.com`,
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
        terms: true,
        termsPrivacy: true,
        generalDisclaimer: true,
      });
      assert.equal(signUp.statusCode, 201, signUp.body);
      await t.app.inject({ url: '/de-DE/badges/verify/nowhere/top25' });
      assert.equal((await t.app.inject({ url: '/api/test/explode' })).statusCode, 500);
      // Google sign-up without configuration answers its designed 503: not a server error.
      assert.equal((await t.app.inject({ url: '/api/auth/google' })).statusCode, 503);
      assert.equal((await t.app.inject({ url: '/api/auth/google/callback' })).statusCode, 503);
      const text = await scrape();
      assert.equal(sample(text, 'findable_server_errors_total', { route: '/api/test/explode' }), 1);
      assert.equal(sample(text, 'findable_server_errors_total', { route: '/api/auth/google' }), undefined);
      assert.equal(sample(text, 'findable_server_errors_total', { route: '/api/auth/google/callback' }), undefined);
      assert.equal(
        sample(text, 'http_requests_total', { method: 'GET', route: '/api/auth/google', status_code: '503' }),
        1,
      );
      // Any status: just after start the health check may still report Redis as connecting (503).
      assert.ok((sample(text, 'http_requests_total', { method: 'GET', route: '/api/health' }) ?? 0) >= 1);
      assert.equal(sample(text, 'findable_sign_ups_total'), 1);
      assert.equal(sample(text, 'findable_business_searches_total', { outcome: 'ok' }), 1);
      assert.equal(sample(text, 'findable_business_searches_total', { outcome: 'rejected' }), 1);
      assert.ok(
        (sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/register' }) ?? 0) >=
          1,
      );
      // A route is labelled by its pattern, not the URL, so the series stay few.
      assert.ok(
        sample(text, 'http_requests_total', { route: '/:locale/badges/verify/:placeId/:type', status_code: '404' }),
      );
      assert.ok(!text.includes('nowhere'));
      assert.ok(sample(text, 'process_resident_memory_bytes'));
    });

    it('reports the database pools and Redis', async () => {
      assert.equal((await t.app.inject({ url: '/api/projects/searchBusiness?search=cafe' })).statusCode, 200);
      const text = await scrape();
      if (engine === 'postgres') {
        assert.ok((sample(text, 'findable_database_pool_connections', { pool: 'main', state: 'total' }) ?? -1) >= 1);
        assert.equal(
          typeof sample(text, 'findable_database_pool_connections', { pool: 'main', state: 'waiting' }),
          'number',
        );
        // The search ran on a pool of its own.
        assert.ok((sample(text, 'findable_database_pool_connections', { pool: 'search', state: 'total' }) ?? -1) >= 1);
      } else {
        assert.equal(sample(text, 'findable_database_pool_connections', { state: 'total' }), undefined);
      }
      if (process.env.TEST_REDIS_URL) assert.equal(sample(text, 'findable_redis_up'), 1);
    });
  });
}

describe('metrics off by default', () => {
  it('has no /metrics without METRICS_TOKEN', async () => {
    const t = await buildTestApp('sqlite');
    try {
      // Like any unknown path: to the page of the visitor's locale, which is the 404 page.
      const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, '/en-US/metrics');
      assert.equal((await t.app.inject({ url: '/en-US/metrics' })).headers.location, '/en-US/404');
    } finally {
      await t.close();
    }
  });
});

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

describe('graceful shutdown', () => {
  it('finishes a running request after SIGTERM, refuses new connections, then exits 0', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-shutdown-'));
    const child = spawn(process.execPath, [serverMain], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL: DEFAULT_ORIGIN,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`${url}/api/health`)).ok) break;
        } catch {
          if (i > 150) throw new Error(`server did not start:\n${log}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }

      // A login whose body arrives in two halves: the request is running when the signal comes. The anti-forgery
      // pair is any 32-character token the client holds in both places.
      const XSRF = 'shutdown-test-token-0123456789ab';
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += String(chunk)));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Cookie: XSRF-TOKEN=${XSRF}\r\nX-XSRF-TOKEN: ${XSRF}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));

      assert.equal(child.exitCode, null, 'still running: it waits for the request');
      await assert.rejects(fetch(`${url}/api/health`), 'new connections are refused');

      socket.write(body.slice(10));
      await closed;
      assert.match(answer, /^HTTP\/1\.1 401 /, `the running request got its real answer:\n${answer}`);
      assert.match(answer, /"message":/);
      assert.equal(await exited, 0);
      assert.match(log, /shutting down: finishing running requests/);
      assert.match(log, /"msg":"stopped"/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a client that aborts an upload', () => {
  it('is logged as the client going away, never as a database outage', async () => {
    const lines: Array<{ level: number; msg?: string; err?: { code?: string } }> = [];
    const t = await buildTestApp(
      'sqlite',
      { LOG_LEVEL: 'info' },
      { logger: true, logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
    );
    try {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const xsrf = (await t.app.inject({ url: '/api/xsrf-token' })).cookies.find(
        (cookie) => cookie.name === 'XSRF-TOKEN',
      )!.value;
      const socket = connect(Number(port), '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        `POST /api/auth/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 40000\r\n` +
          `Cookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\n\r\n{"firstName":"${'a'.repeat(1000)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.resetAndDestroy();
      await until(
        async () =>
          lines.some((line) => line.msg === 'client aborted the request' || line.level >= 50) ? true : undefined,
        'the abort to be logged',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const errors = lines.filter((line) => line.level >= 50);
      assert.deepEqual(errors, [], 'nothing at error level');
      assert.ok(lines.some((line) => line.msg === 'client aborted the request' && line.level === 30));
    } finally {
      await t.close();
    }
  });
});
