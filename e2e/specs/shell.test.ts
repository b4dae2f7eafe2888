import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CATALOGS } from '@findable/core/locales/messages';
import { paths } from '@findable/core/routes';
import { signInContext, signUpByApi } from '../support/accounts.ts';
import { DESKTOP, focusedText, hydrated, openPage, PHONE } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';
import { repoRoot, startServer, type RunningServer } from '../support/server.ts';
import { initialAssets } from '../tools/initial-assets.ts';
import { startThirdParty, type ThirdPartyStandIn } from '../support/third-party.ts';

const product = useProduct();

describe('locale routing', () => {
  it('sends / to the locale the browser prefers, with matching lang and header label', async () => {
    const context = await product.browser.newContext({ locale: 'de-DE', viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/`);
    assert.equal(new URL(page.url()).pathname, '/de-DE');
    assert.equal(await page.getAttribute('html', 'lang'), 'de-DE');
    assert.equal(await page.getByTestId('language-label').textContent(), 'DE');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('switches language in the footer and keeps the path, query and fragment', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/en-US?ref=newsletter#main`);
    await page.getByRole('link', { name: 'Magyar' }).click();
    await page.waitForURL(/\/hu-HU\?ref=newsletter#main$/);
    await page.waitForFunction(() => document.documentElement.lang === 'hu-HU');
    assert.equal(await page.getByTestId('language-label').textContent(), 'HU');
    await page.getByRole('heading', { level: 1, name: CATALOGS['hu-HU'].landing.hero.title }).waitFor();
    await page.goto(`${product.server.url}${paths.page('notFound', 'en-US')}`);
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/de-DE\/404$/);
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
    assert.equal(await page.getByTestId('language-label').textContent(), 'DE');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    const response = await page.goto(`${product.server.url}/en-US/this-page-does-not-exist`);
    assert.equal(new URL(page.url()).pathname, '/en-US/404');
    assert.equal(response?.status(), 404);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Page not found');
    await page.getByText('Sorry, we couldn’t find the page you’re looking for.').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Go back home' }).getAttribute('href'), '/en-US');
    assert.match(String(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')), /^mailto:/);
    await context.close();
  });
});

describe('header', () => {
  it('opens the mobile menu, and closes it on an outside click and on navigation', async () => {
    const context = await product.browser.newContext({ viewport: PHONE, hasTouch: true });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/en-US`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const panel = page.locator('#mobile-menu');
    assert.equal(await panel.isVisible(), false);
    await toggle.click();
    assert.equal(await panel.isVisible(), true);
    assert.equal(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'), 'true');
    // The panel covers the page below the header; the header bar itself (the logo area) is outside it.
    await page.mouse.click(200, 30);
    await page.waitForFunction(() => document.querySelector('#mobile-menu')?.hasAttribute('hidden'));
    await toggle.click();
    await panel.getByText('Use cases').click();
    await panel.getByRole('link', { name: 'Open positions' }).click();
    await page.waitForURL(/\/en-US\/legal#positions$/);
    await page.waitForFunction(() => document.querySelector('#mobile-menu')?.hasAttribute('hidden'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('works the dropdown menus by keyboard', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}/en-US`);
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    assert.equal(await services.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.match(await focusedText(page), /^Local SEO audit/);
    await page.keyboard.press('ArrowDown');
    assert.match(await focusedText(page), /^Competitor analysis/);
    await page.keyboard.press('End');
    assert.match(await focusedText(page), /^Complete Local Marketing/);
    await page.keyboard.press('Escape');
    assert.equal(await services.getAttribute('aria-expanded'), 'false');
    assert.equal(await focusedText(page), 'Services');
    // ArrowDown on a closed menu opens it and enters the list; Tab out of it closes it.
    const businesses = page.getByRole('button', { name: 'Businesses' });
    await businesses.focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await businesses.getAttribute('aria-expanded'), 'true');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Restaurants');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await businesses.getAttribute('aria-expanded'), 'false');
    await context.close();
  });
});

describe('deferred hydration', () => {
  it('keeps the footer and the landing sections out of the first script, and hydrates them before the page is marked ready', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${product.server.url}/en-US`);
    const html = String(await response?.text());
    // The prerendered HTML holds the footer, but none of the scripts the page loads before it paints is the
    // footer's (what the size budget counts: the page's module scripts and their static imports).
    assert.match(html, /<footer[^>]*>/);
    const clientDir = path.join(repoRoot, 'web/build/client');
    const { scripts } = initialAssets(html, clientDir);
    assert.ok(scripts.some(({ file }) => /\/landing-/.test(file)));
    const code = scripts.map(({ file }) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    for (const key of ['footer.ctaTitle', 'tabs.label', 'a11y.chooseLanguage'])
      assert.ok(!code.includes(key), `${key} is in the first script`);
    // Marked ready (goto waited for it): the footer's call to action is live at once, no click is lost.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up for free' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sends the build-time sections once, and builds them from the .data file after a client-side navigation', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${product.server.url}/en-US/pricing`);
    assert.ok(response?.ok());
    const landing = await (await fetch(`${product.server.url}/en-US`)).text();
    // The features heading is in the page's markup, and not a second time in its inline data.
    const heading = 'All the tools of a local marketing team, in one place';
    assert.equal(landing.split(heading).length - 1, 1);
    await page.getByRole('banner').getByRole('link', { name: 'Findable home' }).click();
    await page.waitForURL(/\/en-US$/);
    await page.getByRole('heading', { name: heading }).waitFor();
    // The tabs (build-time panels) work after the navigation too.
    await page
      .getByRole('tablist', { name: 'What the report shows' })
      .getByRole('tab', { name: 'Competitors' })
      .click();
    assert.equal(await page.locator('#panel-competitors').isVisible(), true);
    assert.match(
      String(await page.locator('#panel-competitors').textContent()),
      /Know why the shop next door outranks you/,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('hydrates a signed-in page’s header menus instead of drawing them anew, and offers the report in them', async () => {
    const token = await signUpByApi(product.server.url, { email: 'header-menus@example.com' });
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await product.browser.newContext({ viewport, hasTouch: viewport === PHONE });
      await signInContext(context, token);
      // The header's elements as the HTML parser made them, before any script ran.
      await context.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          for (const element of document.querySelectorAll('header nav button, #mobile-menu'))
            (element as Element & { parsed?: boolean }).parsed = true;
        }),
      );
      const { page, errors } = await openPage(context);
      await page.goto(`${product.server.url}/en-US/auth/account`);
      await hydrated(page);
      // Drawn for the token (on a phone, in the bar's hidden desktop part).
      await page.locator('header a[href="/en-US/auth/report"]').waitFor({ state: 'attached' });
      // The token, found after hydrating, redraws the account links only: the deferred menus keep their
      // prerendered elements (drawn anew, they can be missing while their code loads).
      assert.deepEqual(
        await page.evaluate(() =>
          [...document.querySelectorAll('header nav button, #mobile-menu')].map(
            (element) => (element as Element & { parsed?: boolean }).parsed === true,
          ),
        ),
        [true, true, true, true],
      );
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('link', { name: 'My report' }).waitFor();
        assert.equal(await page.locator('#mobile-menu').getByRole('link', { name: 'Log in' }).count(), 0);
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
        await page
          .getByRole('link', { name: /Local SEO audit/ })
          .first()
          .waitFor();
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('leaves out a part whose code cannot load and keeps the rest of the page working', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.route('**/assets/footer-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${product.server.url}/en-US`);
    assert.equal(await page.getByTestId('error-screen').count(), 0);
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
    // The header's menus hydrated all the same.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await page
      .getByRole('link', { name: /Local SEO audit/ })
      .first()
      .waitFor();
    await context.close();
  });
});

describe('shared services', () => {
  it('opens a dialog through the modal service, closes it on Escape and releases the scroll lock', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/en-US`);
    const opener = page.getByRole('button', { name: 'Sign up for free' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('data-modal'), 'registerModal');
    const locked = await page.evaluate(() => getComputedStyle(document.body).overflow);
    assert.equal(locked, 'hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    // What the focused button shows (innerText leaves out the label for signed-in visitors, which is not displayed).
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.innerText === 'Sign up for free');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('scrolls to the top on navigation', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}/en-US/404`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok((await page.evaluate(() => window.scrollY)) > 300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/de-DE\/404$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });
});

describe('third parties and consent', () => {
  let thirdParty: ThirdPartyStandIn;
  let consentServer: RunningServer;
  before(async () => {
    thirdParty = await startThirdParty();
    consentServer = await startServer({ ANALYTICS_SCRIPT_URL: `${thirdParty.origin}/tag/script.js` });
  });
  after(async () => {
    await consentServer?.stop();
    await thirdParty?.close();
  });

  it('requests nothing from another origin on a site without third parties', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(product.server.url) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await page.goto(`${product.server.url}/en-US`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign up for free' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(foreign, []);
    assert.equal(
      await page.getByRole('region', { name: 'Your privacy' }).count(),
      0,
      'no banner when nothing needs consent',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('loads the analytics tag only after consent, remembers the choice, and confirms it', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${consentServer.url}/en-US`, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Your privacy' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Sign up for free' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.deepEqual(thirdParty.requests, [], 'nothing from the third party before consent');

    await banner.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(
      () => (window as unknown as { __thirdPartyLoaded?: boolean }).__thirdPartyLoaded === true,
    );
    assert.deepEqual(thirdParty.requests, ['/tag/script.js']);
    // The confirmation appears, then closes on its own after 3 s.
    const toast = page.getByRole('button', { name: /Privacy choice saved/ });
    await toast.waitFor();
    await toast.waitFor({ state: 'detached', timeout: 5000 });
    assert.equal(await banner.count(), 0);

    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(await page.getByRole('region', { name: 'Your privacy' }).count(), 0, 'the choice is remembered');
    assert.equal(thirdParty.requests.length, 2);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps third parties out after a rejection, and a click closes a notification', async () => {
    const before = thirdParty.requests.length;
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page } = await openPage(context);
    await page.goto(`${consentServer.url}/de-DE`, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    const toast = page.getByRole('button', { name: /Datenschutz-Einstellung gespeichert/ });
    await toast.click();
    await toast.waitFor({ state: 'detached', timeout: 1500 });
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(thirdParty.requests.length, before);
    assert.equal(await page.getByRole('region', { name: 'Ihre Privatsphäre' }).count(), 0);
    await context.close();
  });

  it('keeps the page when the notification code cannot load (offline, or an old tab after a deploy)', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.route('**/assets/notification-stack-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${consentServer.url}/en-US`, { waitUntil: 'networkidle' });
    const heading = String(await page.getByRole('heading', { level: 1 }).textContent());
    const failed = page.waitForEvent('requestfailed', (request) => /notification-stack/.test(request.url()));
    await page.getByRole('region', { name: 'Your privacy' }).getByRole('button', { name: 'Reject' }).click();
    await failed;
    await page.waitForTimeout(300);
    // The choice is taken and the page stands; only the card is missing (the live region is still there).
    assert.equal(await page.getByRole('region', { name: 'Your privacy' }).count(), 0);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), heading);
    await page.locator('section[aria-live=polite][aria-label=Notifications]').waitFor({ state: 'attached' });
    await context.close();
  });
});
