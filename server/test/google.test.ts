import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from './helper.ts';

/** The discovery document of an OpenID provider on loopback: enough to start the flow. */
function startDiscovery(): Promise<{ server: Server; issuer: string }> {
  return new Promise((resolve) => {
    const server = createServer((request, response) => {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (request.url !== '/.well-known/openid-configuration') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        }),
      );
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

describe('Google sign-in', () => {
  let t: TestApp;
  let discovery: Server;
  before(async () => {
    const started = await startDiscovery();
    discovery = started.server;
    t = await buildTestApp('sqlite', {
      SITE_URL: 'https://www.findable.example',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: started.issuer,
    });
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => discovery.close(() => resolve()));
  });

  it('sends Google the callback on the configured public origin, whatever Host the request names', async () => {
    const response = await t.app.inject({
      url: '/api/auth/google?locale=de-DE',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    assert.equal(response.statusCode, 302);
    const location = new URL(String(response.headers.location));
    assert.equal(location.searchParams.get('redirect_uri'), 'https://www.findable.example/api/auth/google/callback');
    assert.equal(location.searchParams.get('code_challenge_method'), 'S256');
  });

  it('keeps what the sign-up link carries in its signed flow cookie, and drops what does not fit', async () => {
    const carry: Record<string, string> = {
      place: 'demo-000b5g',
      name: 'Café Central',
      address: 'Váci utca 1, Budapest',
      account: 'agency',
      plan: 'agency',
      period: 'annual',
      locations: '3',
    };
    const query = new URLSearchParams({ locale: 'hu-HU', ...carry });
    const carried = async (search: URLSearchParams) => {
      const response = await t.app.inject({ url: `/api/auth/google?${search.toString()}` });
      assert.equal(response.statusCode, 302);
      const cookie = [response.headers['set-cookie']].flat().find((line) => line?.startsWith('findable_oidc='))!;
      const unsigned = t.app.unsignCookie(decodeURIComponent(cookie.split(';')[0]!.slice('findable_oidc='.length)));
      assert.ok(unsigned.valid);
      return (JSON.parse(unsigned.value) as { carry?: Record<string, string> }).carry;
    };
    assert.deepEqual(await carried(query), carry);
    // A control character, an unknown account type, an overlong count: each dropped, the rest kept.
    query.set('name', 'Café\u0000Central');
    query.set('account', 'admin');
    query.set('locations', '123456');
    const { name: _name, account: _account, locations: _locations, ...kept } = carry;
    assert.deepEqual(await carried(query), kept);
    assert.equal(await carried(new URLSearchParams({ locale: 'de-DE' })), undefined);
  });
});
