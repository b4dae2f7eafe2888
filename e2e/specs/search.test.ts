import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGS } from '@findable/core/locales/messages';
import { paths } from '@findable/core/routes';
import type { Page, Request } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';

// The server seeds its demo catalog (20,000 businesses) on this first start. The rate limit is raised so
// the many searches of this file do not trip it.
const product = useProduct({ RATE_LIMIT_SEARCH_PER_MINUTE: '1000' });

const en = CATALOGS['en-US'].search;
const SEARCH_API = '/api/projects/searchBusiness';

async function openLanding(viewport: { width: number; height: number } = DESKTOP, locale: 'en-US' | 'de-DE' = 'en-US') {
  const context = await product.browser.newContext({ viewport, reducedMotion: 'reduce' });
  const { page, errors } = await openPage(context);
  const searches: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === SEARCH_API) searches.push(url.searchParams.get('search') ?? '');
  });
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(`${product.server.url}${paths.page('landing', locale)}`);
  const input = page.getByRole('combobox', { name: locale === 'en-US' ? en.label : CATALOGS['de-DE'].search.label });
  return { context, page, errors, searches, consoleLines, input };
}

const options = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The business names of the listed options; every option must show one (a renamed class must not empty the list). */
const optionNames = async (page: Page) => {
  const names = (await options(page).locator('span.font-semibold').allTextContents()).map((name) => name.trim());
  assert.equal(names.filter(Boolean).length, await options(page).count(), 'every option shows a business name');
  return names;
};
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Empties the focused field as a person does (fill('') can bypass React's change tracking). */
async function clear(page: Page) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

/** Types like a person: one key at a time, `delay` ms apart. */
const typeSlowly = (page: Page, text: string, delay = 60) => page.keyboard.type(text, { delay });

describe('call-to-action search box', () => {
  it('is in the prerendered page as a plain input with the placeholder, before any script runs', async () => {
    const html = await (await fetch(`${product.server.url}/en-US`)).text();
    assert.match(html, new RegExp(`placeholder="${en.placeholder}"`));
    assert.match(html, /role="combobox"/);
    // The button's label for visitors, beside the one for signed-in users (CSS shows one of them).
    assert.match(html, new RegExp(`<span class="cta-signed-out">${en.getReport}</span>`));
  });

  it('searches as the visitor types: spinner while loading, then at most 8 matching businesses in a 20rem list', async () => {
    const { context, page, errors, input, consoleLines } = await openLanding();
    // Hold the answer back a little so the loading state can be seen.
    await page.route(`**${SEARCH_API}?*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await input.click();
    await typeSlowly(page, 'kaveh');
    await page.getByTestId('search-spinner').waitFor();
    assert.equal(await page.getByRole('listbox').isVisible(), false, 'no list while loading');
    await options(page).first().waitFor();
    assert.equal(await page.getByTestId('search-spinner').count(), 0);
    const names = await optionNames(page);
    assert.ok(names.length >= 1 && names.length <= 8, `${names.length} results`);
    for (const name of names) assert.match(fold(name), /kaveh/, name);
    assert.equal(await input.getAttribute('aria-expanded'), 'true');
    const maxHeight = await page.getByRole('listbox').evaluate((list) => getComputedStyle(list).maxHeight);
    assert.equal(maxHeight, '320px');
    assert.ok(!consoleLines.some((line) => /searchBusiness/.test(line)), 'the production build does not print results');
    // The open combobox and its list pass axe too (the prerendered page is checked in accessibility.test.ts).
    assert.deepEqual(await axeViolations(page, '[role=search]'), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('waits 300 ms after the last key and skips a phrase it has just searched', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === SEARCH_API) searches.push(url.searchParams.get('search') ?? '');
    });
    // The page's timers run on a clock the test moves, so the 300 ms are exact whatever the machine's load.
    await page.clock.install();
    await page.goto(`${product.server.url}${paths.page('landing', 'en-US')}`);
    const input = page.getByRole('combobox', { name: en.label });
    await input.click();
    await page.locator('input[data-combobox]').waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150)); // real time, for requests to show up

    for (const [i, key] of [...'kavehaz'].entries()) {
      await page.keyboard.type(key);
      if (i < 6) await page.clock.runFor(250); // a pause shorter than 300 ms between keys
    }
    await page.clock.runFor(299);
    await settle();
    assert.deepEqual(searches, [], 'nothing before 300 ms of quiet');
    await page.clock.runFor(2);
    await options(page).first().waitFor();
    assert.deepEqual(searches, ['kavehaz'], 'one request for seven keys');

    // A key and its undo within the pause: the phrase is the one searched last, so no request.
    await page.keyboard.type('x');
    await page.clock.runFor(100);
    await page.keyboard.press('Backspace');
    await page.clock.runFor(400);
    // Trailing spaces do not make a new phrase either.
    await page.keyboard.type('  ');
    await page.clock.runFor(400);
    await settle();
    assert.deepEqual(searches, ['kavehaz']);

    await page.keyboard.type('bud');
    await page.clock.runFor(400);
    await settle();
    assert.deepEqual(searches, ['kavehaz', 'kavehaz bud']);
    await context.close();
  });

  it("aborts the older phrase's request, so its late answer never replaces the newer list", async () => {
    const { context, page, input, searches } = await openLanding();
    let releaseOld: () => void = () => {};
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    // What became of the older request, as the page's network saw it.
    let oldFate = 'pending';
    page.on('requestfailed', (request) => {
      if (request.url().includes('search=pizz')) oldFate = `failed: ${request.failure()?.errorText}`;
    });
    page.on('requestfinished', (request) => {
      if (request.url().includes('search=pizz')) oldFate = 'answered';
    });
    await page.route(`**${SEARCH_API}?*`, async (route) => {
      const phrase = new URL(route.request().url()).searchParams.get('search');
      if (phrase === 'pizz') {
        // The older phrase: its answer is held until the newer one is on screen, then sent. Whether the page
        // still takes it is asserted below from the page's side; Playwright may or may not reject the fulfil.
        const response = await route.fetch();
        await oldHeld;
        await route.fulfill({ response }).catch((error: Error) => {
          if (oldFate === 'pending') oldFate = `not sent: ${error.message}`;
        });
        return;
      }
      await route.continue();
    });
    await input.click();
    await typeSlowly(page, 'pizz');
    await page.waitForTimeout(450); // the 'pizz' request is out
    await clear(page);
    await typeSlowly(page, 'apotheke');
    await options(page).first().waitFor();
    const newer = await optionNames(page);
    assert.ok(newer.length > 0 && newer.every((name) => /apotheke/i.test(name)), newer.join(', '));
    releaseOld();
    await page.waitForTimeout(600);
    assert.equal(oldFate, 'failed: net::ERR_ABORTED', 'the newer search aborted the older request');
    assert.deepEqual(await optionNames(page), newer, 'the list is still the newer one');
    assert.deepEqual(searches, ['pizz', 'apotheke']);
    await context.close();
  });

  it('is a keyboard combobox: arrows move, Enter chooses, the dialog opens with that business, and it is marked Selected', async () => {
    const { context, page, errors, input } = await openLanding();
    await input.focus();
    await typeSlowly(page, 'kavehaz');
    await options(page).nth(1).waitFor();
    const names = await optionNames(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    assert.ok(active, 'aria-activedescendant names the highlighted option');
    assert.equal(await page.locator(`[id="${active}"]`).getAttribute('aria-selected'), 'true');
    assert.match(String(await page.locator(`[id="${active}"]`).textContent()), new RegExp(names[1]!));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('data-modal'), 'registerModal');
    assert.equal(await page.getByRole('listbox').isVisible(), false, 'choosing closes the list');
    const business = dialog.getByTestId('register-business');
    await business.waitFor();
    assert.match(String(await business.textContent()), new RegExp(names[1]!));

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await input.inputValue(), names[1]);
    // Closing the dialog gives the focus back to the search field (after the dialog has gone, so wait for it).
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox', undefined, {
      timeout: 5000,
    });
    // Open the list again: the chosen business carries the badge, and only it.
    await page.keyboard.press('ArrowDown');
    await options(page).first().waitFor();
    assert.equal(await input.inputValue(), names[1], 'reopening keeps the chosen name in the field');
    const badges = page.getByRole('listbox').getByText(en.selected, { exact: true });
    assert.equal(await badges.count(), 1);
    assert.match(String(await options(page).nth(1).textContent()), new RegExp(`${names[1]}.*${en.selected}`));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('opens the dialog with the business on a click, closes the list on a click outside, and Escape closes it', async () => {
    const { context, page, input } = await openLanding();
    await input.click();
    await typeSlowly(page, 'apotheke');
    await options(page).first().waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    assert.equal(await input.getAttribute('aria-expanded'), 'false');

    await input.click();
    await options(page).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    // Tabbing away from a highlighted business closes the list without choosing it.
    await input.click();
    await options(page).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await input.inputValue(), 'apotheke');

    await input.click();
    const first = options(page).first();
    await first.waitFor();
    const name = (await optionNames(page))[0]!;
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.match(String(await dialog.getByTestId('register-business').textContent()), new RegExp(name));
    await context.close();
  });

  it("'Get my report' opens the dialog without a business", async () => {
    const { context, page } = await openLanding();
    await page.getByRole('search').getByRole('button', { name: en.getReport }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('data-modal'), 'registerModal');
    assert.equal(await dialog.getByTestId('register-business').count(), 0);
    await context.close();
  });

  it('says so when nothing matches, and shows a short message when the search fails', async () => {
    const { context, page, input, searches } = await openLanding();
    await input.click();
    await typeSlowly(page, 'qqxyzzy');
    await page.getByText('No business matches “qqxyzzy”.', { exact: false }).waitFor();
    assert.equal(await page.getByRole('listbox').isVisible(), false);

    await page.route(`**${SEARCH_API}?*`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await clear(page);
    await typeSlowly(page, 'kaveh');
    await page.getByText(en.errors.unavailable).waitFor();
    assert.equal(await page.getByRole('listbox').isVisible(), false);

    await page.unroute(`**${SEARCH_API}?*`);
    await page.route(`**${SEARCH_API}?*`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '30' },
        body: '{"message":"x"}',
      }),
    );
    await typeSlowly(page, ' bud');
    await page.getByText(en.errors.rateLimited).waitFor();

    await page.unroute(`**${SEARCH_API}?*`);
    await page.route(`**${SEARCH_API}?*`, (route) => route.abort('internetdisconnected'));
    await typeSlowly(page, 'a');
    await page.getByText(en.errors.network).waitFor();

    // The same phrase works again once the search is back.
    await page.unroute(`**${SEARCH_API}?*`);
    await page.keyboard.press('Backspace');
    await typeSlowly(page, 'a');
    await options(page).first().waitFor();
    assert.deepEqual(searches.slice(-2), ['kaveh buda', 'kaveh buda'], 'a failed phrase is searched again');
    assert.equal(await page.getByText(en.errors.network).count(), 0);
    await context.close();
  });

  it('speaks German on the German page', async () => {
    const { context, page, input } = await openLanding(DESKTOP, 'de-DE');
    const de = CATALOGS['de-DE'].search;
    assert.equal(await input.getAttribute('placeholder'), de.placeholder);
    assert.equal(await page.getByRole('search').getByRole('button', { name: de.getReport }).count(), 1);
    await input.click();
    await typeSlowly(page, 'mueller');
    await options(page).first().waitFor();
    for (const name of await optionNames(page)) assert.match(name, /Müller/);
    await context.close();
  });
});

describe('mobile report bar', () => {
  it('appears on a phone after more than 200 px of scroll and opens the dialog without a business', async () => {
    const { context, page } = await openLanding(PHONE);
    const bar = page.getByTestId('mobile-report-bar');
    assert.equal(await bar.isVisible(), false, 'hidden at the top');
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(200);
    assert.equal(await bar.getAttribute('data-shown'), 'false', 'still hidden at 150 px');
    await page.evaluate(() => window.scrollTo(0, 260));
    await page.waitForFunction(
      () => document.querySelector('[data-testid=mobile-report-bar]')?.getAttribute('data-shown') === 'true',
    );
    await bar.getByRole('button', { name: en.getReport }).waitFor({ state: 'visible' });
    const box = await bar.boundingBox();
    assert.ok(box && Math.round(box.y + box.height) === PHONE.height, 'fixed to the bottom of the screen');
    await bar.getByRole('button', { name: en.getReport }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getByTestId('register-business').count(), 0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => document.querySelector('[data-testid=mobile-report-bar]')?.getAttribute('data-shown') === 'false',
    );
    await context.close();
  });

  it('is not shown on a desktop screen', async () => {
    const { context, page } = await openLanding(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.waitForTimeout(300);
    assert.equal(await page.getByTestId('mobile-report-bar').isVisible(), false);
    await context.close();
  });
});
