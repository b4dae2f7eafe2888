import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGS } from '@findable/core/locales/messages';
import { DESKTOP, openPage } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';

/**
 * The site on its own domain: the server runs with a public origin and an operator other than the build's
 * (issue 13), and the browser sees them everywhere, after hydration and client navigation too.
 */
const ORIGIN = 'https://www.visibility.test';
const product = useProduct({
  SITE_URL: ORIGIN,
  OPERATOR_LEGAL_NAME: `O'Brien & Partner GmbH`,
  OPERATOR_STREET: 'Musterstraße 1',
  OPERATOR_POSTAL_CODE: '10115',
  OPERATOR_CITY: 'Berlin',
  OPERATOR_COUNTRY: 'DE',
  OPERATOR_SUPPORT_EMAIL: 'hilfe@obrien.test',
  OPERATOR_LEGAL_EMAIL: 'recht@obrien.test',
  OPERATOR_LINKEDIN_URL: 'https://www.linkedin.com/company/obrien-partner',
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000',
});

const common = CATALOGS['en-US'].common;

describe('the site on its own domain', () => {
  it('names the public origin in the badge embed code and image', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/en-US/unlock-badge?t=top25&c=${encodeURIComponent('Cafés')}`);
    const code = await page.getByRole('textbox', { name: CATALOGS['en-US'].badges.unlock.embedLabel }).inputValue();
    assert.match(
      code,
      /^<a href="https:\/\/www\.visibility\.test\/en-US\/badges\?utm_source=badge&amp;utm_medium=embed"/,
    );
    assert.match(
      code,
      /<img src="https:\/\/www\.visibility\.test\/api\/badge\/raw-badge\?type=top25&amp;cat=Caf%C3%A9s&amp;lang=en-US"/,
    );
    assert.ok(!code.includes('127.0.0.1') && !code.includes('localhost'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the configured operator on the legal page and in the footer, and keeps them after hydration and navigation', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/en-US/legal`);
    const terms = page.locator('#termsOfService');
    await assert.doesNotReject(
      terms
        .getByText(`provided by O'Brien & Partner GmbH, registered seat: Musterstraße 1, 10115 Berlin, Germany`)
        .waitFor(),
    );
    assert.equal(
      await page.getByRole('link', { name: 'LinkedIn' }).getAttribute('href'),
      'https://www.linkedin.com/company/obrien-partner',
    );
    assert.match((await page.locator('main').innerText()).replace(/\s+/g, ' '), /© 2025 O'Brien & Partner GmbH/);
    // Client-side navigation renders the next page's head from the loader data: the configured origin still.
    await page.getByRole('contentinfo').getByRole('link', { name: common.nav.pricing }).click();
    await page.waitForURL(/\/en-US\/pricing$/);
    await page.waitForFunction(() =>
      document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith('/en-US/pricing'),
    );
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${ORIGIN}/en-US/pricing`);
    assert.equal(
      await page.locator('meta[property="og:image"]').getAttribute('content'),
      `${ORIGIN}/og/en-US/pricing.png`,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the 404 page', () => {
  it('offers the search box and the popular pages to a lost visitor', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/en-US/no-such-page`);
    assert.match(page.url(), /\/en-US\/404$/);
    const search = page.getByTestId('not-found-search');
    await search.getByRole('heading', { name: common.notFound.searchTitle }).waitFor();
    const input = search.getByRole('combobox', { name: CATALOGS['en-US'].search.label });
    await input.click();
    await page.keyboard.type('cafe', { delay: 50 });
    const option = page.getByRole('listbox').getByRole('option').first();
    await option.waitFor();
    assert.match((await option.innerText()).toLowerCase(), /caf/);
    await page.keyboard.press('Escape');

    const popular = page.getByTestId('not-found-popular');
    const links = popular.getByRole('link');
    assert.equal(await links.count(), 6);
    assert.equal(
      await popular.getByRole('link', { name: new RegExp(common.nav.pricing) }).getAttribute('href'),
      '/en-US/pricing',
    );
    await popular.getByRole('link', { name: new RegExp(common.nav.badges) }).click();
    await page.waitForURL(/\/en-US\/badges$/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('is in German and Hungarian too, in the prerendered HTML', async () => {
    for (const locale of ['de-DE', 'hu-HU'] as const) {
      const response = await fetch(`${product.server.url}/${locale}/404`);
      assert.equal(response.status, 404);
      const html = await response.text();
      const text = CATALOGS[locale].common.notFound;
      for (const key of ['searchTitle', 'popularTitle', 'pricingHint', 'badgesHint'] as const) {
        assert.ok(html.includes(text[key].replace(/'/g, '&#x27;')), `${locale} ${key}`);
      }
      assert.match(html, /role="combobox"/);
    }
  });
});
