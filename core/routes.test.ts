import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appLink, externalAppSite } from './routes.ts';

describe('links to the application site', () => {
  it('keeps our own application site under the locale, as a path or on a given origin', () => {
    assert.equal(appLink('login', 'de-DE'), '/de-DE/auth/login');
    assert.equal(appLink('account', 'hu-HU', { origin: 'https://findable.example' }), 'https://findable.example/hu-HU/auth/account');
    assert.equal(
      appLink('reset-password', 'en-US', { origin: 'http://localhost:3000', query: { token: 'a b&c' } }),
      'http://localhost:3000/en-US/auth/reset-password?token=a+b%26c',
    );
  });

  it('addresses an external application site at the paths the spec names', () => {
    assert.equal(appLink('token-login', 'de-DE', { externalAppUrl: 'https://app.example.com', query: { accessToken: 'x.y' } }), 'https://app.example.com/auth/token-login?accessToken=x.y');
    assert.equal(appLink('invite', 'hu-HU', { externalAppUrl: 'https://app.example.com', origin: 'https://ignored.example' }), 'https://app.example.com/auth/invite');
  });

  it('treats an APP_URL on the site\'s own origin as our own application site', () => {
    const site = 'https://www.findable.example';
    for (const [appUrl, expected] of [
      [undefined, null],
      ['', null],
      ['https://www.findable.example', null],
      ['https://www.findable.example/', null],
      ['https://app.findable.example/', 'https://app.findable.example'],
      ['https://www.findable.example/app', 'https://www.findable.example/app'],
    ] as const) {
      assert.equal(externalAppSite(appUrl, site), expected, String(appUrl));
    }
  });
});
