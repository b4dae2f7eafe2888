import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES, type Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { paths } from '@findable/core/routes';
import type { Page } from 'playwright-core';
import { findBusiness, signInContext, signUpByApi } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, hydrated, openPage, PHONE } from '../support/browser.ts';
import { waitForMail } from '../support/outbox.ts';
import { useProduct } from '../support/product.ts';

// A fresh server with its demo catalog, as after `npm start`, and no third party configured.
const product = useProduct({ RATE_LIMIT_SEARCH_PER_MINUTE: '1000', RATE_LIMIT_AUTH_PER_IP: '1000' });

const text = (locale: Locale) => ({
  auth: CATALOGS[locale].auth,
  report: CATALOGS[locale].report,
  search: CATALOGS[locale].search,
  common: CATALOGS[locale].common,
});

type Catalog = Record<string, unknown>;
const pick = (catalog: unknown, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Catalog)[part], catalog) as string;

let emails = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++emails}@example.com`;

/** Fills the registration dialog's form in the page's language and submits it. */
async function signUpInDialog(page: Page, locale: Locale, email: string) {
  const { auth } = text(locale);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: pick(auth, 'signup.submit') }).waitFor();
  await dialog.getByLabel(pick(auth, 'signup.firstName.label')).fill('Vera');
  await dialog.getByLabel(pick(auth, 'signup.lastName.label')).fill('Szabó');
  await dialog.getByLabel(pick(auth, 'signup.email.label')).fill(email);
  await dialog.getByLabel(pick(auth, 'signup.password.label'), { exact: true }).fill('secret pass');
  await dialog.getByLabel(pick(auth, 'signup.confirmPassword.label')).fill('secret pass');
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: pick(auth, 'signup.submit') }).click();
}

/** Types a phrase into the page's search box and picks the first business it offers; answers its name. */
async function pickFirstBusiness(
  page: Page,
  locale: Locale,
  phrase: string,
  scope = page.locator('body'),
): Promise<string> {
  const input = scope.getByRole('combobox', { name: pick(text(locale).search, 'label') });
  await input.click();
  await page.keyboard.type(phrase, { delay: 30 });
  const option = page.getByRole('listbox').getByRole('option').first();
  await option.waitFor();
  const name = (await option.locator('span.font-semibold').first().textContent())!.trim();
  await option.click();
  return name;
}

/**
 * Console errors but the ones Chromium logs for the API's expected refusals on this page (a locked report's 403,
 * a project without a business's 409): the page shows those as states, not as failures.
 */
const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((error) => !statuses.some((status) => error.includes(`status of ${status} `)));

/** The report page after a redirect: hydrated, its report (or panel) loaded. */
async function onReportPage(page: Page, locale: Locale) {
  await page.waitForURL(new RegExp(`/${locale}/auth/report`));
  await hydrated(page);
}

describe('the free report', () => {
  for (const locale of LOCALES) {
    it(`${locale}: search a demo business on the landing page, pick it, sign up, and its report shows its score`, async () => {
      const context = await product.browser.newContext({ viewport: DESKTOP });
      const { page, errors } = await openPage(context);
      await page.goto(`${product.server.url}${paths.page('landing', locale)}`);
      const business = await pickFirstBusiness(page, locale, 'cafe', page.getByRole('search').first());
      await signUpInDialog(page, locale, uniqueEmail(`report-${locale}`));
      await onReportPage(page, locale);
      const { report } = text(locale);
      await page.getByRole('heading', { level: 1, name: pick(report, 'page.title') }).waitFor();
      await page.getByTestId('report-business').filter({ hasText: business }).waitFor();
      const score = Number(await page.getByTestId('report-score').textContent());
      assert.ok(Number.isInteger(score) && score >= 0 && score <= 100, `score ${score}`);
      // In the page's language: the chip, the computed date and the data source (demo data, said so).
      assert.equal((await page.getByTestId('report-chip').textContent())?.trim(), pick(report, 'freeChip'));
      assert.match(
        String(await page.getByTestId('report-date').textContent()),
        new RegExp(pick(report, 'header.computed').replace('{{date}}', '.+')),
      );
      assert.equal((await page.getByTestId('report-source').textContent())?.trim(), pick(report, 'header.source.demo'));
      // The method, in plain words.
      await page.getByTestId('report-method').locator('summary').click();
      await page.getByText(pick(report, 'method.intro')).waitFor();
      // The report page passes axe like every page.
      assert.deepEqual(await axeViolations(page), []);
      // The locked sections are previews of sample data with the plan that unlocks them.
      await page.getByTestId('report-tab-rankings').click();
      await page.getByTestId('report-locked-rankings').getByText(pick(report, 'locked.preview')).waitFor();
      const offer = await page.getByTestId('report-locked-rankings').getByTestId('report-offer').textContent();
      assert.match(String(offer), /Pro/);
      assert.match(String(offer), /29/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('signs up without a business, adds it with the search, and shows its report; a second business is locked', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('pricing', 'en-US')}`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up for free' }).click();
    const email = uniqueEmail('later');
    await signUpInDialog(page, 'en-US', email);
    await onReportPage(page, 'en-US');
    // The welcome e-mail links to the report page, where the business is added (no report is waiting yet).
    const mail = await waitForMail(product.server.dataDir, new RegExp(email.replace(/[.+]/g, '\\$&')));
    assert.match(mail, /Add my business/);
    // This server is started with APP_URL set to itself, so the link has the application site's plain path.
    assert.match(mail, /https?:\/\/\S+\/auth\/report\b/);

    const add = page.getByTestId('report-add-business');
    await add.getByRole('heading', { name: 'Which business should we check?' }).waitFor();
    await add.getByText('Your first report is free.').waitFor();
    const first = await pickFirstBusiness(page, 'en-US', 'barber', add);
    await page.getByTestId('report-business').filter({ hasText: first }).waitFor();
    await page.getByTestId('report-score').waitFor();
    assert.match(page.url(), /\?project=[0-9a-f-]{36}$/);

    // A second business: shown, but locked on a free account, with the price for two businesses. The panel no
    // longer promises a free report.
    await page.getByTestId('report-add').click();
    await page
      .getByTestId('report-add-business')
      .getByRole('heading', { name: 'Which business should we check?' })
      .waitFor();
    assert.doesNotMatch(String(await page.getByTestId('report-add-business').textContent()), /free/i);
    const second = await pickFirstBusiness(page, 'en-US', 'dentist', page.getByTestId('report-add-business'));
    const locked = page.getByTestId('report-locked-project');
    await locked.getByRole('heading', { name: second }).waitFor();
    await locked.getByText('Your free account includes one report.', { exact: false }).waitFor();
    assert.equal(
      (await locked.getByTestId('report-offer').first().textContent())?.trim(),
      'Pro: $39 a month for 2 locations',
    );
    assert.equal(
      await locked.getByRole('link', { name: 'Compare plans' }).getAttribute('href'),
      '/en-US/pricing?places=2',
    );
    // Without Stripe settings the upgrade says what it does: it writes to sales (billing.test.ts buys with Stripe).
    const upgrade = new URL(String(await locked.getByRole('link', { name: 'Contact sales' }).getAttribute('href')));
    assert.equal(upgrade.protocol, 'mailto:');
    assert.equal(upgrade.searchParams.get('subject'), 'Upgrade to Pro (locations: 2)');
    assert.equal(await page.getByTestId('report-score').count(), 0, 'no score for the locked business');

    // Back to the first: its report is still there.
    await page.getByTestId('report-projects').getByRole('button', { name: first }).click();
    await page.getByTestId('report-business').filter({ hasText: first }).waitFor();
    assert.deepEqual(unexpected(errors, 403), []);
    await context.close();
  });

  it('connects a project typed by hand to its listing with the search', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('landing', 'de-DE')}`);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: pick(text('de-DE').common, 'footer.ctaButton') })
      .click();
    await signUpInDialog(page, 'de-DE', uniqueEmail('typed'));
    await onReportPage(page, 'de-DE');
    const add = page.getByTestId('report-add-business');
    await add.getByText(pick(text('de-DE').report, 'page.add.manual')).click();
    // The project form's rule holds: a name is required.
    await add.getByRole('button', { name: pick(text('de-DE').auth, 'pages.account.addProject') }).click();
    await add.getByText(pick(text('de-DE').auth, 'project.name.required')).waitFor();
    await add.getByLabel(pick(text('de-DE').auth, 'project.name.label')).fill('Mein Friseur');
    await add.getByRole('button', { name: pick(text('de-DE').auth, 'pages.account.addProject') }).click();
    const connect = page.getByTestId('report-connect');
    await connect.getByRole('heading', { name: 'Mein Friseur mit dem Eintrag verknüpfen' }).waitFor();
    const business = await pickFirstBusiness(page, 'de-DE', 'friseur', connect);
    await page.getByTestId('report-business').filter({ hasText: business }).waitFor();
    await page.getByTestId('report-score').waitFor();
    assert.deepEqual(unexpected(errors, 409), []);
    await context.close();
  });

  it('gives a business the search does not find a report that says it is not on the map, with "get listed" first', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('landing', 'en-US')}`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up for free' }).click();
    await signUpInDialog(page, 'en-US', uniqueEmail('not-found'));
    await onReportPage(page, 'en-US');
    const add = page.getByTestId('report-add-business');
    await add.getByText(pick(text('en-US').report, 'page.add.manual')).click();
    await add.getByLabel('Project name').fill('Mario’s Pizza Corner');
    await add.getByLabel('City').fill('Chicago');
    await add.getByLabel('Type of business').selectOption('restaurants');
    await add.getByRole('button', { name: pick(text('en-US').auth, 'pages.account.addProject') }).click();
    const notListed = page.getByTestId('report-not-listed');
    await notListed.getByRole('heading', { name: 'Customers can’t find you on the map yet' }).waitFor();
    assert.match(String(await notListed.locator('li').first().textContent()), /Get listed/);
    await page.getByTestId('report-score').waitFor();
    assert.equal(
      (await page.getByTestId('report-source').textContent())?.trim(),
      pick(text('en-US').report, 'header.source.typed'),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('greets a signed-in visitor with "Open my report" on the marketing pages and takes them there', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('landing', 'en-US')}`);
    const business = await pickFirstBusiness(page, 'en-US', 'pharmacy', page.getByRole('search').first());
    await signUpInDialog(page, 'en-US', uniqueEmail('signed-in'));
    await onReportPage(page, 'en-US');
    await page.getByTestId('report-score').waitFor();

    await page.goto(`${product.server.url}${paths.page('landing', 'en-US')}`);
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Open my report' });
    assert.ok(await footerButton.isVisible(), 'the footer banner says Open my report');
    assert.equal(await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up for free' }).count(), 0);
    assert.ok(await page.getByRole('search').first().getByRole('button', { name: 'Open my report' }).isVisible());
    assert.equal(
      await page.getByRole('banner').getByRole('link', { name: 'My report' }).getAttribute('href'),
      '/en-US/auth/report',
    );
    await footerButton.click();
    await onReportPage(page, 'en-US');
    await page.getByTestId('report-business').filter({ hasText: business }).waitFor();

    // A business picked in the landing search goes to the report page and is added there.
    await page.goto(`${product.server.url}${paths.page('landing', 'en-US')}`);
    const other = await pickFirstBusiness(page, 'en-US', 'lawyer', page.getByRole('search').first());
    await onReportPage(page, 'en-US');
    // Nothing is added before the user has seen which business it is, with its address.
    const confirm = page.getByTestId('report-confirm-pick');
    await confirm.getByRole('heading', { name: 'Add this business?' }).waitFor();
    assert.match(
      String(await confirm.textContent()),
      new RegExp(`${other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+\\d`),
    );
    await confirm.getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByTestId('report-locked-project').getByRole('heading', { name: other }).waitFor();
    assert.equal(await page.getByTestId('report-projects').getByRole('button').filter({ hasText: other }).count(), 1);
    // A mis-pick whose report was never computed can be removed, and the quote goes back down.
    await page.getByTestId('report-locked-project').getByTestId('report-remove').click();
    await page.getByTestId('report-business').filter({ hasText: business }).waitFor();
    assert.equal(await page.getByTestId('report-projects').getByRole('button').filter({ hasText: other }).count(), 0);
    assert.deepEqual(unexpected(errors, 403), []);
    await context.close();
  });

  it('shows no Google button anywhere while Google sign-up is not configured', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('landing', 'en-US')}`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up for free' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create my free account' }).waitFor();
    assert.equal(await page.getByRole('dialog').getByText('Sign up with Google').count(), 0);
    for (const id of ['authRegister', 'authLogin'] as const) {
      await page.goto(`${product.server.url}${paths.page(id, 'en-US')}`, { waitUntil: 'networkidle' });
      assert.equal(await page.getByText('Sign up with Google').count(), 0, id);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('opened directly, the report page asks for its projects, plan and report from its head, once each', async () => {
    const { url } = product.server;
    const accessToken = await signUpByApi(url, {
      email: uniqueEmail('early'),
      business: await findBusiness(url, 'cafe'),
    });
    for (const query of ['', '?project=']) {
      const context = await product.browser.newContext({ viewport: PHONE });
      await signInContext(context, accessToken);
      const { page, errors } = await openPage(context);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      let address = `${url}${paths.page('authReport', 'en-US')}`;
      if (query) {
        const projects = (await (
          await fetch(`${url}/api/projects`, { headers: { authorization: `Bearer ${accessToken}` } })
        ).json()) as Array<{ id: string }>;
        address += query + projects[0]!.id;
      }
      await page.goto(address);
      await page.getByTestId('report-score').waitFor();
      await hydrated(page);
      const api = asked.filter((path) => path.startsWith('/api/'));
      const report = api.find((path) => /^\/api\/projects\/[^/]+\/report$/.test(path));
      assert.ok(report, api.join(' '));
      // Each once: the loader took the head's answers rather than asking again.
      for (const path of ['/api/projects', '/api/billing/plan', report])
        assert.equal(api.filter((each) => each === path).length, 1, `${path} in ${api.join(' ')}`);
      // The head asked before the page's code was fetched (it is fetched after the first paint).
      const firstScript = asked.findIndex((path) => path.endsWith('.js'));
      assert.ok(asked.indexOf('/api/projects') < firstScript, asked.join(' '));
      if (query) assert.ok(asked.indexOf(report) < firstScript, asked.join(' '));
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
