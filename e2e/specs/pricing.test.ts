import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { paths } from '@findable/core/routes';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';

const product = useProduct();

/**
 * Picks a billing period the way a visitor does, by clicking its label (the radio itself is visually hidden), and
 * waits until the page shows it. The address changes before the page does (React Router renders a new query in a
 * transition), so the radio, drawn in the same commit as the prices, is what tells that they are updated.
 */
async function choose(page: Page, label: 'Monthly' | 'Annual') {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}`) })
    .click();
  await page.waitForFunction(
    (value) => document.querySelector<HTMLInputElement>(`input[name=billing][value=${value}]`)?.checked,
    label.toLowerCase(),
  );
}

const prices = async (page: Page) => ({
  pro: await page.getByTestId('price-pro').textContent(),
  agency: await page.getByTestId('price-agency').textContent(),
});

describe('pricing calculator', () => {
  it('ticks only what a plan gives today, and lists apart, under Coming soon, what is not built yet', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('pricing', 'en-US')}`);
    const lists = async (plan: 'pro' | 'agency') => {
      const card = page.locator(`[data-plan="${plan}"]`);
      const [included, coming] = [card.locator('ul').first(), card.getByTestId(`coming-${plan}`)];
      return {
        included: await included.locator('li').allTextContents(),
        coming: await coming.locator('li').allTextContents(),
      };
    };
    const pro = await lists('pro');
    assert.deepEqual(pro.included, [
      'Full audit of your business, with your rankings on a map grid around it',
      'Fixes ordered by their measured impact on your visibility score',
      'Competitor comparison street by street',
      'Your reviews and rating against your local competitors',
    ]);
    assert.deepEqual(pro.coming, [
      'AI auto-replier for reviews',
      'Keyword, backlink and website audits',
      'Visibility in AI assistants',
      'Team management',
    ]);
    const agency = await lists('agency');
    assert.deepEqual(agency.included, [
      'Everything in Pro, for every client location',
      'Client invitations: each client gets an account of their own',
    ]);
    // The Agency plan's own features keep their Agency badge (spec §6), under Coming soon.
    assert.deepEqual(agency.coming, [
      'White-label reports with your logo and domainAgency only',
      'Agency dashboard across all clientsAgency only',
      'Team management with roles',
    ]);
    for (const plan of ['pro', 'agency']) {
      const card = page.locator(`[data-plan="${plan}"]`);
      await card.getByRole('heading', { level: 3, name: 'Coming soon' }).waitFor();
      await card.getByText('In development, not part of the plan yet.').waitFor();
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('prices 1, 5, 6 and 50 places monthly and annually, and keeps the state in the URL', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('pricing', 'en-US')}`);
    assert.deepEqual(await prices(page), { pro: '$29', agency: '$49' });
    assert.equal(await page.getByPlaceholder('Number of locations').inputValue(), '1');

    const input = page.getByLabel('How many locations?');
    const expectations: Array<[string, string, string, string, string]> = [
      // places, pro monthly, agency monthly, pro annual, agency annual
      ['5', '$39', '$59', '$390', '$590'],
      ['6', '$59', '$79', '$590', '$790'],
      ['50', '$249', '$329', '$2,490', '$3,290'],
      ['1', '$29', '$49', '$290', '$490'],
    ];
    for (const [places, proMonthly, agencyMonthly, proAnnual, agencyAnnual] of expectations) {
      await input.fill(places);
      await choose(page, 'Monthly');
      // Both changes in the URL: the places alone can already be there while the click on Monthly is not applied.
      await page.waitForFunction((p) => {
        const params = new URL(location.href).searchParams;
        return params.get('places') === p && params.get('billing') !== 'annual';
      }, places);
      assert.deepEqual(await prices(page), { pro: proMonthly, agency: agencyMonthly }, `${places} monthly`);
      await choose(page, 'Annual');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('billing') === 'annual');
      assert.deepEqual(await prices(page), { pro: proAnnual, agency: agencyAnnual }, `${places} annual`);
      assert.match(String(await page.locator('[data-plan="pro"]').textContent()), /\/ year/);
    }

    await input.fill('12');
    await page.waitForFunction(() => new URL(location.href).search === '?places=12&billing=annual');
    await page.reload();
    // The prerendered HTML shows the defaults; once hydrated the page takes its state from the URL.
    await page.waitForFunction(
      () => (document.querySelector('input[inputmode=numeric]') as HTMLInputElement).value === '12',
    );
    assert.deepEqual(await prices(page), { pro: '$790', agency: '$990' });
    assert.equal(await page.getByLabel('Annual').isChecked(), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('explains invalid entries and never shows a broken price', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('pricing', 'en-US')}?places=6&billing=monthly`);
    const input = page.getByLabel('How many locations?');
    await page.waitForFunction(
      () => (document.querySelector('input[inputmode=numeric]') as HTMLInputElement).value === '6',
    );
    const cases: Array<[string, RegExp]> = [
      ['0', /Enter at least 1 location\./],
      ['51', /Number of locations exceeds maximum range\./],
      ['abc', /Enter a whole number, for example 3\./],
      ['2.5', /enter a whole number/],
      ['', /Enter how many locations you manage/],
    ];
    for (const billing of ['Monthly', 'Annual'] as const) {
      await choose(page, billing);
      // The address keeps the period too.
      await page.waitForFunction(
        (period) => new URL(location.href).searchParams.get('billing') === period,
        billing.toLowerCase(),
      );
      const before = await prices(page);
      for (const [text, message] of cases) {
        await input.fill(text);
        assert.match(
          String(await page.getByRole('alert').textContent()),
          message,
          `${JSON.stringify(text)} (${billing})`,
        );
        assert.equal(await input.getAttribute('aria-invalid'), 'true');
        const shown = await prices(page);
        assert.deepEqual(shown, before, 'the last valid prices stay');
        assert.doesNotMatch(`${shown.pro}${shown.agency}`, /NaN|undefined|^\$$/);
        if (text === '51') {
          // 'Write to us for a custom quote' says where: the operator's sales address.
          assert.match(
            String(
              await page
                .getByRole('alert')
                .getByRole('link', { name: /custom quote/ })
                .getAttribute('href'),
            ),
            /^mailto:\S+@\S+$/,
          );
        }
      }
      await input.fill('6');
      assert.equal(await page.getByRole('alert').count(), 0);
    }
    await context.close();
  });

  it('opens the registration dialog from both plan cards', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('pricing', 'en-US')}`);
    for (const plan of ['Pro', 'Agency']) {
      await page.getByRole('button', { name: `Get started – ${plan}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.equal(await dialog.getAttribute('data-modal'), 'registerModal');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('formats prices per locale and shows the managed service at $449', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('pricing', 'de-DE')}?places=50&billing=annual`);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=price-pro]')?.textContent?.startsWith('2.490'),
    );
    assert.match(String(await page.getByTestId('price-agency').textContent()), /^3\.290\s\$$/);
    assert.match(String(await page.locator('#managed-title').locator('..').locator('..').textContent()), /449\s\$/);
    await page.goto(`${product.server.url}${paths.page('pricing', 'hu-HU')}`);
    assert.match(String(await page.getByTestId('price-pro').textContent()), /^29\sUSD$/);
    await context.close();
  });
});
