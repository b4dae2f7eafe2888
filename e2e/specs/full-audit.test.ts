import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { LOCALES, type Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { paths } from '@findable/core/routes';
import { findBusiness, signInContext, signUpByApi } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, hydrated, openPage, PHONE } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';
import { repoRoot } from '../support/server.ts';

// A fresh server with its demo catalog, as after `npm start`, and no third party configured.
const product = useProduct({ RATE_LIMIT_SEARCH_PER_MINUTE: '1000', RATE_LIMIT_AUTH_PER_IP: '1000' });
const run = promisify(execFile);

type Catalog = Record<string, unknown>;
const pick = (locale: Locale, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Catalog)[part], CATALOGS[locale].report) as string;

/** A dentist of the demo catalog in the locale's country. */
const SEARCH: Record<Locale, string> = { 'en-US': 'dental', 'de-DE': 'Zahnarztpraxis', 'hu-HU': 'fogorvosi' };

/** `npm run account:plan`, as an operator runs it on the server's database. */
async function grantPlan(email: string, plan: string, locations: string) {
  await run(process.execPath, [path.join(repoRoot, 'server/scripts/account-plan.ts'), email, plan, locations], {
    env: { ...process.env, DATA_DIR: product.server.dataDir, DATABASE_URL: '' },
    cwd: repoRoot,
  });
}

/**
 * A new account with a demo dentist (given `plan` by the operator's command, if any), signed in on its report page
 * (English, desktop width) once the page has hydrated.
 */
async function newAccountReport(email: string, plan?: string) {
  const business = await findBusiness(product.server.url, 'dental');
  const token = await signUpByApi(product.server.url, { email, business });
  if (plan) await grantPlan(email, plan, '1');
  const context = await product.browser.newContext({ viewport: DESKTOP });
  await signInContext(context, token);
  const { page, errors } = await openPage(context);
  await page.goto(`${product.server.url}${paths.page('authReport', 'en-US')}`);
  await hydrated(page);
  return { context, page, errors };
}

/** Set FULL_AUDIT_SCREENSHOTS to a folder to keep a PNG of each page this spec looks at. */
const shots = process.env.FULL_AUDIT_SCREENSHOTS;

describe('the full audit', () => {
  for (const locale of LOCALES) {
    it(`${locale}: an account given Pro by the operator's command sees its own grid, competitors, reviews and fixes`, async () => {
      const business = await findBusiness(product.server.url, SEARCH[locale]);
      const email = `pro.${locale}.${Date.now()}@example.com`;
      const token = await signUpByApi(product.server.url, { email, locale, business });
      await grantPlan(email, 'pro', '1');

      for (const viewport of [DESKTOP, PHONE]) {
        const context = await product.browser.newContext({ viewport });
        await signInContext(context, token);
        const { page, errors } = await openPage(context);
        await page.goto(`${product.server.url}${paths.page('authReport', locale)}`);
        await hydrated(page);
        await page.getByTestId('report-business').filter({ hasText: business.name }).waitFor();
        assert.equal((await page.getByTestId('report-chip').textContent())?.trim(), pick(locale, 'fullChip'));
        // The overview: the score's parts, the public figures, and no lock anywhere.
        await page.getByText(pick(locale, 'parts.title')).waitFor();
        assert.equal(await page.getByTestId('report-unlock').count(), 0);

        // Map rankings: its own business and the category's search, the three figures defined in words.
        await page.getByTestId('report-tab-rankings').click();
        const rankings = page.getByTestId('report-rankings');
        await rankings.waitFor();
        assert.match(
          String(await rankings.getByRole('img').getAttribute('aria-label')),
          new RegExp(business.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        );
        await rankings.getByText(pick(locale, 'rankings.atrpDefinition')).waitFor();
        assert.match(
          String(await page.getByTestId('report-atrp').locator('dd').first().textContent()),
          /^\d+([.,]\d)?$/,
        );
        assert.doesNotMatch(String(await rankings.textContent()), /Café Aurora|coffee near me/);
        if (shots && viewport === DESKTOP) {
          mkdirSync(shots, { recursive: true });
          await page.screenshot({
            path: path.join(shots, `full-audit-rankings-${locale}-${viewport.width}.png`),
            fullPage: true,
          });
        }
        // Another search of the category: a new scan, shown when done.
        const choice = rankings.getByRole('combobox');
        const options = await choice.locator('option').allTextContents();
        await choice.selectOption({ index: 1 });
        await rankings.getByRole('button', { name: pick(locale, 'rankings.scan') }).click();
        await page.getByTestId('report-rankings').getByText(options[1]!, { exact: true }).first().waitFor();

        await page.getByTestId('report-tab-competitors').click();
        const competitors = page.getByTestId('report-competitors');
        await competitors.getByText(pick(locale, 'competitors.demo')).waitFor();
        assert.ok((await competitors.textContent())!.includes(business.name));
        // On a phone each business is a card inside the panel, however long its name ('Dr. Székely Ádám Fogorvosi
        // Rendelő' once pushed its card's right edge out of the panel).
        const outside = await competitors.evaluate((panel) => {
          const right = panel.getBoundingClientRect().right;
          return [...panel.querySelectorAll('li')]
            .filter((card) => card.getBoundingClientRect().width > 0 && card.getBoundingClientRect().right > right + 1)
            .map((card) => card.textContent);
        });
        assert.deepEqual(outside, [], `${viewport.width} px: cards wider than the competitors panel`);

        await page.getByTestId('report-tab-reviews').click();
        await page.getByTestId('report-reviews').getByText(pick(locale, 'reviews.unknown')).waitFor();

        await page.getByTestId('report-tab-fixes').click();
        const fixes = page.getByTestId('report-fixes');
        await fixes.waitFor();
        if (shots)
          await page.screenshot({
            path: path.join(shots, `full-audit-fixes-${locale}-${viewport.width}.png`),
            fullPage: true,
          });
        const items = await fixes.locator('li').count();
        if (items) assert.match(String(await fixes.locator('li').first().textContent()), /\+\s?\d+[.,]\d/);
        else await fixes.getByText(pick(locale, 'fixes.none')).waitFor();

        // No horizontal scroll, on a phone either; and axe finds nothing.
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'no horizontal scroll',
        );
        assert.deepEqual(await axeViolations(page), []);
        if (viewport === DESKTOP) {
          // Account settings: a plan granted by the operator says 'write to us to change it', and where.
          await page.goto(`${product.server.url}${paths.page('authAccount', locale)}`);
          await hydrated(page);
          const manual = page.getByText(CATALOGS[locale].billing.plan.manual);
          await manual.waitFor();
          assert.match(String(await manual.getByRole('link').getAttribute('href')), /^mailto:\S+@\S+$/);
        }
        assert.deepEqual(errors, []);
        await context.close();
      }
    });
  }

  it('follows a running scan, reloads the report once when it ends, however slow, and claims nothing from a failed one', async () => {
    const email = `poll.${Date.now()}@example.com`;
    const { context, page, errors } = await newAccountReport(email, 'pro');
    await page.getByTestId('report-tab-rankings').click();
    await page.getByTestId('report-atrp').waitFor();

    // Its scan set back to running, as a Google scan is while its points arrive: the page follows its progress.
    const db = new DatabaseSync(path.join(product.server.dataDir, 'findable.sqlite'));
    // As the server's own connection: a write waits for the server's, rather than fail with SQLITE_BUSY.
    db.exec('pragma busy_timeout = 5000');
    const setScan = (status: 'running' | 'done' | 'failed') =>
      db
        .prepare(
          `update grid_scans set status = ?, alive_at = ?, finished_at = ?
           where project_id in (select p.id from projects p join users u on u.id = p.user_id where u.email = ?)`,
        )
        .run(status, new Date().toISOString(), status === 'running' ? null : new Date().toISOString(), email);
    try {
      setScan('running');
      await page.reload();
      await hydrated(page);
      await page.getByTestId('report-tab-rankings').click();
      const progress = page.getByTestId('report-scan-progress');
      await progress.waitFor();

      // The report answers slowly (2.5 s, a busy server); the scan ends. One question answered "done", one reload.
      await page.route(
        (url) => url.pathname.endsWith('/report'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2500));
          await route.continue();
        },
      );
      const asked = { progress: 0, report: 0 };
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.includes('/scans/')) asked.progress++;
        if (pathname.endsWith('/report')) asked.report++;
      });
      setScan('done');
      await progress.waitFor({ state: 'detached', timeout: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(asked.report, 1, 'the report reloaded once');
      assert.ok(asked.progress <= 2, `${asked.progress} progress questions after the scan ended`);
      await page.getByTestId('report-atrp').waitFor();

      // Google failed at every point (as it does when down): the page claims nothing it did not measure.
      db.exec(`update grid_scan_points set rank = null, top = '[]'
        where scan_id in (select g.id from grid_scans g join projects p on p.id = g.project_id
          join users u on u.id = p.user_id where u.email = '${email}')`);
      setScan('failed');
      await page.reload();
      await hydrated(page);
      await page.getByTestId('report-tab-rankings').click();
      const rankings = page.getByTestId('report-rankings');
      await rankings.getByText(pick('en-US', 'rankings.failed_other').replace('{{count}}', '49')).waitFor();
      assert.match(
        String(await rankings.getByRole('img').getAttribute('aria-label')),
        /No point has been measured\.$/,
        'no "Top-3 share: 0 %"',
      );
      assert.equal(await rankings.getByRole('button', { name: pick('en-US', 'rankings.scan') }).isEnabled(), true);
      await page.getByTestId('report-tab-competitors').click();
      await page.getByTestId('report-competitors-unmeasured').waitFor();
      assert.equal(await page.getByText(pick('en-US', 'competitors.none')).count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      db.close();
      await context.close();
    }
  });

  it('shows a free account the locks, with previews of its own business labelled as sample figures', async () => {
    const { context, page, errors } = await newAccountReport(`free.${Date.now()}@example.com`);
    await page.getByTestId('report-facts').waitFor();
    await page.getByTestId('report-tab-rankings').click();
    const locked = page.getByTestId('report-locked-rankings');
    await locked.getByText(pick('en-US', 'locked.preview')).waitFor();
    assert.match(String(await locked.textContent()), /dentist/);
    assert.doesNotMatch(String(await locked.textContent()), /Café Aurora|coffee/);
    assert.equal(await page.getByTestId('report-rankings').count(), 1, 'the preview only, inside the locked panel');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
