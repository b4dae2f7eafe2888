import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { paths, VERTICALS } from '@findable/core/routes';
import { ownTestimonialOf } from '@findable/core/testimonials';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';

const product = useProduct();

describe('legal page', () => {
  it('shows the four documents with their dates and reaches every anchor from the header and footer', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.legal('en-US')}`);
    for (const [title, date] of [
      ['Terms of Service', 'August 10, 2025'],
      ['Privacy Policy', 'July 13, 2025'],
      ['Disclaimer', 'July 13, 2025'],
      ['Elevate Terms of Service', 'August 7, 2025'],
    ]) {
      const article = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
      assert.match(String(await article.textContent()), new RegExp(`Last updated: ${date}`));
    }
    const text = String(await page.locator('main').textContent());
    for (const rule of [
      /18/,
      /4% per day/,
      /12 months/,
      /VAT/,
      /under 16/,
      /pagespeed\.web\.dev|PageSpeed/i,
      /1st/,
      /at least 4 posts/i,
      /10 keywords/,
      /30 days/,
    ]) {
      assert.match(text, rule);
    }
    // Header: Use cases → trust links; footer: Legal column.
    const targets: Array<[string, string]> = [
      ['Privacy Policy', 'privacyPolicy'],
      ['Disclaimer', 'disclaimer'],
      ['Elevate Terms of Service', 'elevateTerms'],
      ['Open positions', 'positions'],
    ];
    for (const [name, anchor] of targets) {
      await page.getByRole('button', { name: 'Use cases' }).click();
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await page.waitForURL(new RegExp(`#${anchor}$`));
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 200;
      }, anchor);
    }
    const footerTargets: Array<[string, string]> = [
      ['Terms of Service', 'termsOfService'],
      ['Privacy Policy', 'privacyPolicy'],
      ['Disclaimer', 'disclaimer'],
      ['Elevate Terms of Service', 'elevateTerms'],
    ];
    for (const [name, anchor] of footerTargets) {
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await page.waitForURL(new RegExp(`#${anchor}$`));
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 200;
      }, anchor);
    }
    // The full list of openings ends with an open application by e-mail.
    assert.equal(
      await page.getByRole('link', { name: 'Send an open application' }).getAttribute('href'),
      'mailto:jobs@findable.example',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('is a full translation in German and Hungarian', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}${paths.legal('de-DE')}#elevateTerms`);
    assert.match(String(await page.locator('#termsOfService').textContent()), /Zuletzt aktualisiert: 10\. August 2025/);
    assert.match(String(await page.locator('#privacyPolicy').textContent()), /DSGVO/);
    await page.goto(`${product.server.url}${paths.legal('hu-HU')}`);
    assert.match(String(await page.locator('#termsOfService').textContent()), /2025\. augusztus 10\./);
    await context.close();
  });
});

describe('vertical pages', () => {
  it('exist for every vertical in every locale, each with its own title and copy', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const catalog = CATALOGS[locale].verticals as unknown as Record<
        string,
        { hero: { title: string }; meta: { title: string } }
      >;
      for (const vertical of VERTICALS) {
        const response = await page.goto(`${product.server.url}${paths.vertical(vertical, locale)}`);
        assert.equal(response?.status(), 200);
        assert.equal(await page.title(), catalog[vertical]!.meta.title);
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), catalog[vertical]!.hero.title);
        titles.add(await page.title());
        const quote = await page.getByTestId('hero-testimonial').count();
        assert.equal(quote, vertical === 'gyms' ? 0 : 1, `${locale} ${vertical}: hero testimonial`);
      }
    }
    assert.equal(titles.size, LOCALES.length * VERTICALS.length);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('links the demo, the Elevate terms, and opens registration from every call to action', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}${paths.vertical('barbers', 'en-US')}`);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Local SEO for barbers');
    assert.equal(
      await page.getByRole('link', { name: 'Watch the live demo' }).getAttribute('href'),
      '/en-US/local-seo#demo',
    );
    assert.equal(
      await page.getByRole('link', { name: 'Elevate Terms of Service apply' }).getAttribute('href'),
      '/en-US/legal#elevateTerms',
    );
    // The dialog shows a barber's testimonial on the barbers page, not the default restaurant's.
    const own = ownTestimonialOf('barbers')!.id;
    for (const name of ['Start now—free audit', 'Get started', 'Boost my visibility', 'register']) {
      await page.getByRole('button', { name, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      const testimonial = page.getByRole('dialog').getByTestId('register-testimonial');
      await testimonial.waitFor();
      assert.equal(await testimonial.getAttribute('data-testimonial'), own, name);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    // Without a configured chat widget the chat opener is a mail link.
    assert.match(String(await page.getByRole('link', { name: 'Chat with us' }).getAttribute('href')), /^mailto:/);
    await context.close();
  });
});
