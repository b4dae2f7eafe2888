import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { sql } from 'kysely';
import { buildTestApp, deadPort, TestClient, until, type TestApp } from './helper.ts';
import { TcpProxy } from './tcp-proxy.ts';

/**
 * Faults under the server (CONVENTIONS §13): each test breaks only what it started itself — the backends of its
 * own connection pool (found by application_name), a Redis port where nothing listens, or a proxy of its own in
 * front of the shared PostgreSQL and Redis — and asserts what a client sees.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Terminates the backends of one pool only: those with this application_name. */
async function terminateBackends(applicationName: string, state?: 'active' | 'idle'): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid() ${state ? 'and state = $2' : ''}`,
      state ? [applicationName, state] : [applicationName],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
};

describe(
  'PostgreSQL connections dropped under the server',
  { skip: databaseUrl ? false : 'TEST_DATABASE_URL is not set (CI sets it)' },
  () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp('postgres');
      // A route that holds a connection busy, so a test can cut it mid-request.
      t.app.get('/api/test/slow', async () => {
        await sql`select pg_sleep(5)`.execute(t.app.db);
        return { done: true };
      });
      await t.app.ready();
    });
    after(() => t.close());

    it('answers a request whose connection is cut with a 503, lives on, and serves the next requests', async () => {
      // Fill the pools with idle connections (the search has one of its own), and start a request that keeps one busy.
      await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: '/api/health' })));
      const search = () =>
        t.app.inject({ url: '/api/projects/searchBusiness?search=cafe', headers: { accept: 'application/json' } });
      assert.equal((await search()).statusCode, 200);
      const slow = t.app.inject({ url: '/api/test/slow', headers: { 'accept-language': 'de-DE' } });
      await until(async () => {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        const { rows } = await admin.query(
          `select 1 from pg_stat_activity where application_name = $1 and query like '%pg_sleep%' and state = 'active'`,
          [t.pgName],
        );
        await admin.end();
        return rows.length ? true : undefined;
      }, 'the slow query to run');

      assert.ok((await terminateBackends(t.pgName!)) >= 3, 'the busy and the idle connections are cut');
      const cut = await slow;
      assert.equal(cut.statusCode, 503);
      assert.deepEqual(cut.json(), {
        message: 'Unser Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
        code: 'api.unavailable',
      });
      assert.ok(Number(cut.headers['retry-after']) > 0);

      // The idle connections' errors arrive on the pool: the process must not die of them.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const health = await t.app.inject({ url: '/api/health' });
      assert.equal(health.statusCode, 200);
      assert.equal((await search()).statusCode, 200, 'the search reconnects too');
      const client = new TestClient(t.app);
      const signup = await client.post('/api/auth/register', {
        firstName: 'After',
        lastName: 'Failover',
        email: 'after-failover@example.com',
        password: 'still here',
        confirmPassword: 'still here',
        terms: true,
        termsPrivacy: true,
        generalDisclaimer: true,
      });
      assert.equal(signup.statusCode, 201, 'later requests reconnect and succeed');
    });
  },
);

describe(
  'PostgreSQL refusing connections, then coming back',
  { skip: databaseUrl ? false : 'TEST_DATABASE_URL is not set (CI sets it)' },
  () => {
    let t: TestApp;
    let proxy: TcpProxy;
    before(async () => {
      const target = new URL(databaseUrl!);
      proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      await proxy.open();
      const viaProxy = new URL(databaseUrl!);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      t = await buildTestApp('postgres', { DATABASE_URL: viaProxy.href });
      await t.app.ready();
    });
    after(async () => {
      await proxy.open().catch(() => undefined);
      await t.close();
      await proxy.close();
    });

    it('answers a fast, clear 503 and health names the database, then recovers by itself', async () => {
      assert.equal((await t.app.inject({ url: '/api/health' })).statusCode, 200);
      await proxy.close();

      const { value: search, ms } = await timed(() =>
        t.app.inject({ url: '/api/projects/searchBusiness?search=cafe', headers: { 'accept-language': 'hu-HU' } }),
      );
      assert.equal(search.statusCode, 503);
      assert.deepEqual(search.json(), {
        message: 'Szolgáltatásunk rövid ideig nem érhető el. Kérjük, próbálja újra néhány pillanat múlva.',
        code: 'api.unavailable',
      });
      assert.ok(ms < 4000, `answered in ${Math.round(ms)} ms, without waiting for the database`);
      const health = await t.app.inject({ url: '/api/health' });
      assert.equal(health.statusCode, 503);
      assert.equal(health.json().code, 'api.unavailable');
      assert.deepEqual(health.json().checks, { database: 'down' });

      await proxy.open();
      const back = await until(async () => {
        const response = await t.app.inject({ url: '/api/health' });
        return response.statusCode === 200 ? response : undefined;
      }, 'health to recover');
      assert.deepEqual(back.json().checks, { database: 'ok' });
      assert.equal((await t.app.inject({ url: '/api/projects/searchBusiness?search=cafe' })).statusCode, 200);
    });
  },
);

describe('Redis on a port where nothing listens', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', {
      REDIS_URL: `redis://127.0.0.1:${await deadPort()}`,
      RATE_LIMIT_AUTH_PER_IP: '5',
    });
    await t.app.ready();
  });
  after(() => t.close());

  it('reports Redis down in health, and answers logins at once with limits kept per process', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    assert.equal(health.statusCode, 503);
    assert.deepEqual(health.json().checks, { database: 'ok', redis: 'down' });
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    const { ms } = await timed(async () => {
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await client.post('/api/auth/login', { email: `nobody${i}@example.com`, password: 'guess' })).statusCode,
        );
    });
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429], 'the per-IP limit still holds');
    assert.ok(ms < 3000, `six logins took ${Math.round(ms)} ms: nobody waits for Redis`);
    assert.equal((await t.app.inject({ url: '/api/projects/searchBusiness?search=cafe' })).statusCode, 200);
  });
});

describe(
  'Redis going away and coming back',
  { skip: redisUrl ? false : 'TEST_REDIS_URL is not set (CI sets it)' },
  () => {
    let t: TestApp;
    let proxy: TcpProxy;
    before(async () => {
      const target = new URL(redisUrl!);
      proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      await proxy.open();
      t = await buildTestApp('sqlite', {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        RATE_LIMIT_SEARCH_PER_MINUTE: '1000',
      });
      await t.app.ready();
    });
    after(async () => {
      await t.close();
      await proxy.close();
    });

    it('keeps answering while Redis is away, and shares limits again once it is back', async () => {
      const healthOf = async () => (await t.app.inject({ url: '/api/health' })).json().checks;
      await until(async () => ((await healthOf()).redis === 'ok' ? true : undefined), 'Redis to connect');
      await proxy.close();
      await until(async () => ((await healthOf()).redis === 'down' ? true : undefined), 'health to see Redis down');
      const { value: search, ms } = await timed(() =>
        t.app.inject({ url: '/api/projects/searchBusiness?search=cafe' }),
      );
      assert.equal(search.statusCode, 200);
      assert.ok(ms < 2000, `a search took ${Math.round(ms)} ms while Redis was away`);

      await proxy.open();
      await until(async () => ((await healthOf()).redis === 'ok' ? true : undefined), 'Redis to be back', 15_000);
      const response = await t.app.inject({
        url: '/api/projects/searchBusiness?search=cafe',
        remoteAddress: '203.0.113.99',
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['x-ratelimit-remaining'], '999');
    });
  },
);

describe('Redis frozen: accepting connections, never answering', () => {
  // A redis-server of the test's own on a free port, so SIGSTOP freezes nothing anyone else uses.
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  before(async () => {
    port = await deadPort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    let missing: Error | undefined;
    redis.once('error', (error) => (missing = error));
    await until(async () => {
      if (missing)
        throw new Error(
          `this test starts a redis-server of its own: install it (apt-get install redis-server) (${missing.message})`,
        );
      const probe = new Redis(port, '127.0.0.1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG' ? true : undefined;
      } catch {
        return undefined;
      } finally {
        probe.disconnect();
      }
    }, 'the test redis-server to start');
    t = await buildTestApp('sqlite', {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_SEARCH_PER_MINUTE: '1000',
      RATE_LIMIT_AUTH_PER_IP: '1000',
    });
    await t.app.ready();
  });
  after(async () => {
    redis.kill('SIGCONT');
    await t.close();
    redis.kill('SIGKILL');
    if (redis.exitCode === null) await once(redis, 'exit');
  });

  it('costs one short timeout, then counts in this process, says so in health, and goes back to Redis when it answers', async () => {
    const search = (address = '198.51.100.7') =>
      t.app.inject({ url: '/api/projects/searchBusiness?search=cafe', remoteAddress: address });
    const healthOf = async () => (await t.app.inject({ url: '/api/health' })).json().checks;
    assert.equal((await search()).statusCode, 200);
    assert.equal((await healthOf()).redis, 'ok');

    redis.kill('SIGSTOP');
    const first = await timed(() => search());
    assert.equal(first.value.statusCode, 200, 'the first request waits out the command timeout and is counted locally');
    // From now on nobody waits for Redis: each request well under one command timeout (500 ms).
    const later: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { value, ms } = await timed(() => search());
      assert.equal(value.statusCode, 200);
      later.push(ms);
    }
    assert.ok(Math.max(...later) < 250, `searches took ${later.map(Math.round).join(', ')} ms while Redis was frozen`);
    const health = await timed(() => t.app.inject({ url: '/api/health' }));
    assert.deepEqual([health.value.statusCode, health.value.json().checks.redis], [503, 'down']);
    assert.ok(health.ms < 250, `health took ${Math.round(health.ms)} ms`);
    const login = await timed(() =>
      new TestClient(t.app).post('/api/auth/login', { email: 'nobody@example.com', password: 'guess' }),
    );
    assert.equal(login.value.statusCode, 401);

    redis.kill('SIGCONT');
    await until(
      async () => ((await healthOf()).redis === 'ok' ? true : undefined),
      'the breaker to close once Redis answers',
      15_000,
    );
    // Shared again: a new address's counter is in Redis.
    assert.equal((await search('198.51.100.8')).statusCode, 200);
    const check = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0 });
    try {
      const keys = await check.keys('*198.51.100.8*');
      assert.equal(keys.length, 1, 'the counter went to Redis');
    } finally {
      check.disconnect();
    }
  });
});
