import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Engine } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';

/** The engines the integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

/**
 * `describe`'s skip option for an engine: PostgreSQL's tests are reported as skipped, with the reason, when
 * TEST_DATABASE_URL is not set, so a run without it says what it did not check rather than leaving them out.
 */
export function skipUnless(engine: Engine): string | false {
  return engine === 'postgres' && !process.env.TEST_DATABASE_URL
    ? 'TEST_DATABASE_URL is not set (CI sets it to the local PostgreSQL)'
    : false;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL schema and application_name of this app's connections (PostgreSQL only). */
  pgName: string | undefined;
  close: () => Promise<void>;
}

/**
 * Builds the app in-process on a fresh database: a temporary SQLite file, or a new PostgreSQL schema that
 * is dropped afterwards. `env` adds environment variables to the parsed configuration; Redis keys get a
 * prefix of this app's own, so test runs sharing one Redis never count against each other.
 */
export async function buildTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'mail' | 'onRoute' | 'logger' | 'logStream' | 'pluginTimeoutMs'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-api-'));
  const redisKeyPrefix = `findable-test-${process.pid}-${Math.random().toString(36).slice(2, 10)}:`;
  let schema: string | undefined;
  if (engine === 'postgres') {
    schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REDIS_KEY_PREFIX: redisKeyPrefix,
    ...(engine === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...env,
  });
  const app = await buildApp(config, {
    logger: false,
    ...(schema ? { pgSchema: schema, pgApplicationName: schema } : {}),
    ...options,
  });
  return {
    app,
    dataDir,
    pgName: schema,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (config.redisUrl) await deleteRedisKeys(config.redisUrl, redisKeyPrefix);
      if (schema) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    },
  };
}

/** Removes the keys a test app wrote to a shared Redis (its own prefix only); a Redis that is down is skipped. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // A test that pointed Redis at a dead port or a closed proxy wrote nothing there.
  } finally {
    redis.disconnect();
  }
}

/**
 * A browser-like client for `app.inject`: keeps cookies between requests and, like the web app's HTTP
 * client, echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on state-changing requests.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private readonly app: FastifyInstance;
  private readonly headers: Record<string, string>;
  private readonly remoteAddress: string | undefined;
  /** `remoteAddress` makes the client come from another IP address (the limits count per address). */
  constructor(
    app: FastifyInstance,
    headers: Record<string, string> = {},
    { remoteAddress }: { remoteAddress?: string } = {},
  ) {
    this.app = app;
    this.headers = headers;
    this.remoteAddress = remoteAddress;
  }

  async request(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/xsrf-token');
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      headers: {
        ...this.headers,
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(method !== 'GET' && this.cookies.has('XSRF-TOKEN')
          ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')! }
          : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
  patch = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PATCH', url, body ?? {}, headers);
}

/** The e-mails in a data directory's outbox, oldest first, as text (unfolded quoted-printable). */
export function outboxMails(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8')));
}

/**
 * The newest outbox e-mail that matches, once it is there: mails leave through the queue after the answer,
 * so a test waits for them as a user waits for their inbox (up to `timeoutMs`).
 */
export async function waitForMail(t: TestApp, pattern: RegExp, { timeoutMs = 5000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.app.mailer.idle();
    const mail = outboxMails(t.dataDir)
      .reverse()
      .find((text) => pattern.test(text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Quoted-printable: soft line breaks, and =XX as the bytes of UTF-8 characters. */
export function decodeQuotedPrintable(text: string): string {
  const raw = text.replace(/=\r?\n/g, '');
  // Quoted-printable: =XX are the bytes of UTF-8 characters.
  return raw.replace(/(=[0-9A-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run.replace(/=/g, '%'));
    } catch {
      return run;
    }
  });
}

/** Polls `probe` every 50 ms until it gives a value, or fails after `timeoutMs` naming `what` it waited for. */
export async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port on 127.0.0.1 where nothing listens. */
export async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * How many segments one of the catalog's FTS5 indexes is in (SQLite). Its structure record (`<table>_data`, id 10)
 * starts with a 4-byte cookie, then (SQLite 3.45 and later) a 4-byte version marker, then the number of levels and
 * the number of segments as varints (one byte each below 128).
 */
export async function ftsSegments(
  db: Kysely<Database>,
  table: 'businesses_name_fts' | 'businesses_fts',
): Promise<number> {
  const { rows } = await sql<{
    block: Uint8Array;
  }>`select block from ${sql.table(`${table}_data`)} where id = 10`.execute(db);
  const block = rows[0]!.block;
  return block[(block[4] === 0xff ? 8 : 4) + 1]!;
}
