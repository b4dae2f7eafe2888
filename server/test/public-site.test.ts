import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from './helper.ts';

describe('public site: locale spelling', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite');
  });
  after(() => t.close());

  it('redirects a locale segment in another case to the canonical spelling, for good, keeping path and query', async () => {
    for (const [url, location] of [
      ['/en-us/pricing', '/en-US/pricing'],
      ['/EN-US/pricing?x=1', '/en-US/pricing?x=1'],
      ['/de-de', '/de-DE'],
      ['/hu-hu/local-seo-for-cafes', '/hu-HU/local-seo-for-cafes'],
    ] as const) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 301, url);
      assert.equal(response.headers.location, location);
      const target = await t.app.inject({ url: location });
      assert.equal(target.statusCode, 200, location);
    }
  });

  it('still sends an unknown page inside a respelled locale to that locale’s 404 page', async () => {
    const first = await t.app.inject({ url: '/en-us/no-such-page' });
    assert.equal(first.headers.location, '/en-US/no-such-page');
    const second = await t.app.inject({ url: first.headers.location });
    assert.equal(second.headers.location, '/en-US/404');
  });
});
