import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { buildTestApp, ENGINES, skipUnless, TestClient, type TestApp } from './helper.ts';

/**
 * Hostile input, table-driven: every API route × every parameter × missing, wrong type, huge, NUL, control
 * characters, invalid UTF-8, given twice, and `__proto__`. Whatever comes in, the answer is never a 5xx, and a
 * refused request writes nothing.
 */

const TABLES = [
  'users',
  'refresh_tokens',
  'password_resets',
  'invites',
  'projects',
  'businesses',
  'mail_queue',
] as const;
const SIGNUP = {
  firstName: 'Fuzz',
  lastName: 'Tester',
  email: 'fuzz@example.com',
  password: 'fuzz password',
  confirmPassword: 'fuzz password',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
  accountType: 'business',
  place_id: 'demo-1',
  businessName: 'Fuzz Café',
  locale: 'de-DE',
};
const TOKEN = 'A'.repeat(43);

interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  /** With `{name}` for each path parameter, filled from `params`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  auth?: 'business' | 'agency';
  /** Answers 503 by design in this configuration (Google sign-in without Google settings, billing without Stripe). */
  unconfigured?: true;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/xsrf-token' },
  { method: 'GET', path: '/api/site-config' },
  { method: 'POST', path: '/api/auth/register', body: SIGNUP },
  { method: 'POST', path: '/api/auth/login', body: { email: 'owner@example.com', password: 'owner password' } },
  { method: 'POST', path: '/api/auth/refresh-token' },
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'POST', path: '/api/auth/forgotPassword', body: { email: 'owner@example.com', locale: 'hu-HU' } },
  { method: 'POST', path: '/api/auth/resetPassword', body: { token: TOKEN, newPassword: 'new password' } },
  {
    method: 'POST',
    path: '/api/auth/updateUser',
    body: { firstName: 'Olga', lastName: 'Owner', locale: 'en-US' },
    auth: 'business',
  },
  { method: 'POST', path: '/api/auth/registerWithInvite', body: { ...SIGNUP, token: TOKEN } },
  { method: 'GET', path: '/api/auth/google', query: { locale: 'de-DE' }, unconfigured: true },
  {
    method: 'GET',
    path: '/api/auth/google/callback',
    query: { code: 'abc', state: 'xyz', locale: 'en-US' },
    unconfigured: true,
  },
  { method: 'POST', path: '/api/invites', body: { email: 'client@example.com', locale: 'de-DE' }, auth: 'agency' },
  { method: 'GET', path: '/api/projects', auth: 'business' },
  { method: 'POST', path: '/api/projects', body: { name: 'Second place' }, auth: 'business' },
  {
    method: 'PATCH',
    path: '/api/projects/{id}',
    params: { id: '00000000-0000-4000-8000-000000000000' },
    body: { name: 'Renamed' },
    auth: 'business',
  },
  { method: 'GET', path: '/api/projects/searchBusiness', query: { search: 'cafe' } },
  {
    method: 'GET',
    path: '/api/badge/raw-badge',
    query: { type: 'top25', cat: 'Cafés', lang: 'de-DE', place_id: 'demo-1', mode: 'svg' },
  },
  { method: 'GET', path: '/api/badges/catalog' },
  { method: 'GET', path: '/api/badges/eligibility', query: { place_id: 'demo-1' } },
  { method: 'GET', path: '/api/messages/{locale}/{ns}', params: { locale: 'de-DE', ns: 'auth' } },
  { method: 'GET', path: '/api/billing/plan', auth: 'business' },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    body: { plan: 'pro', period: 'monthly', locations: 2 },
    auth: 'business',
    unconfigured: true,
  },
  { method: 'POST', path: '/api/billing/portal', body: { locale: 'de-DE' }, auth: 'business', unconfigured: true },
  { method: 'POST', path: '/api/billing/webhook', body: { id: 'evt_1', type: 'invoice.paid' }, unconfigured: true },
  {
    method: 'GET',
    path: '/{locale}/badges/verify/{placeId}/{type}',
    params: { locale: 'en-US', placeId: 'demo-1', type: 'trusted' },
  },
];

/** A hostile value, as JSON text (so it can hold what JSON.stringify would not write) or as raw bytes. */
type Hostile = { label: string; json: string } | { label: string; bytes: Buffer };
const json = (label: string, value: unknown): Hostile => ({ label, json: JSON.stringify(value) });
const HOSTILE_VALUES: Hostile[] = [
  json('a number', 42),
  json('true', true),
  json('null', null),
  json('an object', { $gt: '' }),
  json('a list', ['a', 'b']),
  json('10 KB', 'x'.repeat(10_240)),
  json('100 KB', 'x'.repeat(100_000)),
  json('NUL', 'a\u0000b'),
  json('control characters', 'a\r\nBcc: b\u202Ec'),
  json('a lone surrogate', 'a\ud800b'),
  { label: 'invalid UTF-8', bytes: Buffer.from([0x22, 0x61, 0xc3, 0x28, 0xff, 0x62, 0x22]) },
];

const HOSTILE_QUERY: Array<[string, (name: string, value: string) => string]> = [
  ['given twice', (name, value) => `${name}=${encodeURIComponent(value)}&${name}=other`],
  ['as a list', (name) => `${name}[]=a&${name}[]=b`],
  ['as an object', (name) => `${name}[__proto__]=x&${name}[a]=1`],
  ['huge', (name) => `${name}=${'x'.repeat(5000)}`],
  ['NUL', (name) => `${name}=a%00b`],
  ['control characters', (name) => `${name}=a%0D%0Ab%E2%80%AE`],
  ['invalid UTF-8', (name) => `${name}=a%C3%28%FFb`],
  ['broken escape', (name) => `${name}=%E0%A4%A`],
  ['empty', (name) => `${name}=`],
];

const HOSTILE_PATH: Array<[string, string]> = [
  ['NUL', 'a%00b'],
  ['invalid UTF-8', '%C3%28%FF'],
  ['broken escape', '%E0%A4%A'],
  ['huge', 'x'.repeat(3000)],
  ['dots', '..%2F..%2Fetc%2Fpasswd'],
  ['__proto__', '__proto__'],
];

interface Case {
  route: Route;
  label: string;
  request: InjectOptions;
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
}

/** The request a route is sent with, after one part of it has been made hostile. */
function cases(route: Route): Case[] {
  const out: Case[] = [];
  const query = (entries: string[]) => (entries.length ? `?${entries.join('&')}` : '');
  const queryOf = (skip?: string) =>
    Object.entries(route.query ?? {})
      .filter(([name]) => name !== skip)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  const url = (params = route.params ?? {}, entries = queryOf()) => `${fill(route.path, params)}${query(entries)}`;
  const bodyText = (body: Record<string, unknown>) => JSON.stringify(body);
  const make = (label: string, request: Omit<InjectOptions, 'method'>) =>
    out.push({ route, label, request: { method: route.method, ...request } });

  make('as sent', { url: url(), ...(route.body ? { payload: bodyText(route.body) } : {}) });
  for (const name of Object.keys(route.query ?? {})) {
    make(`${name} missing`, { url: url(undefined, queryOf(name)) });
    for (const [label, build] of HOSTILE_QUERY)
      make(`${name} ${label}`, { url: url(undefined, [...queryOf(name), build(name, route.query![name]!)]) });
  }
  make('__proto__ in the query', {
    url: url(undefined, [...queryOf(), '__proto__[admin]=1', 'constructor[prototype][admin]=1']),
  });
  for (const name of Object.keys(route.params ?? {})) {
    for (const [label, value] of HOSTILE_PATH)
      make(`${name} ${label}`, { url: url({ ...route.params, [name]: value }) });
  }
  if (route.method !== 'GET') {
    const body = route.body ?? {};
    for (const name of Object.keys(body)) {
      const { [name]: _, ...rest } = body;
      make(`${name} missing`, { url: url(), payload: bodyText(rest) });
      for (const hostile of HOSTILE_VALUES) {
        const head = bodyText({ ...rest }).slice(0, -1);
        const prefix = `${head}${head.length > 1 ? ',' : ''}"${name}":`;
        const payload =
          'json' in hostile
            ? `${prefix}${hostile.json}}`
            : Buffer.concat([Buffer.from(prefix), hostile.bytes, Buffer.from('}')]);
        make(`${name} ${hostile.label}`, { url: url(), payload });
      }
      make(`${name} given twice`, { url: url(), payload: `${bodyText(body).slice(0, -1)},"${name}":{"$ne":null}}` });
    }
    make('__proto__ in the body', { url: url(), payload: `{"__proto__":{"admin":true},${bodyText(body).slice(1)}` });
    make('constructor.prototype in the body', {
      url: url(),
      payload: `{"constructor":{"prototype":{"admin":true}},${bodyText(body).slice(1)}`,
    });
    make('a JSON list as the body', { url: url(), payload: '[1,2,3]' });
    make('a JSON string as the body', { url: url(), payload: '"hello"' });
    make('deeply nested JSON', { url: url(), payload: `${'['.repeat(5000)}${']'.repeat(5000)}` });
  }
  return out;
}

for (const engine of ENGINES) {
  describe(`hostile input on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    const tokens: Record<'business' | 'agency', string> = { business: '', agency: '' };
    let xsrf = '';
    before(async () => {
      t = await buildTestApp(engine, {
        RATE_LIMIT_AUTH_PER_IP: '100000',
        RATE_LIMIT_AUTH_PER_EMAIL: '100000',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
        RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
      });
      const client = new TestClient(t.app);
      const owner = {
        ...SIGNUP,
        email: 'owner@example.com',
        password: 'owner password',
        confirmPassword: 'owner password',
      };
      tokens.business = (await client.post('/api/auth/register', owner)).json().accessToken;
      tokens.agency = (
        await client.post('/api/auth/register', { ...owner, email: 'agency@example.com', accountType: 'agency' })
      ).json().accessToken;
      xsrf = client.cookies.get('XSRF-TOKEN')!;
      await t.app.mailer.idle();
      await t.app.mailer.idle();
    });
    after(() => t.close());

    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          TABLES.map(async (table) => [
            table,
            Number(
              (
                await t.app.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ]),
        ),
      );

    for (const route of ROUTES) {
      it(`${route.method} ${route.path}: no 5xx, nothing written when refused`, async () => {
        let n = 0;
        let before = await counts();
        for (const { label, request } of cases(route)) {
          const response = await t.app.inject({
            ...request,
            // Each request from its own address: the limits are tested elsewhere and must not hide a path here.
            remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
            headers: {
              'content-type': 'application/json',
              'accept-language': 'de-DE',
              cookie: `XSRF-TOKEN=${xsrf}`,
              'x-xsrf-token': xsrf,
              ...(route.auth ? { authorization: `Bearer ${tokens[route.auth]}` } : {}),
            },
          });
          const fine = response.statusCode < 500 || (route.unconfigured && response.statusCode === 503);
          // Text that is not text is refused, never stored as U+FFFD (docs/security.md 'Hostile input').
          // (The Stripe webhook reads its body raw, for the signature: unconfigured, it answers its designed 503 first.)
          if (/(lone surrogate|invalid UTF-8)$/.test(label) && request.payload !== undefined && !route.unconfigured) {
            assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${label}: ${response.statusCode}`);
          }
          assert.ok(fine, `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (response.statusCode >= 400 && String(response.headers['content-type']).startsWith('application/json')) {
            const body = response.json();
            assert.equal(typeof body.message, 'string', label);
            assert.match(body.code, /^[a-z]+(\.[A-Za-z]+)+$/, label);
          }
          await t.app.mailer.idle();
          // An accepted request may have queued a mail: let it leave, so the queue is quiet when counted.
          if (response.statusCode < 400) await t.app.mailer.idle();
          const now = await counts();
          if (response.statusCode >= 400)
            assert.deepEqual(now, before, `${label}: refused (${response.statusCode}), yet rows were written`);
          before = now;
        }
      });
    }
  });
}
