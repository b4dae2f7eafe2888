import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../bench/free-port.ts';
import { deleteRedisKeys } from './helper.ts';
import { DEFAULT_ORIGIN } from '@findable/core/site-facts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

/** One server process; a minimal cookie-keeping client that sends the anti-forgery header. */
class Node {
  readonly url: string;
  private readonly child: ChildProcess;
  private output = '';
  constructor(port: number, env: Record<string, string>) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, [serverMain], {
      // The build's own origin: another one would have each node rewrite the whole site before it starts.
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL: DEFAULT_ORIGIN,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk) => (this.output += chunk));
    this.child.stderr?.on('data', (chunk) => (this.output += chunk));
  }
  async ready(): Promise<void> {
    for (let i = 0; i < 150; i++) {
      if (this.child.exitCode !== null) throw new Error(`server exited:\n${this.output}`);
      if (
        await fetch(`${this.url}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server not ready:\n${this.output}`);
  }
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

class Browserish {
  cookies = new Map<string, string>();
  async post(base: string, url: string, body: unknown) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.call(base, 'GET', '/api/xsrf-token');
    return this.call(base, 'POST', url, body);
  }
  async call(base: string, method: string, url: string, body?: unknown) {
    const response = await fetch(base + url, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method === 'POST'
          ? { 'content-type': 'application/json', 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' }
          : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    return response;
  }
}

const skip = databaseUrl && redisUrl ? false : 'TEST_DATABASE_URL and TEST_REDIS_URL are not both set (CI sets both)';
describe('two server processes on one PostgreSQL and one Redis', { skip }, () => {
  const schema = `multinode_${process.pid}_${Date.now().toString(36)}`;
  const dataDirs: string[] = [];
  let a: Node;
  let b: Node;

  before(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const shared = {
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl,
      JWT_SECRET: 'a-shared-secret-for-both-processes-0123456789',
      RATE_LIMIT_AUTH_PER_EMAIL: '4',
      RATE_LIMIT_AUTH_PER_IP: '100',
      // Keys of this run only, in the shared Redis; a short reuse grace, so the test can wait past it.
      REDIS_KEY_PREFIX: `findable-test-${schema}:`,
      REFRESH_REUSE_GRACE_SECONDS: '1',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    for (const _ of [0, 1]) dataDirs.push(mkdtempSync(path.join(tmpdir(), 'findable-node-')));
    a = new Node(portA, { ...shared, DATA_DIR: dataDirs[0]! });
    await a.ready(); // the first process migrates the schema
    b = new Node(portB, { ...shared, DATA_DIR: dataDirs[1]! });
    await b.ready();
  });
  after(async () => {
    await a?.stop();
    await b?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await deleteRedisKeys(redisUrl, `findable-test-${schema}:`);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('shares the login rate limit across processes', async () => {
    const client = new Browserish();
    const email = `limited-${Date.now()}@example.com`;
    const statuses = [];
    for (const node of [a, b, a, b, a])
      statuses.push((await client.post(node.url, '/api/auth/login', { email, password: 'wrong' })).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 429]);
  });

  it('keeps one refresh-token family: rotated on one process, reuse detected on the other', async () => {
    const victim = new Browserish();
    const registered = await victim.post(a.url, '/api/auth/register', {
      firstName: 'Multi',
      lastName: 'Node',
      email: `family-${Date.now()}@example.com`,
      password: 'family pass',
      confirmPassword: 'family pass',
      terms: true,
      termsPrivacy: true,
      generalDisclaimer: true,
    });
    assert.equal(registered.status, 201);
    const stolen = victim.cookies.get('findable_refresh')!;
    assert.equal(
      (await victim.post(b.url, '/api/auth/refresh-token', {})).status,
      200,
      'a session started on A refreshes on B',
    );
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the reuse grace
    const thief = new Browserish();
    thief.cookies.set('findable_refresh', stolen);
    assert.equal(
      (await thief.post(a.url, '/api/auth/refresh-token', {})).status,
      401,
      'the replayed token is refused on A',
    );
    assert.equal(
      (await victim.post(b.url, '/api/auth/refresh-token', {})).status,
      401,
      'and the whole family is revoked on B',
    );
  });
});
