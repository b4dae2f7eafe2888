import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BADGES } from '@findable/core/badges';
import { CATALOGS } from '@findable/core/locales/messages';
import { paths } from '@findable/core/routes';
import { DESKTOP, PHONE, openPage } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';

const product = useProduct();

/** The badges' SVGs in a served badges page, as the server sent them. */
const servedBadges = (html: string) =>
  [...html.matchAll(/<div data-badge-preview[^>]*>(<svg[\s\S]*?<\/svg>)<\/div>/g)].map((match) => match[1]!);

describe('badges', () => {
  it('draws the five badges of the badges page in the page: the images the API sends, this year, without a request', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    const requested: string[] = [];
    page.on('request', (request) => request.url().includes('/api/badge/raw-badge') && requested.push(request.url()));
    await page.goto(`${product.server.url}${paths.page('badges', 'de-DE')}`);
    await page.waitForSelector('html[data-hydrated]');
    // As served, each card holds the API's SVG for its badge, with its gradients' ids made unique in the page.
    const served = await (await context.request.get(`${product.server.url}${paths.page('badges', 'de-DE')}`)).text();
    const drawn = servedBadges(served);
    assert.equal(drawn.length, BADGES.length);
    for (const [index, badge] of BADGES.entries()) {
      const cat = CATALOGS['de-DE'].badges[badge.id].short;
      const api = await context.request.get(
        `${product.server.url}/api/badge/raw-badge?type=${badge.type}&cat=${encodeURIComponent(cat)}&lang=de-DE`,
      );
      assert.equal(drawn[index]!.replaceAll(`badge-${badge.id}-`, ''), await api.text(), badge.id);
      assert.ok(drawn[index]!.includes(`FINDABLE · ${new Date().getUTCFullYear()}`));
    }
    // In the browser: labelled with its title, drawn at the card's width, in the badge's own colours.
    const badges = page.locator('article [data-badge-preview] svg');
    assert.equal(await badges.count(), BADGES.length);
    for (const [index, badge] of BADGES.entries()) {
      const svg = badges.nth(index);
      assert.ok(String(await svg.getAttribute('aria-label')).startsWith(CATALOGS['de-DE'].badges[badge.id].title));
      assert.ok(((await svg.boundingBox())?.width ?? 0) > 250);
      const fill = await svg
        .locator('rect')
        .first()
        .evaluate((rect) => getComputedStyle(rect).fill);
      assert.equal(fill, `url("#badge-${badge.id}-bg")`);
    }
    assert.equal(
      new Set(await page.locator('[data-badge-preview] [id]').evaluateAll((nodes) => nodes.map((node) => node.id)))
        .size,
      BADGES.length * 2,
    );
    assert.doesNotMatch(served, /<(img|link)[^>]*raw-badge/);
    assert.deepEqual(requested, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("switches the prerendered badges to the visitor's year once the page has hydrated", async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    const built = new Date().getUTCFullYear();
    await page.clock.setFixedTime(new Date(Date.UTC(built + 3, 5, 1)));
    const served = await (await context.request.get(`${product.server.url}${paths.page('badges', 'en-US')}`)).text();
    const yearOf = (svg: string) => /FINDABLE · (\d{4})/.exec(svg)?.[1];
    assert.deepEqual(servedBadges(served).map(yearOf), Array(BADGES.length).fill(String(built)));
    await page.goto(`${product.server.url}${paths.page('badges', 'en-US')}`);
    await page.waitForSelector('html[data-hydrated]');
    const years = await page
      .locator('article [data-badge-preview]')
      .evaluateAll((nodes) => nodes.map((node) => node.innerHTML));
    assert.deepEqual(years.map(yearOf), Array(BADGES.length).fill(String(built + 3)));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sends invalid unlock-badge parameters home', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    for (const query of [
      '',
      '?t=top25',
      '?t=%20&c=cafe',
      '?t=null&c=cafe',
      '?t=top25&c=undefined',
      '?t=%20null%20&c=x',
    ]) {
      await page.goto(`${product.server.url}${paths.page('unlockBadge', 'en-US')}${query}`);
      await page.waitForURL(`${product.server.url}/en-US`, { timeout: 5000 });
    }
    await page.goto(`${product.server.url}${paths.page('unlockBadge', 'en-US')}?t=gold&c=Cafés`);
    await page.getByRole('heading', { name: 'Badge not found' }).waitFor();
    await context.close();
  });

  it('copies the embed code, shows the toast, downloads the PNG and opens the audit', async () => {
    const context = await product.browser.newContext({
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('unlockBadge', 'en-US')}?t=%20best25%20&c=%20Caf%C3%A9s%20`);
    await page.getByRole('heading', { level: 1, name: 'Top 25' }).waitFor();
    const image = page.getByTestId('badge-image');
    assert.match(String(await image.getAttribute('src')), /type=top25&cat=Caf%C3%A9s&lang=en-US/);
    await page.waitForFunction(
      () => (document.querySelector('[data-testid=badge-image]') as HTMLImageElement).naturalWidth > 0,
    );

    await page.getByRole('button', { name: 'Copy embed code' }).click();
    const toast = page.getByRole('button', { name: /Copied to clipboard!/ });
    await toast.waitFor();
    assert.match(String(await toast.textContent()), /Badge copied to clipboard!/);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(clipboard, /^<a href="[^"]+\/en-US\/badges\?utm_source=badge&amp;utm_medium=embed" rel="nofollow"/);
    assert.match(
      clipboard,
      /<img src="[^"]+\/api\/badge\/raw-badge\?type=top25&amp;cat=Caf%C3%A9s&amp;lang=en-US" width="300" height="180" alt="Top 25 badge: Cafés"/,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download image' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'findable-best25-badge.png');

    await page.getByRole('button', { name: 'Get my full audit' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows an error when the download fails', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.route('**/api/badge/raw-badge?*mode=png*', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}' }),
    );
    await page.goto(`${product.server.url}${paths.page('unlockBadge', 'en-US')}?t=trusted&c=Dentists`);
    await page.getByRole('button', { name: 'Download image' }).click();
    await page.getByRole('button', { name: /The image could not be downloaded/ }).waitFor();
    await context.close();
  });

  it("checks a business's eligibility from the search and links an earned badge", async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('badges', 'en-US')}`);
    await page.getByTestId('evaluated').first().filter({ hasText: /\d{4}/ }).waitFor();
    await page.getByRole('button', { name: 'Check eligibility' }).first().click();
    const search = page.locator('#check').getByRole('combobox');
    await search.fill('a');
    const option = page.locator('#check').getByRole('option').first();
    await option.waitFor();
    await option.click();
    const result = page.getByTestId('eligibility-result');
    await result.waitFor();
    assert.match(String(await result.textContent()), /Rank \d+ of \d+/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('tells a business in a small field that Top 25 needs fifty of its kind in the city, and awards it no Top badge', async () => {
    // A demo business whose category has fewer than fifty businesses in its city, found through the public API.
    const api = async <T>(path: string): Promise<T> =>
      (await fetch(`${product.server.url}${path}`, { headers: { cookie: 'XSRF-TOKEN=e2e' } })).json() as Promise<T>;
    let small: { name: string; address: string; total: number; rank: number } | undefined;
    for (const phrase of ['yoga', 'florist', 'bakery', 'dentist', 'a']) {
      for (const { place_id, name, formatted_address } of await api<
        Array<{ place_id: string; name: string; formatted_address: string }>
      >(`/api/projects/searchBusiness?search=${phrase}`)) {
        const standing = await api<{ total: number; rank: number }>(`/api/badges/eligibility?place_id=${place_id}`);
        if (standing.total < 50) small ??= { name, address: formatted_address, ...standing };
      }
      if (small) break;
    }
    assert.ok(small, 'the demo catalog has a small field');
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('badges', 'en-US')}`);
    await page.getByRole('button', { name: 'Check eligibility' }).first().click();
    await page.locator('#check').getByRole('combobox').fill(small.name);
    // By name and address: a name can be in the catalog in more than one city.
    await page
      .locator('#check')
      .getByRole('option')
      .filter({ hasText: small.name })
      .filter({ hasText: small.address })
      .first()
      .click();
    const result = page.getByTestId('eligibility-result');
    await result.getByText(`Rank ${small.rank} of ${small.total}`).waitFor();
    const note = String(await result.getByTestId('eligibility-top-note').textContent());
    assert.match(
      note,
      new RegExp(
        `Top 25 is only awarded where at least 50 businesses of the category compete in the city.*our catalog has ${small.total} here`,
      ),
    );
    assert.doesNotMatch(String(await result.textContent()), /Top (25|50|100)\s*Get/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
