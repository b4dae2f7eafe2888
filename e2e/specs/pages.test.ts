import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOCALES, type Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { PAGES, pathsOf, PRODUCT_PAGES, type ProductPageId } from '@findable/core/routes';
import { SITE } from '@findable/core/site';
import { LANDING_TESTIMONIALS, TESTIMONIALS } from '@findable/core/testimonials';
import type { Page } from 'playwright-core';
import { DESKTOP, focusedText, hydrated, openPage, PHONE } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startThirdParty } from '../support/third-party.ts';

// The interactive demo is a third party: a stand-in on another loopback port records every request it gets.
const demoHost = await startThirdParty();
const DEMO_URL = `${demoHost.origin}/demo/findable`;
const product = useProduct({ DEMO_URL });
after(() => demoHost.close());

interface PageCopy {
  meta: { title: string };
  hero: { title: string };
}

/** Title and h1 of a page in a locale, from the catalogs the pages are built from. */
function copyOf(locale: Locale, id: 'landing' | 'about' | ProductPageId): PageCopy {
  const catalogs = CATALOGS[locale] as unknown as Record<string, unknown>;
  if (id === 'landing' || id === 'about') return catalogs[id] as PageCopy;
  return (catalogs.product as Record<string, PageCopy>)[id]!;
}

/** Every route of this issue inside a locale, with the page it shows. */
const ROUTES: Array<{ path: string; id: 'landing' | 'about' | ProductPageId }> = [
  { path: PAGES.landing.path, id: 'landing' },
  ...PRODUCT_PAGES.flatMap((id) => pathsOf(id).map((path) => ({ path, id }))),
  { path: PAGES.about.path, id: 'about' },
];

const url = (locale: Locale, path: string) => `${product.server.url}/${locale}${path ? `/${path}` : ''}`;
const transformOf = (page: Page) =>
  page
    .locator('.testimonial-track')
    .first()
    .evaluate((track) => getComputedStyle(track).transform);

describe('marketing pages', () => {
  it('answer 200 in every locale, each with its own title and heading, without console errors', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      for (const route of ROUTES) {
        const response = await page.goto(url(locale, route.path));
        const copy = copyOf(locale, route.id);
        assert.equal(response?.status(), 200, `${locale}/${route.path}`);
        assert.equal(await page.title(), copy.meta.title, `${locale}/${route.path}`);
        assert.equal((await page.getByRole('heading', { level: 1 }).textContent())?.trim(), copy.hero.title);
        titles.add(await page.title());
      }
    }
    // Aliases share their page's title; every other page has its own in every language.
    assert.equal(titles.size, LOCALES.length * (PRODUCT_PAGES.length + 2));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('draws its product windows on a phone without cut-off or overflowing text, in every language', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page } = await openPage(context);
    const pages = [PAGES.landing.path, ...PRODUCT_PAGES.map((id) => PAGES[id].path), PAGES.about.path];
    const failures: string[] = [];
    for (const locale of LOCALES) {
      for (const path of pages) {
        await page.goto(url(locale, path));
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const text = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
          const frames = [...document.querySelectorAll<HTMLElement>('[data-frame]')].filter(
            (frame) => frame.offsetWidth > 0,
          );
          for (const frame of frames) {
            const box = frame.getBoundingClientRect();
            for (const element of frame.querySelectorAll<HTMLElement>('*')) {
              // A row that scrolls sideways (the report's section tabs on a phone) may reach past the window.
              if (element.closest('svg') || element.offsetWidth === 0 || element.closest('[data-scrolls]')) continue;
              const rect = element.getBoundingClientRect();
              if (rect.right > box.right + 1 || rect.left < box.left - 1)
                found.push(`sticks out of its window: ${text(element)}`);
              else if (element.scrollWidth > element.clientWidth + 1) found.push(`overflows its box: ${text(element)}`);
            }
          }
          return { frames: frames.length, found };
        });
        assert.ok(problems.frames > 0 || path === PAGES.about.path, `${locale}/${path}: has product windows`);
        failures.push(...problems.found.map((problem) => `${locale}/${path}: ${problem}`));
      }
    }
    assert.deepEqual(failures, []);
    await context.close();
  });

  it('shows the same location intelligence page at all three paths, with one canonical URL', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    const seen = new Set<string>();
    for (const path of [PAGES.locationIntelligence.path, ...PAGES.locationIntelligence.aliases]) {
      await page.goto(url('de-DE', path));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      seen.add(`${canonical} ${heading}`);
      assert.match(String(canonical), /\/de-DE\/location-intelligence$/);
    }
    assert.equal(seen.size, 1);
    // Access is by request: a mail link instead of registration.
    const contact = CATALOGS['de-DE'].product.shared.contact;
    assert.match(String(await page.getByRole('link', { name: contact }).first().getAttribute('href')), /^mailto:/);
    await context.close();
  });

  it('has the headings, links and calls to action each page promises', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);

    await page.goto(url('en-US', PAGES.onlinePerformance.path));
    await page.getByRole('heading', { level: 1, name: 'Optimize your online presence' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Take control' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'A website that loads fast and converts' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Build authority that lasts' }).waitFor();

    await page.goto(url('en-US', PAGES.agencies.path));
    assert.match(
      String(await page.getByRole('link', { name: 'Contact us for access' }).first().getAttribute('href')),
      /^mailto:/,
    );
    // White-label reports and agency dashboards, marked with the Agency badge.
    for (const feature of ['White-label reports', 'Agency dashboards']) {
      const heading = page.getByRole('heading', { level: 3, name: feature });
      assert.equal(await heading.getByText('Agency', { exact: true }).count(), 1, feature);
    }

    await page.goto(url('en-US', PAGES.businessOwners.path));
    await page.getByRole('button', { name: 'Get started' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('data-modal'), 'registerModal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Complete Local Marketing: consultation on the scheduling page, month-to-month terms, expandable table.
    await page.goto(url('en-US', PAGES.completeLocalMarketing.path));
    assert.equal(
      await page.getByRole('link', { name: 'Book a consultation' }).first().getAttribute('href'),
      SITE.schedulingUrl,
    );
    const main = String(await page.locator('main').textContent());
    for (const term of ['$449', 'Month to month', 'No cancellation fee', 'No long-term contract'])
      assert.ok(main.includes(term), term);
    const toggle = page.getByRole('button', { name: /Show all 11 services/ });
    const rows = page.locator('#services-rows tr');
    const visibleRows = () => rows.evaluateAll((trs) => trs.filter((tr) => !(tr as HTMLElement).hidden).length);
    assert.equal(await visibleRows(), 6);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    assert.equal(await visibleRows(), 11);
    assert.equal(await page.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded'), 'true');

    // About: mission, three statistics, the three openings with locations and a view-all link.
    await page.goto(url('en-US', PAGES.about.path));
    const about = String(await page.locator('main').textContent());
    for (const figure of ['98%', '50M+', '2,000+']) assert.ok(about.includes(figure), figure);
    for (const job of ['Junior marketing assistant', 'Medior fullstack developer', 'Sales assistant']) {
      await page.getByRole('heading', { level: 3, name: job }).waitFor();
    }
    for (const image of ['team', 'office'] as const) {
      await page.getByRole('img', { name: CATALOGS['en-US'].visuals[image].alt }).waitFor();
    }
    assert.equal(
      await page.getByRole('link', { name: 'View all openings' }).getAttribute('href'),
      '/en-US/legal#positions',
    );
    // German and Hungarian word 'more than' their own way.
    await page.goto(url('de-DE', PAGES.about.path));
    assert.ok(String(await page.locator('main').textContent()).includes('über 50\u00a0Mio.'));
    await page.goto(url('hu-HU', PAGES.about.path));
    // The number keeps together: a narrow column wraps after 'több mint', not inside '50 millió'.
    assert.ok(String(await page.locator('main').textContent()).includes('több mint 50\u00a0millió'));
    // The figures drawn in the report preview and the dashboards follow the locale too.
    await page.goto(url('de-DE', ''));
    const preview = page.getByRole('figure', {
      name: CATALOGS['de-DE'].landing.preview.label.replace('{{score}}', '78'),
    });
    assert.ok(String(await preview.textContent()).includes('4,8 ★'));
    await page.goto(url('de-DE', PAGES.agencies.path));
    assert.ok(String(await page.locator('main').textContent()).includes('+18\u00a0%'));
    // Hungarian spells thousands out in a drawing too: '52 ezer', not the short '52 E'.
    await page.goto(url('hu-HU', PAGES.locationIntelligence.path));
    assert.match(String(await page.locator('main').textContent()), /52\sezer/);

    // The landing page: the claims, the customer story and the guarantee's terms.
    await page.goto(url('en-US', ''));
    const landing = String(await page.locator('main').textContent());
    for (const claim of ['98%', '50M+', '2,000+', '+$3,000', '+30%', 'within 3 months', '30 to 60 days']) {
      assert.ok(landing.includes(claim), claim);
    }
    // Links of the build-time sections navigate in the client, and the next page draws its visuals.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Explore location intelligence' }).click();
    await page.waitForURL(/\/en-US\/location-intelligence$/);
    await page.getByRole('heading', { level: 1, name: 'Open where demand is high and competition is thin' }).waitFor();
    await page.getByRole('img', { name: CATALOGS['en-US'].visuals.hexmapPro.alt }).waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      true,
      'no full page load',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('landing tabs', () => {
  const selected = (page: Page) =>
    page.getByRole('tablist', { name: 'What the report shows' }).getByRole('tab', { selected: true }).textContent();
  const visiblePanels = (page: Page) =>
    page
      .locator('[role="tabpanel"][id^="panel-"]')
      .evaluateAll((panels) => panels.filter((p) => !(p as HTMLElement).hidden).map((p) => p.id));

  it('show one panel at a time and switch by click and by arrow keys', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(url('en-US', ''));
    const tabs = page.getByRole('tablist', { name: 'What the report shows' }).getByRole('tab');
    assert.deepEqual(await tabs.allTextContents(), ['Search visibility', 'Customer insights', 'Competitors', 'Growth']);
    assert.equal(await selected(page), 'Search visibility');
    assert.deepEqual(await visiblePanels(page), ['panel-visibility']);

    await tabs.filter({ hasText: 'Competitors' }).click();
    assert.equal(await selected(page), 'Competitors');
    assert.deepEqual(await visiblePanels(page), ['panel-competitors']);
    await page
      .getByRole('tabpanel')
      .getByRole('heading', { name: 'Know why the shop next door outranks you' })
      .waitFor();

    // Keyboard: arrows move (and wrap), Home and End jump; only the selected tab is in the tab order.
    await page.keyboard.press('ArrowRight');
    assert.equal(await selected(page), 'Growth');
    assert.equal(await focusedText(page), 'Growth');
    await page.keyboard.press('ArrowRight');
    assert.equal(await selected(page), 'Search visibility');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focusedText(page), 'Growth');
    await page.keyboard.press('Home');
    assert.equal(await selected(page), 'Search visibility');
    await page.keyboard.press('End');
    assert.deepEqual(await visiblePanels(page), ['panel-growth']);
    assert.deepEqual(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex'))), [
      '-1',
      '-1',
      '-1',
      '0',
    ]);

    // Each panel's button opens the registration dialog.
    await page.getByRole('tabpanel').getByRole('button', { name: 'Get started' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('data-modal'), 'registerModal');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('draw each panel’s picture: those of the hidden panels come from their own files on the click, the map as an image', async () => {
    const locale = 'hu-HU';
    const landing = CATALOGS[locale].landing as unknown as { tabs: Record<string, { tab: string }> };
    const visuals = CATALOGS[locale].visuals as unknown as Record<string, { title: string; alt: string }>;
    const report = CATALOGS[locale].report as unknown as { sample: { loadError: string } };
    // As served: the hidden panels keep their copy and their picture's alt text, not the drawing itself
    // (web/scripts/deferred-panels.ts); the geo-grid of the first panel is an image file (drawings-as-images.ts).
    const served = await (await fetch(url(locale, ''))).text();
    const insights = served.slice(served.indexOf('id="panel-insights"'), served.indexOf('id="panel-competitors"'));
    assert.ok(insights.includes(`aria-label="${visuals.reviews!.alt}"`));
    assert.match(
      insights,
      /<div aria-hidden="true" class="h-full" data-fragment="\/assets\/panel-[0-9a-f]+\.html"[^<>]*><\/div>/,
    );
    assert.ok(!insights.includes(visuals.reviews!.title));
    assert.match(
      served,
      /<img src="\/assets\/drawing-[0-9a-f]{16}\.svg" alt="" width="320" height="320"[^<>]* loading="lazy"/,
    );
    assert.ok(!served.includes('data-image'));

    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    await page.route('**/assets/panel-*', (route) => route.abort());
    await page.goto(url(locale, ''));
    await hydrated(page);
    const tab = (id: string) =>
      page
        .locator('section[aria-labelledby="tabs-title"]')
        .getByRole('tab', { name: landing.tabs[id]!.tab, exact: true });
    const picture = (id: string) => page.locator(`#panel-${id} [role="img"]`);
    // The geo-grid is drawn once the panel is near the screen.
    await page.locator('#panel-visibility').scrollIntoViewIfNeeded();
    const grid = page.locator('#panel-visibility img[src^="/assets/drawing-"]');
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 320,
      await grid.elementHandle(),
    );
    // Offline: the picture's place says so in the visitor's language; back online, the next choice draws it.
    await tab('insights').click();
    await picture('insights').getByText(report.sample.loadError).waitFor();
    await page.unroute('**/assets/panel-*');
    await tab('visibility').click();
    await tab('insights').click();
    await picture('insights').getByText(visuals.reviews!.title).waitFor();
    for (const id of ['competitors', 'growth'] as const) {
      await tab(id).click();
      await picture(id).getByText(visuals[id]!.title, { exact: true }).waitFor();
    }
    assert.deepEqual(
      errors.filter((error) => !/net::ERR_FAILED/.test(error)),
      [],
    );
    await context.close();
  });
});

describe('testimonials', () => {
  it('fit their 500 px cards in every language, from phones to wide screens', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    for (const width of [375, 800, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const locale of LOCALES) {
        // The landing's cards are build-time HTML, the product page's are React: both must fit.
        for (const inner of ['', PAGES.localSeo.path]) {
          await page.goto(url(locale, inner));
          const cards = page.getByTestId('testimonial-carousel').locator('button');
          assert.ok((await cards.count()) >= 5, `${locale}/${inner}: the carousel's cards are there to check`);
          const overflowing = await cards.evaluateAll((all) =>
            all
              .filter((card) => card.scrollHeight > card.clientHeight + 1)
              .map((card) => card.textContent?.slice(0, 40)),
          );
          assert.deepEqual(overflowing, [], `${locale}/${inner} at ${width} px`);
        }
      }
    }
    await context.close();
  });

  it('the carousel moves on its own and keeps moving after a drag', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(url('en-US', ''));
    const carousel = page.getByTestId('testimonial-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const first = await transformOf(page);
    await page.waitForTimeout(600);
    const second = await transformOf(page);
    assert.notEqual(first, second, 'the track moves by itself');

    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, y, { steps: 8 });
    await page.mouse.up();
    assert.ok((await carousel.evaluate((viewport) => viewport.scrollLeft)) > 100, 'the drag scrolled the strip');
    // A drag that ends on a card is not a click on it.
    assert.equal(await page.getByRole('dialog').count(), 0);

    const third = await transformOf(page);
    await page.waitForTimeout(600);
    assert.notEqual(third, await transformOf(page), 'the track still moves after the drag');
    await context.close();
  });

  it('stands still for visitors who prefer reduced motion', async () => {
    const context = await product.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const { page } = await openPage(context);
    await page.goto(url('en-US', ''));
    assert.equal(await transformOf(page), 'none');
    // The page itself never scrolls sideways.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
    await context.close();
  });

  it('a card click opens the registration dialog with that testimonial', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(url('en-US', ''));
    const dialog = page.locator('[data-modal="registerModal"]');

    // A card of the moving carousel (clicked where it is, without waiting for it to stand still) …
    const first = LANDING_TESTIMONIALS.carousel[1]!;
    await page
      .getByTestId('testimonial-carousel')
      .getByRole('button', { name: first.name })
      .first()
      .click({ force: true });
    // The dialog's title shows at once; its panels follow when their catalogs have loaded.
    const shown = dialog.getByTestId('register-testimonial');
    await shown.waitFor();
    assert.match(String(await shown.textContent()), new RegExp(first.name));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // … and a card of the wall.
    const second = LANDING_TESTIMONIALS.wall[1]!;
    await page.getByTestId('testimonial-wall').getByRole('button', { name: second.name }).click();
    await shown.waitFor();
    assert.match(String(await shown.textContent()), new RegExp(second.name));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('opens the dialog with the clicked testimonial from the React-rendered carousel of a product page too', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(url('en-US', PAGES.localSeo.path));
    const card = page.getByTestId('testimonial-carousel').getByRole('button', { name: TESTIMONIALS[3]!.name }).first();
    await card.click({ force: true });
    const shown = page.locator('[data-modal="registerModal"]').getByTestId('register-testimonial');
    await shown.waitFor();
    assert.match(String(await shown.textContent()), new RegExp(TESTIMONIALS[3]!.name));
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('interactive demo', () => {
  it('keeps our sample report in view and loads the configured third-party frame only after the click, 720 px tall on desktop', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    demoHost.requests.length = 0;
    await page.goto(`${url('en-US', PAGES.localSeo.path)}#demo`, { waitUntil: 'networkidle' });
    const demo = page.locator('#demo');
    await demo.getByRole('button', { name: 'Start the interactive demo' }).waitFor();
    await demo.getByTestId('report').waitFor();
    assert.equal(await demo.locator('iframe').count(), 0);
    assert.equal(demoHost.requests.length, 0, 'nothing is requested from the demo host before the click');

    await demo.getByRole('button', { name: 'Start the interactive demo' }).click();
    const frame = demo.locator('iframe');
    await frame.waitFor();
    assert.equal(await frame.getAttribute('src'), DEMO_URL);
    assert.equal(await frame.getAttribute('title'), 'Findable interactive demo');
    assert.equal(Math.round((await frame.boundingBox())!.height), 720);
    for (let i = 0; i < 50 && !demoHost.requests.includes('/demo/findable'); i++) await page.waitForTimeout(100);
    assert.ok(demoHost.requests.includes('/demo/findable'), 'the frame was requested after the click');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('is 200 px tall on small screens and works the same on the landing page', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page } = await openPage(context);
    demoHost.requests.length = 0;
    await page.goto(url('hu-HU', ''), { waitUntil: 'networkidle' });
    const block = page.getByTestId('demo-block');
    await block.getByTestId('demo-start').waitFor();
    assert.equal(demoHost.requests.length, 0);
    await block.getByTestId('demo-start').click();
    const frame = page.getByTestId('demo-frame').locator('iframe');
    await frame.waitFor();
    assert.equal(Math.round((await frame.boundingBox())!.height), 200);
    await context.close();
  });

  describe('without a configured demo', () => {
    let bare: RunningServer;
    before(async () => {
      bare = await startServer();
    });
    after(() => bare?.stop());

    for (const [locale, path] of [
      ['en-US', PAGES.localSeo.path],
      ['hu-HU', ''],
      ['de-DE', PAGES.competitorAnalysis.path],
    ] as const) {
      it(`${locale}/${path}: shows our own sample report, every section clickable, with no third-party request and no sign-up`, async () => {
        const context = await product.browser.newContext({ viewport: DESKTOP });
        const { page, errors } = await openPage(context);
        const foreign: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).origin !== bare.url) foreign.push(request.url());
        });
        await page.goto(`${bare.url}/${locale}${path ? `/${path}` : ''}`, { waitUntil: 'networkidle' });
        const report = CATALOGS[locale].report as unknown as {
          sampleChip: string;
          tabs: Record<string, string>;
          header: { source: { sample: string } };
        };
        const block = page.getByTestId('demo-block');
        await block.getByTestId('report').waitFor();
        assert.equal(await block.getAttribute('data-demo'), 'sample');
        assert.equal((await block.getByTestId('report-chip').textContent())?.trim(), report.sampleChip);
        assert.equal((await block.getByTestId('report-source').textContent())?.trim(), report.header.source.sample);
        assert.equal(await block.getByTestId('report-business').textContent(), 'Café Aurora');
        // The sections after the first come from their own files (web/scripts/deferred-panels.ts): empty in the
        // page as served, filled on the click.
        const served = await (await fetch(page.url())).text();
        assert.match(
          served,
          /data-testid="report-panel-competitors" data-fragment="\/assets\/panel-[0-9a-f]+\.html"[^<>]*><\/div>/,
        );
        // Every section of the full audit, unlocked and read-only: a click shows it, nothing asks to sign up.
        for (const id of ['rankings', 'competitors', 'reviews', 'fixes', 'overview']) {
          await block.getByRole('tab', { name: report.tabs[id] }).click();
          const panel = block.getByTestId(`report-panel-${id}`);
          assert.equal(await panel.isVisible(), true, id);
          await panel.locator(':scope > *').first().waitFor();
          assert.ok((await panel.innerText()).trim().length > 40, `${id}: the section has its content`);
          assert.equal(await panel.getByText(/🔒|locked/i).count(), 0);
        }
        assert.equal(await page.getByRole('dialog').count(), 0, 'no sign-up dialog');
        assert.equal(await page.locator('iframe').count(), 0);
        assert.deepEqual(foreign, [], 'no third-party request');
        assert.deepEqual(errors, []);
        await context.close();
      });
    }

    it('says in the visitor’s language when a section of the sample report cannot be loaded, and loads it on the next try', async () => {
      const context = await product.browser.newContext({ viewport: DESKTOP });
      const { page, errors } = await openPage(context);
      await page.route('**/assets/panel-*', (route) => route.abort());
      await page.goto(`${bare.url}/de-DE/${PAGES.competitorAnalysis.path}`);
      const report = CATALOGS['de-DE'].report as unknown as {
        tabs: Record<string, string>;
        sample: { loadError: string };
      };
      const block = page.getByTestId('demo-block');
      const panel = block.getByTestId('report-panel-competitors');
      await block.getByRole('tab', { name: report.tabs.competitors }).click();
      await panel.getByRole('status').filter({ hasText: report.sample.loadError }).waitFor();
      // Back online: choosing the section again fetches it.
      await page.unroute('**/assets/panel-*');
      await block.getByRole('tab', { name: report.tabs.overview }).click();
      await block.getByRole('tab', { name: report.tabs.competitors }).click();
      await panel.getByRole('status').waitFor({ state: 'detached' });
      assert.ok((await panel.innerText()).trim().length > 40);
      // The only errors are the refused requests themselves.
      assert.deepEqual(
        errors.filter((error) => !/net::ERR_FAILED/.test(error)),
        [],
      );
      await context.close();
    });

    it('"Watch the live demo" on a vertical page leads to the sample report', async () => {
      const context = await product.browser.newContext({ viewport: PHONE });
      const { page, errors } = await openPage(context);
      await page.goto(`${bare.url}/en-US/local-seo-for-dentists`);
      await page.getByRole('link', { name: 'Watch the live demo' }).first().click();
      await page.waitForURL(/\/en-US\/local-seo#demo$/);
      await page.locator('#demo').getByTestId('report').waitFor();
      assert.equal(await page.locator('#demo').getByTestId('report-business').textContent(), 'Café Aurora');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
});
