import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FAMILY_NAME_FIRST, LOCALES } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { paths, VERTICALS } from '@findable/core/routes';
import { LANDING_TESTIMONIALS, nameOf, testimonialsFor } from '@findable/core/testimonials';
import type { Page } from 'playwright-core';
import { findBusiness, signInContext, signUpByApi } from '../support/accounts.ts';
import { DESKTOP, hydrated, openPage, PHONE } from '../support/browser.ts';
import { overflowProblems, placeholderFits } from '../support/layout.ts';
import { useProduct } from '../support/product.ts';

const product = useProduct();
const WIDTHS = [PHONE, DESKTOP] as const;

async function openRegistration(page: Page, locale: (typeof LOCALES)[number]) {
  await page.goto(`${product.server.url}${paths.page('landing', locale)}`);
  await page.getByRole('button', { name: CATALOGS[locale].search.getReport }).first().click();
  const dialog = page.locator('[data-modal="registerModal"]');
  await dialog.locator('form').waitFor();
  // The dialog grows in over 100 ms; measure it at its final size.
  await page.waitForFunction(
    () => document.querySelector('[data-modal="registerModal"]')?.getAnimations().length === 0,
  );
  return dialog;
}

describe('layout at 375 and 1440 px', () => {
  it('keeps the landing, badges, unlock-badge and vertical pages inside the screen, text inside its boxes', async () => {
    const failures: string[] = [];
    for (const viewport of WIDTHS) {
      const context = await product.browser.newContext({ viewport });
      const { page } = await openPage(context);
      for (const locale of LOCALES) {
        const pages = [
          // The landing page's figures: 'több mint 50 millió' once ran into its neighbours.
          paths.page('landing', locale),
          paths.page('badges', locale),
          `${paths.page('unlockBadge', locale)}?t=top25&c=${encodeURIComponent('restaurants · Budapest')}`,
          ...VERTICALS.map((vertical) => paths.vertical(vertical, locale)),
        ];
        for (const path of pages) {
          await page.goto(`${product.server.url}${path}`);
          if (path.includes('unlock-badge')) await page.getByTestId('badge-image').waitFor();
          failures.push(
            ...(await overflowProblems(page, 'main')).map((problem) => `${viewport.width} px ${path}: ${problem}`),
          );
        }
      }
      await context.close();
    }
    assert.deepEqual(failures, []);
  });

  it('fits the registration dialog: whole on a 1440×900 screen with its submit button in view, and on a phone', async () => {
    const failures: string[] = [];
    for (const viewport of WIDTHS) {
      const context = await product.browser.newContext({ viewport });
      const { page } = await openPage(context);
      for (const locale of LOCALES) {
        const dialog = await openRegistration(page, locale);
        failures.push(
          ...(await overflowProblems(page, '[data-modal="registerModal"]')).map(
            (problem) => `${viewport.width} px ${locale}: ${problem}`,
          ),
        );
        if (viewport === DESKTOP) {
          const fit = await dialog.evaluate((element) => ({
            scrolls: element.scrollHeight > element.clientHeight + 1,
            submitBottom: element.querySelector('button[type=submit]')!.getBoundingClientRect().bottom,
          }));
          assert.equal(fit.scrolls, false, `${locale}: the dialog needs no scrolling at 1440×900`);
          assert.ok(
            fit.submitBottom <= DESKTOP.height,
            `${locale}: the submit button is above the fold (${fit.submitBottom} px)`,
          );
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      await context.close();
    }
    assert.deepEqual(failures, []);
  });

  it('shows the whole search placeholder, beside its button on wide screens too, in every language', async () => {
    for (const viewport of WIDTHS) {
      const context = await product.browser.newContext({ viewport });
      const { page } = await openPage(context);
      for (const locale of LOCALES) {
        for (const path of [paths.page('landing', locale), paths.page('badges', locale)]) {
          await page.goto(`${product.server.url}${path}`);
          const placeholder = await placeholderFits(page, 'main [role=search] input');
          assert.ok(
            placeholder.fits,
            `${viewport.width} px ${path}: “${placeholder.text}” needs ${placeholder.need} px, has ${placeholder.room} px`,
          );
        }
      }
      await context.close();
    }
  });

  it('keeps the landing page short on a phone, each testimonial on it once', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page } = await openPage(context);
    for (const locale of LOCALES) {
      await page.goto(`${product.server.url}${paths.page('landing', locale)}`);
      // As a reader scrolls through, a screen at a time: the sections below the first screen keep a stand-in
      // height until they near the screen (content-visibility, app.css `below-fold`), then take their own.
      const height = await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        return document.documentElement.scrollHeight;
      });
      const screens = height / PHONE.height;
      assert.ok(screens < 14, `${locale}: ${screens.toFixed(1)} screens`);
      // The marquee's copy of its cards is hidden from assistive technology; what a reader meets counts.
      const names = await page
        .locator(
          'main figcaption, main [data-testid=testimonial-carousel] li:not([aria-hidden]), main [data-testid=testimonial-wall] li',
        )
        .allTextContents();
      for (const testimonial of [
        LANDING_TESTIMONIALS.story,
        ...LANDING_TESTIMONIALS.carousel,
        ...LANDING_TESTIMONIALS.wall,
      ]) {
        const name = nameOf(testimonial, locale);
        assert.equal(names.filter((text) => text.includes(name)).length, 1, `${locale}: ${name}`);
      }
    }
    await context.close();
  });

  it('keeps the footer’s button in place when a visitor jumps straight to it', async () => {
    // Sections below the first screen keep a stand-in height until drawn (app.css `below-fold`). If the one
    // just above the footer were such a section, a jump to the footer would draw it a frame later at its
    // real height and pull the footer up under the pointer: the click lands between mouse-down and mouse-up.
    const moved: string[] = [];
    for (const viewport of WIDTHS) {
      for (const path of [
        paths.page('landing', 'en-US'),
        paths.vertical('dentists', 'hu-HU'),
        paths.page('competitorAnalysis', 'de-DE'),
      ]) {
        // A fresh context each time: a reload would restore the scroll position and draw the sections.
        const context = await product.browser.newContext({ viewport });
        const { page } = await openPage(context);
        await page.goto(`${product.server.url}${path}`);
        const tops = await page.evaluate(async () => {
          const button = document.querySelector('footer button')!;
          button.scrollIntoView({ block: 'center' });
          const seen: number[] = [];
          for (let frame = 0; frame < 8; frame++) {
            seen.push(Math.round(button.getBoundingClientRect().top));
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          return seen;
        });
        if (Math.max(...tops) !== Math.min(...tops)) moved.push(`${viewport.width} px ${path}: ${tops.join(' → ')}`);
        await context.close();
      }
    }
    assert.deepEqual(moved, []);
  });
});

describe('copy in the page’s language', () => {
  it('shows a vertical its own kind of business first in the carousel', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    for (const vertical of ['dentists', 'barbers', 'cafes'] as const) {
      await page.goto(`${product.server.url}${paths.vertical(vertical, 'en-US')}`);
      const first = await page.getByTestId('testimonial-carousel').locator('li').first().textContent();
      assert.match(String(first), new RegExp(testimonialsFor(vertical)[0]!.name), vertical);
      // The hero shows the product: the map grid for this business's own search.
      const keyword = (CATALOGS['en-US'].verticals as unknown as Record<string, { hero: { keyword: string } }>)[
        vertical
      ]!.hero.keyword;
      await page.getByRole('img', { name: CATALOGS['en-US'].visuals.geogrid.alt }).getByText(keyword).waitFor();
    }
    await context.close();
  });

  it('names the badge category in the page’s language, and asks Hungarians for the family name first', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page } = await openPage(context);
    const labels = {
      'en-US': 'Restaurants · Budapest',
      'de-DE': 'Restaurants · Budapest',
      'hu-HU': 'Éttermek · Budapest',
    };
    for (const locale of LOCALES) {
      await page.goto(`${product.server.url}${paths.page('unlockBadge', locale)}?t=top25&c=restaurant%20·%20Budapest`);
      assert.equal((await page.getByTestId('badge-category').textContent())?.trim(), labels[locale]);
      assert.match(String(await page.getByTestId('badge-image').getAttribute('alt')), new RegExp(labels[locale]));
      // On a phone the badge comes before what to do with it.
      const [badgeTop, codeTop] = await Promise.all([
        page.getByTestId('badge-image').evaluate((element) => element.getBoundingClientRect().top),
        page.locator('textarea').evaluate((element) => element.getBoundingClientRect().top),
      ]);
      assert.ok(badgeTop < codeTop, `${locale}: badge above its embed code`);

      const dialog = await openRegistration(page, locale);
      const labelsInOrder = await dialog.locator('form label').allTextContents();
      const auth = CATALOGS[locale].auth.signup;
      const first = labelsInOrder.indexOf(auth.firstName.label);
      const last = labelsInOrder.indexOf(auth.lastName.label);
      assert.ok(first >= 0 && last >= 0);
      assert.equal(last < first, FAMILY_NAME_FIRST[locale], `${locale}: ${labelsInOrder.join(', ')}`);
      // The testimonial in the side panel is quoted with the page language's marks (a <q>, not typed quotes).
      assert.equal(await dialog.getByTestId('register-testimonial').locator('q').count(), 1);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });

  it('keeps the report, account settings and the /auth/ pages inside a phone’s screen at 320, 375 and 768 px', async () => {
    const failures: string[] = [];
    const business = await findBusiness(product.server.url, 'dental');
    const token = await signUpByApi(product.server.url, { email: `layout.${Date.now()}@example.com`, business });
    for (const width of [320, 375, 768]) {
      for (const locale of LOCALES) {
        const signedIn = await product.browser.newContext({ viewport: { width, height: 800 } });
        await signInContext(signedIn, token);
        const { page } = await openPage(signedIn);
        await page.goto(`${product.server.url}${paths.page('authReport', locale)}`);
        await hydrated(page);
        await page.getByTestId('report-facts').waitFor();
        failures.push(
          ...(await overflowProblems(page, 'main')).map((problem) => `${width} px ${locale} report: ${problem}`),
        );
        await page.getByTestId('report-tab-rankings').click();
        failures.push(
          ...(await overflowProblems(page, 'main')).map(
            (problem) => `${width} px ${locale} report, rankings: ${problem}`,
          ),
        );
        await page.goto(`${product.server.url}${paths.page('authAccount', locale)}`);
        await hydrated(page);
        failures.push(
          ...(await overflowProblems(page, 'main')).map((problem) => `${width} px ${locale} account: ${problem}`),
        );
        await signedIn.close();
        const visitor = await product.browser.newContext({ viewport: { width, height: 800 } });
        const anonymous = (await openPage(visitor)).page;
        for (const id of [
          'authLogin',
          'authRegister',
          'authForgotPassword',
          'authResetPassword',
          'authInvite',
        ] as const) {
          await anonymous.goto(`${product.server.url}${paths.page(id, locale)}`);
          await hydrated(anonymous);
          failures.push(
            ...(await overflowProblems(anonymous, 'main')).map((problem) => `${width} px ${locale} ${id}: ${problem}`),
          );
        }
        await visitor.close();
      }
    }
    assert.deepEqual(failures, []);
  });
});
