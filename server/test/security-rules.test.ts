import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { resolveSecret } from '../src/auth/secret.ts';
import { tokenHash } from '../src/auth/single-use-tokens.ts';
import { createUser } from '../src/db/users-repository.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../src/plugins/xsrf.ts';
import { buildTestApp, TestClient, type TestApp } from './helper.ts';

/**
 * The security and sign-up rules a client can see, each written so that it fails when the rule is loosened:
 * the password minimum, token expiry without tolerance, the anti-forgery check on every state-changing route
 * with a forged value of the right length, Secure cookies on an https origin, and the default limits.
 */

const JWT_SECRET = 'a-test-secret-that-signs-the-crafted-tokens-0123456789';
const signup = (email: string, password: string) => ({
  firstName: 'Rita',
  lastName: 'Rule',
  email,
  password,
  confirmPassword: password,
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('security rules', () => {
  let t: TestApp;
  const routes: Array<{ method: string; url: string }> = [];
  /** Routes that opt out of the anti-forgery check (called by servers that sign their requests instead). */
  const exempt: string[] = [];
  before(async () => {
    t = await buildTestApp(
      'sqlite',
      { JWT_SECRET, RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '1000' },
      {
        onRoute: (route) =>
          route.config?.xsrf === false
            ? exempt.push(route.url)
            : [route.method].flat().forEach((method) => routes.push({ method, url: route.url })),
      },
    );
  });
  after(() => t.close());

  it('accepts a 6-character password and refuses a 5-character one', async () => {
    const short = await new TestClient(t.app).post('/api/auth/register', signup('five@example.com', 'abcde'));
    assert.equal(short.statusCode, 400);
    assert.match(JSON.stringify(short.json()), /at least 6 characters/);
    const six = await new TestClient(t.app).post('/api/auth/register', signup('six@example.com', 'abcdef'));
    assert.equal(six.statusCode, 201);
    const login = await new TestClient(t.app).post('/api/auth/login', { email: 'six@example.com', password: 'abcdef' });
    assert.equal(login.statusCode, 200);
  });

  it('refuses any password for an account that has none (made by Google sign-in), like a wrong one', async () => {
    await createUser(t.app.db, {
      email: 'google-only@example.com',
      firstName: 'G',
      lastName: 'O',
      locale: 'en-US',
      passwordHash: null,
      accountType: 'business',
    });
    for (const password of ['', 'anything', 'decoy password that nobody has']) {
      const response = await new TestClient(t.app).post('/api/auth/login', {
        email: 'google-only@example.com',
        password,
      });
      assert.equal(response.statusCode, password ? 401 : 400, JSON.stringify(password));
    }
    const unknown = await new TestClient(t.app).post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: 'anything',
    });
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().code, 'api.invalidCredentials');
  });

  /** An access token with the claims of a real session, expiring at `exp` (seconds). */
  async function craftAccessToken(real: string, exp: number): Promise<string> {
    const claims = decodeJwt(real);
    return new SignJWT({ ...claims, exp, iat: exp - 900 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(JWT_SECRET));
  }

  it('refuses an access token once it has expired, with no tolerance', async () => {
    const { accessToken } = (
      await new TestClient(t.app).post('/api/auth/register', signup('expiry@example.com', 'secret pass'))
    ).json();
    const now = Math.floor(Date.now() / 1000);
    // The crafted token is good while it lives (so the refusals below are about the expiry alone) …
    assert.equal(
      (await t.app.inject({ url: '/api/projects', headers: bearer(await craftAccessToken(accessToken, now + 60)) }))
        .statusCode,
      200,
    );
    // … and refused a few seconds after its expiry, as long after.
    for (const ago of [5, 120, 3600]) {
      const expired = await t.app.inject({
        url: '/api/projects',
        headers: bearer(await craftAccessToken(accessToken, now - ago)),
      });
      assert.equal(expired.statusCode, 401, `expired ${ago} s ago`);
    }
  });

  it('refuses a refresh token past its expiry', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/auth/register', signup('refresh@example.com', 'secret pass'));
    const token = client.cookies.get('findable_refresh')!;
    assert.equal((await client.post('/api/auth/refresh-token')).statusCode, 200, 'a live token refreshes');
    const current = client.cookies.get('findable_refresh')!;
    assert.notEqual(current, token);
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash(current))
      .execute();
    const refused = await client.post('/api/auth/refresh-token');
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, 'Your session has ended. Please log in again.');
  });

  it('refuses a forged anti-forgery header of the right length', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/xsrf-token');
    const cookie = client.cookies.get(XSRF_COOKIE)!;
    assert.equal(cookie.length, 32);
    const forged = [...cookie].map((c) => (c === 'A' ? 'B' : 'A')).join('');
    const response = await client.post(
      '/api/auth/login',
      { email: 'six@example.com', password: 'abcdef' },
      { [XSRF_HEADER]: forged },
    );
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'api.forgery');
    // Only the last character differs: still refused.
    const nearly = `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;
    assert.equal(
      (
        await client.post(
          '/api/auth/login',
          { email: 'six@example.com', password: 'abcdef' },
          { [XSRF_HEADER]: nearly },
        )
      ).statusCode,
      403,
    );
  });

  it('hands out a readable anti-forgery cookie once, renews a malformed one, and a fresh one with a refusal', async () => {
    const issued = await t.app.inject({ url: '/api/xsrf-token' });
    assert.equal(issued.statusCode, 204);
    assert.equal(issued.headers['cache-control'], 'no-store');
    const cookie = issued.cookies.find((c) => c.name === XSRF_COOKIE)!;
    assert.match(cookie.value, /^[\w-]{32}$/);
    assert.equal(cookie.path, '/');
    assert.equal(cookie.sameSite, 'Lax');
    assert.notEqual(cookie.httpOnly, true, 'the page must read it to echo it');
    // A good token is kept; a malformed one is replaced.
    const again = await t.app.inject({ url: '/api/xsrf-token', headers: { cookie: `${XSRF_COOKIE}=${cookie.value}` } });
    assert.equal(again.cookies.length, 0);
    for (const bad of [cookie.value.slice(1), `${cookie.value}x`, `${cookie.value.slice(1)}!`]) {
      const renewed = await t.app.inject({
        url: '/api/xsrf-token',
        headers: { cookie: `${XSRF_COOKIE}=${encodeURIComponent(bad)}` },
      });
      assert.match(renewed.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '', /^[\w-]{32}$/, bad);
    }
    // A malformed cookie echoed in the header is still refused: both must be a real token.
    for (const bad of [cookie.value.slice(1), `${cookie.value}x`, `x${cookie.value}`]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `${XSRF_COOKIE}=${bad}`, [XSRF_HEADER]: bad },
      });
      assert.equal(refused.statusCode, 403, bad);
      assert.match(
        refused.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '',
        /^[\w-]{32}$/,
        'the refusal brings a fresh token',
      );
    }
    // Safe methods are not checked.
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const)
      assert.notEqual((await t.app.inject({ method, url: '/api/health' })).statusCode, 403, method);
  });

  it('refuses access tokens that are not ours: another issuer, no session, another algorithm', async () => {
    const { accessToken } = (
      await new TestClient(t.app).post('/api/auth/register', signup('issuer@example.com', 'secret pass'))
    ).json();
    const claims = decodeJwt(accessToken);
    assert.equal(claims.accountType, 'business');
    const key = new TextEncoder().encode(JWT_SECRET);
    const sign = (payload: Record<string, unknown>, alg = 'HS256') =>
      new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
    const status = async (token: string) =>
      (await t.app.inject({ url: '/api/projects', headers: bearer(token) })).statusCode;
    assert.equal(await status(await sign(claims)), 200, 'the same claims, signed again, are good');
    assert.equal(await status(await sign({ ...claims, iss: 'someone-else' })), 401);
    assert.equal(await status(await sign({ ...claims, sid: undefined })), 401);
    assert.equal(await status(await sign({ ...claims, sub: undefined })), 401);
    assert.equal(await status(await sign(claims, 'HS512')), 401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${accessToken.split('.')[1]}.`;
    assert.equal(await status(unsigned), 401);
  });

  it('refuses every state-changing route without the anti-forgery header, and stores nothing', async () => {
    // Only Stripe's webhook is exempt: it is verified by its signature (billing.test.ts refuses a forged one).
    assert.deepEqual(exempt, ['/api/billing/webhook']);
    const changing = routes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    // The table is read from the server's own routes, so a route added later is covered too.
    assert.ok(changing.length >= 11, `found ${changing.length} state-changing routes`);
    const client = new TestClient(t.app);
    await client.get('/api/xsrf-token');
    const { accessToken } = (
      await client.post('/api/auth/register', signup('forgery@example.com', 'secret pass'))
    ).json();
    const users = async () => (await t.app.db.selectFrom('users').select('id').execute()).length;
    const before = await users();
    for (const { method, url } of changing) {
      const cookieHeader = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await t.app.inject({
        method: method as 'POST',
        url: url.replace(':id', '00000000-0000-4000-8000-000000000000'),
        headers: { cookie: cookieHeader, ...bearer(accessToken), 'content-type': 'application/json' },
        payload: JSON.stringify(signup('forged-request@example.com', 'secret pass')),
      });
      assert.equal(response.statusCode, 403, `${method} ${url}`);
      assert.equal(response.json().code, 'api.forgery', `${method} ${url}`);
    }
    assert.equal(await users(), before, 'no account was created by a forged request');
  });

  it('keeps the default limits the README names: 5 attempts per e-mail and address, 20 per address', async () => {
    const readme = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');
    const row =
      /\| `RATE_LIMIT_AUTH_PER_IP`, `RATE_LIMIT_AUTH_PER_EMAIL`, `RATE_LIMIT_LOGIN_PER_ACCOUNT` \| (\d+), (\d+), (\d+) \|/.exec(
        readme,
      );
    assert.ok(row, 'the README lists the limits');
    const [perIp, perEmail] = [Number(row[1]), Number(row[2])];
    assert.deepEqual([perIp, perEmail], [20, 5]);
    const defaults = await buildTestApp('sqlite');
    try {
      const client = new TestClient(defaults.app, {}, { remoteAddress: '203.0.113.7' });
      const attempt = (email: string) => client.post('/api/auth/login', { email, password: 'wrong password' });
      for (let i = 1; i <= perEmail; i += 1)
        assert.equal((await attempt('victim@example.com')).statusCode, 401, `attempt ${i} on one e-mail`);
      assert.equal((await attempt('victim@example.com')).statusCode, 429, 'one more on that e-mail');
      // The address may still try other e-mails, up to its own limit.
      for (let i = perEmail + 2; i <= perIp; i += 1)
        assert.equal((await attempt(`other${i}@example.com`)).statusCode, 401, `attempt ${i} from the address`);
      assert.equal((await attempt('one-more@example.com')).statusCode, 429, 'one more from that address');
    } finally {
      await defaults.close();
    }
  });
});

describe('the signing key', () => {
  it('is JWT_SECRET when set, else one made once, kept private in DATA_DIR and the same after a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'findable-secret-'));
    try {
      assert.equal(resolveSecret('configured-secret', dir), 'configured-secret');
      const made = resolveSecret(undefined, dir);
      assert.match(made, /^[\w-]{64}$/);
      assert.equal(resolveSecret(undefined, dir), made, 'a restart keeps the sessions');
      assert.equal(readFileSync(path.join(dir, 'auth-secret'), 'utf8'), made);
      assert.equal(statSync(path.join(dir, 'auth-secret')).mode & 0o777, 0o600);
      assert.equal(resolveSecret('configured-secret', dir), 'configured-secret', 'JWT_SECRET still wins');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('cookies on an https origin', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', { SITE_URL: 'https://www.findable.example' });
  });
  after(() => t.close());

  it('marks the anti-forgery and session cookies Secure', async () => {
    const client = new TestClient(t.app);
    const token = await client.get('/api/xsrf-token');
    assert.equal(token.cookies.find((c) => c.name === XSRF_COOKIE)?.secure, true, 'XSRF-TOKEN');
    const registered = await client.post('/api/auth/register', signup('secure@example.com', 'secret pass'));
    assert.equal(registered.statusCode, 201);
    const refresh = registered.cookies.find((c) => c.name === 'findable_refresh');
    assert.equal(refresh?.secure, true, 'findable_refresh');
    assert.equal(refresh?.httpOnly, true);
  });

  it('leaves them plain on a local http origin, where a browser would drop Secure cookies', async () => {
    const local = await buildTestApp('sqlite', { SITE_URL: 'http://localhost:3000' });
    try {
      const response = await new TestClient(local.app).get('/api/xsrf-token');
      assert.notEqual(response.cookies.find((c) => c.name === XSRF_COOKIE)?.secure, true);
    } finally {
      await local.close();
    }
  });
});
