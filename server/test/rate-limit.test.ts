import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { buildTestApp, deadPort, deleteRedisKeys, TestClient, until, type TestApp } from './helper.ts';
import { TcpProxy } from './tcp-proxy.ts';

/**
 * The rate-limit store (server/src/plugins/rate-limit.ts, docs/decisions/006): counters in Redis while it
 * answers, shared by every process of one deployment and kept apart per limiter and route; this process's own
 * counters while Redis is away, said once in the log; shared again once it is back.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const needsRedis = { skip: redisUrl ? false : 'TEST_REDIS_URL is not set (CI sets it)' };

/** Log lines of an app, parsed. */
function logSink() {
  const lines: Array<{ level: number; msg: string }> = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

const login = (client: TestClient, n: number) =>
  client.post('/api/auth/login', { email: `nobody${n}@example.com`, password: 'guess' });

describe('rate limits without REDIS_URL', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', { RATE_LIMIT_AUTH_PER_IP: '2' });
    await t.app.ready();
  });
  after(() => t.close());

  it('counts in this process and says Redis is off', async () => {
    assert.equal(await t.app.redisStatus(), 'off');
    assert.equal(t.app.redis, null);
    const client = new TestClient(t.app);
    assert.deepEqual(
      [(await login(client, 1)).statusCode, (await login(client, 2)).statusCode, (await login(client, 3)).statusCode],
      [401, 401, 429],
    );
  });
});

describe('rate limits in Redis', needsRedis, () => {
  const prefix = `findable-test-shared-${process.pid}:`;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  before(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_AUTH_PER_IP: '3',
      RATE_LIMIT_SEARCH_PER_MINUTE: '50',
    };
    a = await buildTestApp('sqlite', env);
    b = await buildTestApp('sqlite', env);
    await Promise.all([a.app.ready(), b.app.ready()]);
    redis = new Redis(redisUrl!);
    await until(
      async () => ((await a.app.redisStatus()) === 'ok' && (await b.app.redisStatus()) === 'ok' ? true : undefined),
      'Redis',
    );
  });
  after(async () => {
    await a.close();
    await b.close();
    await deleteRedisKeys(redisUrl!, prefix);
    redis.disconnect();
  });

  it('shares one counter between two server processes of a deployment', async () => {
    const onA = new TestClient(a.app);
    const onB = new TestClient(b.app);
    const statuses = [
      (await login(onA, 1)).statusCode,
      (await login(onB, 2)).statusCode,
      (await login(onA, 3)).statusCode,
      (await login(onB, 4)).statusCode,
    ];
    assert.deepEqual(statuses, [401, 401, 401, 429]);
  });

  it('keeps the counters under the deployment prefix, each limiter and route under its own name', async () => {
    await a.app.inject({ url: '/api/projects/searchBusiness?search=cafe', remoteAddress: '198.51.100.7' });
    const keys = await redis.keys(`${prefix}*`);
    assert.ok(keys.length > 0);
    assert.deepEqual(
      keys.filter((key) => !key.startsWith(`${prefix}rl:`)),
      [],
    );
    assert.ok(
      keys.some((key) => key.startsWith(`${prefix}rl:auth-ip:`)),
      keys.join(', '),
    );
    assert.ok(
      keys.some(
        (key) => key.startsWith(`${prefix}rl:GET/api/projects/searchBusiness:`) && key.endsWith('198.51.100.7'),
      ),
      keys.join(', '),
    );
    const response = await b.app.inject({
      url: '/api/projects/searchBusiness?search=cafe',
      remoteAddress: '198.51.100.7',
    });
    assert.equal(response.headers['x-ratelimit-remaining'], '48', 'the second process continues the first one’s count');
  });
});

describe('a server starting with Redis', needsRedis, () => {
  it('counts its very first request in Redis, not only in its own process', async () => {
    const prefix = `findable-test-first-${process.pid}:`;
    const t = await buildTestApp('sqlite', {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_AUTH_PER_IP: '3',
    });
    const redis = new Redis(redisUrl!);
    try {
      assert.equal((await login(new TestClient(t.app), 1)).statusCode, 401);
      const keys = await redis.keys(`${prefix}rl:auth-ip:*`);
      assert.equal(keys.length, 1, 'the counter of the first login attempt is in Redis');
      assert.equal(await redis.get(keys[0]!), '1');
    } finally {
      redis.disconnect();
      await t.close();
      await deleteRedisKeys(redisUrl!, prefix);
    }
  });
});

describe('rate limits with Redis unreachable', () => {
  let t: TestApp;
  const log = logSink();
  before(async () => {
    t = await buildTestApp(
      'sqlite',
      { REDIS_URL: `redis://127.0.0.1:${await deadPort()}`, RATE_LIMIT_AUTH_PER_IP: '2', LOG_LEVEL: 'info' },
      { logger: true, logStream: log.stream },
    );
    await t.app.ready();
  });
  after(() => t.close());

  it('says Redis is down, counts in this process, and says so in the log once', async () => {
    assert.equal(await t.app.redisStatus(), 'down');
    const client = new TestClient(t.app);
    assert.deepEqual(
      [(await login(client, 1)).statusCode, (await login(client, 2)).statusCode, (await login(client, 3)).statusCode],
      [401, 401, 429],
    );
    const warnings = log.lines.filter((line) => line.msg?.startsWith('Redis unreachable'));
    assert.equal(warnings.length, 1, 'one warning, however often the connection fails');
    assert.equal(warnings[0]!.level, 40);
  });
});

describe('rate limits when Redis goes away and comes back', needsRedis, () => {
  let t: TestApp;
  let proxy: TcpProxy;
  const log = logSink();
  before(async () => {
    const target = new URL(redisUrl!);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.open();
    t = await buildTestApp(
      'sqlite',
      { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, RATE_LIMIT_SEARCH_PER_MINUTE: '100', LOG_LEVEL: 'info' },
      { logger: true, logStream: log.stream },
    );
    await t.app.ready();
  });
  after(async () => {
    await t.close();
    await proxy.close();
  });

  it('falls back to its own counters while Redis is away and shares them again once it answers', async () => {
    const search = () =>
      t.app.inject({ url: '/api/projects/searchBusiness?search=cafe', remoteAddress: '203.0.113.5' });
    await until(async () => ((await t.app.redisStatus()) === 'ok' ? true : undefined), 'Redis to connect');
    assert.equal((await search()).headers['x-ratelimit-remaining'], '99');

    await proxy.close();
    await until(async () => ((await t.app.redisStatus()) === 'down' ? true : undefined), 'Redis to be seen down');
    // This process's own counter starts afresh: a fallback, not an outage.
    const away = await search();
    assert.equal(away.statusCode, 200);
    assert.equal(away.headers['x-ratelimit-remaining'], '99');
    // The failed reconnection attempts say so in the log, once.
    await until(
      async () => (log.lines.some((line) => line.msg?.startsWith('Redis unreachable')) ? true : undefined),
      'the warning',
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    assert.equal(log.lines.filter((line) => line.msg?.startsWith('Redis unreachable')).length, 1);

    await proxy.open();
    await until(async () => ((await t.app.redisStatus()) === 'ok' ? true : undefined), 'Redis to be back');
    // Back in Redis, where the first request was counted.
    assert.equal((await search()).headers['x-ratelimit-remaining'], '98');
    assert.equal(
      log.lines.filter((line) => line.msg === 'Redis reachable again: rate limits are shared again').length,
      1,
    );
  });
});
