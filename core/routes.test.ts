import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appLink, externalAppSite, PAGE_IDS, pageAt, paths, pathsOf, PRODUCT_PAGES } from './routes.ts';

describe('links to the application site', () => {
  it('keeps our own application site under the locale, as a path or on a given origin', () => {
    assert.equal(appLink('login', 'de-DE'), '/de-DE/auth/login');
    assert.equal(
      appLink('account', 'hu-HU', { origin: 'https://findable.example' }),
      'https://findable.example/hu-HU/auth/account',
    );
    assert.equal(
      appLink('reset-password', 'en-US', { origin: 'http://localhost:3000', query: { token: 'a b&c' } }),
      'http://localhost:3000/en-US/auth/reset-password?token=a+b%26c',
    );
  });

  it('addresses an external application site at the paths the spec names', () => {
    assert.equal(
      appLink('token-login', 'de-DE', { externalAppUrl: 'https://app.example.com', query: { accessToken: 'x.y' } }),
      'https://app.example.com/auth/token-login?accessToken=x.y',
    );
    assert.equal(
      appLink('invite', 'hu-HU', { externalAppUrl: 'https://app.example.com', origin: 'https://ignored.example' }),
      'https://app.example.com/auth/invite',
    );
  });

  it("treats an APP_URL on the site's own origin as our own application site", () => {
    const site = 'https://www.findable.example';
    for (const [appUrl, expected] of [
      [undefined, null],
      ['', null],
      ['https://www.findable.example', null],
      ['https://www.findable.example/', null],
      ['https://app.findable.example/', 'https://app.findable.example'],
      [' https://app.findable.example// ', 'https://app.findable.example'],
      ['https://www.findable.example/app', 'https://www.findable.example/app'],
    ] as const) {
      assert.equal(externalAppSite(appUrl, site), expected, String(appUrl));
    }
  });
});

describe('paths of the public pages', () => {
  it('puts every page under its locale, the landing page at the locale itself', () => {
    assert.equal(paths.page('pricing', 'de-DE'), '/de-DE/pricing');
    assert.equal(paths.page('landing', 'hu-HU'), '/hu-HU');
    assert.equal(paths.vertical('dentists', 'en-US'), '/en-US/local-seo-for-dentists');
    assert.equal(paths.vertical('hair-salons', 'hu-HU'), '/hu-HU/local-seo-for-hair-salons');
  });

  it('links the legal page at a document, and the product demo at its anchor', () => {
    assert.equal(paths.legal('de-DE'), '/de-DE/legal');
    assert.equal(paths.legal('en-US', 'elevateTerms'), '/en-US/legal#elevateTerms');
    assert.equal(paths.legal('hu-HU', 'privacyPolicy'), '/hu-HU/legal#privacyPolicy');
    assert.equal(paths.localSeoDemo('de-DE'), '/de-DE/local-seo#demo');
  });
});

describe('the page table', () => {
  it('finds a page by its path or an alias, and nothing by another path', () => {
    assert.equal(pageAt(''), 'landing');
    assert.equal(pageAt('pricing'), 'pricing');
    assert.equal(pageAt('local-intelligence'), 'locationIntelligence');
    assert.equal(pageAt('locationIntelligence'), 'locationIntelligence');
    assert.equal(pageAt('auth/report'), 'authReport');
    assert.equal(pageAt('local-seo-for-dentists'), undefined);
    assert.equal(pageAt('nowhere'), undefined);
  });

  it('lists the main path before the aliases', () => {
    assert.deepEqual(pathsOf('locationIntelligence'), [
      'location-intelligence',
      'local-intelligence',
      'locationIntelligence',
    ]);
    assert.deepEqual(pathsOf('about'), ['about']);
  });

  it('names the eight product and audience pages that share the product layout', () => {
    assert.deepEqual(PRODUCT_PAGES, [
      'localSeo',
      'customerIntelligence',
      'competitorAnalysis',
      'onlinePerformance',
      'completeLocalMarketing',
      'locationIntelligence',
      'agencies',
      'businessOwners',
    ]);
    assert.equal(PAGE_IDS.length, 23);
    assert.equal(new Set(PAGE_IDS.flatMap(pathsOf)).size, 25);
  });
});
