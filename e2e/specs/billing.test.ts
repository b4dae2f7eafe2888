import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LOCALES, type Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { appLink, paths } from '@findable/core/routes';
import type { Browser } from 'playwright-core';
import { findBusiness, signInContext, signUpByApi } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { freePort, repoRoot, startServer, type RunningServer } from '../support/server.ts';

const STRIPE_LOCALE: Record<Locale, string> = { 'en-US': 'en', 'de-DE': 'de', 'hu-HU': 'hu' };
const upgradeLabel = (locale: Locale) =>
  (CATALOGS[locale].report.locked as { upgrade: string }).upgrade.replace('{{plan}}', 'Pro');
const billing = (locale: Locale) =>
  CATALOGS[locale].billing as {
    plan: { name: Record<string, string>; manage: string };
    upgrade: { contactSales: string };
  };

let emails = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++emails}@example.com`;

/**
 * The Stripe stand-in (server/test/stripe-stand-in.ts) as its own process, posting paid Checkouts' events to
 * `webhookUrl` (with `holdWebhooks`, only when the test posts `/_standin/deliver`, after the customer is back).
 */
async function startStripeStandIn(
  webhookUrl: string,
  { holdWebhooks = false }: { holdWebhooks?: boolean } = {},
): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/test/stripe-stand-in-main.ts')], {
    env: {
      ...process.env,
      STANDIN_WEBHOOK_URL: webhookUrl,
      ...(holdWebhooks ? { STANDIN_HOLD_WEBHOOKS: '1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve(output.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`the Stripe stand-in exited with ${code}`)));
  });
  return {
    env: JSON.parse(line) as Record<string, string>,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * For a describe block: the Stripe stand-in, the server pointed at it and Chromium, started before its tests and
 * stopped after. Read the three inside tests (they exist once `before` has run).
 */
function useStripeProduct(standIn: { holdWebhooks?: boolean } = {}) {
  const running = {} as {
    stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
    server: RunningServer;
    browser: Browser;
  };
  before(async () => {
    const port = await freePort();
    running.stripe = await startStripeStandIn(`http://127.0.0.1:${port}/api/billing/webhook`, standIn);
    // Checkout returns to the report on the public origin, which here is where the server listens.
    running.server = await startServer({
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_AUTH_PER_IP: '1000',
      ...running.stripe.env,
    });
    running.browser = await launchBrowser();
  });
  after(async () => {
    await running.browser?.close();
    await running.server?.stop();
    await running.stripe?.stop();
  });
  return {
    get stripe() {
      return running.stripe;
    },
    get server() {
      return running.server;
    },
    get browser() {
      return running.browser;
    },
  };
}

/** Lets the stand-in post the events it holds (`holdWebhooks`) to the server's webhook. */
async function deliverHeldEvents(stripe: { env: Record<string, string> }) {
  const delivered = await fetch(`${stripe.env.STRIPE_API_URL}/_standin/deliver`, { method: 'POST' });
  assert.equal(delivered.status, 200, await delivered.text());
}

async function billingPlan(server: RunningServer, accessToken: string) {
  const response = await fetch(`${server.url}/api/billing/plan`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await response.json()) as { plan: string; locations: number; state: string; source: string | null };
}

describe('buying a plan with Stripe Checkout (a stand-in Stripe on loopback)', () => {
  const product = useStripeProduct();

  for (const locale of LOCALES) {
    it(`${locale}: a free account clicks Upgrade on its report, pays at Checkout in its language, and its plan is Pro`, async () => {
      const business = await findBusiness(product.server.url, 'cafe');
      const accessToken = await signUpByApi(product.server.url, {
        email: uniqueEmail(`buy-${locale}`),
        locale,
        business,
      });
      const context = await product.browser.newContext({ viewport: DESKTOP });
      await signInContext(context, accessToken);
      const { page, errors } = await openPage(context);
      await page.goto(`${product.server.url}${appLink('report', locale)}`);
      // The free report's locked map rankings, with the way to unlock them.
      await page.getByTestId('report-tab-rankings').click();
      const upgrade = page.getByTestId('report-locked-rankings').getByRole('button', { name: upgradeLabel(locale) });
      await upgrade.click();

      // Stripe's page, for Pro monthly, one location (the account's one business), in the page's language.
      await page.waitForURL(new RegExp(`^${product.stripe.env.STRIPE_API_URL}/c/pay/`));
      const field = (name: string) => page.locator(`[data-field="${name}"]`).textContent();
      assert.equal(await field('price'), product.stripe.env.STRIPE_PRICE_PRO_MONTHLY);
      assert.equal(await field('quantity'), '1');
      assert.equal(await field('locale'), STRIPE_LOCALE[locale]);
      assert.equal(await field('success_url'), `${product.server.url}${appLink('report', locale)}?checkout=success`);

      // Paying sends the signed events to the webhook, then comes back to the report.
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL((url) => url.pathname === appLink('report', locale));
      const plan = await billingPlan(product.server, accessToken);
      assert.deepEqual([plan.plan, plan.locations, plan.state, plan.source], ['pro', 1, 'active', 'stripe']);

      // Account settings show the plan and open the portal.
      await page.goto(`${product.server.url}${appLink('account', locale)}`);
      await page
        .getByTestId('plan-name')
        .filter({ hasText: billing(locale).plan.name.pro! })
        .waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await page.getByRole('button', { name: billing(locale).plan.manage }).click();
      await page.waitForURL(new RegExp(`^${product.stripe.env.STRIPE_API_URL}/p/session/`));
      assert.equal(await field('return_url'), `${product.server.url}${appLink('account', locale)}?portal=return`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('"Get started" on /pricing, signed in, buys the card\'s plan for the period and places chosen there', async () => {
    const accessToken = await signUpByApi(product.server.url, { email: uniqueEmail('pricing'), accountType: 'agency' });
    const context = await product.browser.newContext({ viewport: DESKTOP });
    // The pricing page is a marketing page: the session lives in localStorage for it too.
    await context.addInitScript((token) => window.localStorage.setItem('accessToken', token), accessToken);
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('pricing', 'de-DE')}?places=12&billing=annual`);
    await page.locator('section[data-plan="agency"]').getByRole('button').click();
    await page.waitForURL(new RegExp(`^${product.stripe.env.STRIPE_API_URL}/c/pay/`));
    assert.equal(
      await page.locator('[data-field="price"]').textContent(),
      product.stripe.env.STRIPE_PRICE_AGENCY_ANNUAL,
    );
    assert.equal(await page.locator('[data-field="quantity"]').textContent(), '12');
    assert.equal(await page.locator('[data-field="locale"]').textContent(), 'de');
    await context.close();
  });

  it('"Get started" on /pricing, signed out, signs up as the card says and goes on to buy what was chosen', async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}${paths.page('pricing', 'en-US')}?places=3&billing=annual`);
    await page.locator('section[data-plan="agency"]').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    // The Agency card signs up an agency; the visitor may still change it.
    await dialog.getByRole('radio', { name: /An agency/ }).waitFor();
    assert.equal(await dialog.getByRole('radio', { name: /An agency/ }).isChecked(), true);
    await dialog.getByLabel('First name').fill('Petra');
    await dialog.getByLabel('Last name').fill('Pricing');
    await dialog.getByLabel('Work email').fill(uniqueEmail('signed-out-pricing'));
    await dialog.getByLabel('Password', { exact: true }).fill('secret pass');
    await dialog.getByLabel('Confirm password').fill('secret pass');
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await dialog.getByRole('button', { name: 'Create my free account' }).click();
    await page.waitForURL(new RegExp(`^${product.stripe.env.STRIPE_API_URL}/c/pay/`));
    assert.equal(
      await page.locator('[data-field="price"]').textContent(),
      product.stripe.env.STRIPE_PRICE_AGENCY_ANNUAL,
    );
    assert.equal(await page.locator('[data-field="quantity"]').textContent(), '3');
    await context.close();
  });
});

describe("a payment whose webhook comes after the customer is back (Stripe's events are not ordered with the redirect)", () => {
  const product = useStripeProduct({ holdWebhooks: true });

  /** A new account with a café pays for Pro from its report's locked map, and is sent back to the report. */
  async function payFromReport(name: string) {
    const business = await findBusiness(product.server.url, 'cafe');
    const accessToken = await signUpByApi(product.server.url, { email: uniqueEmail(name), business });
    const context = await product.browser.newContext({ viewport: DESKTOP });
    await signInContext(context, accessToken);
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}${appLink('report', 'en-US')}`);
    await page.getByTestId('report-tab-rankings').click();
    await page
      .getByTestId('report-locked-rankings')
      .getByRole('button', { name: upgradeLabel('en-US') })
      .click();
    await page.waitForURL(new RegExp(`^${product.stripe.env.STRIPE_API_URL}/c/pay/`));
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === appLink('report', 'en-US'));
    return { accessToken, context, page, errors };
  }

  it('opens the full audit on the report by itself once the plan has started, without a reload', async () => {
    const { accessToken, context, page, errors } = await payFromReport('late-webhook');

    // Back before the webhook: the report is still the free one, and says the plan starts once Stripe confirms.
    await page.getByText(CATALOGS['en-US'].billing.checkout.success).first().waitFor();
    // Said once: the address drops `?checkout=success`, so a reload would not say it again.
    await page.waitForURL(`${product.server.url}${appLink('report', 'en-US')}`);
    await page.getByTestId('report-tab-rankings').click();
    await page.getByTestId('report-locked-rankings').waitFor();
    assert.equal((await billingPlan(product.server, accessToken)).plan, 'free');
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // Stripe's events come now; the same page shows the full audit.
    await deliverHeldEvents(product.stripe);
    await page
      .getByTestId('report-chip')
      .filter({ hasText: CATALOGS['en-US'].report.fullChip })
      .waitFor({ timeout: 15_000 });
    assert.equal((await billingPlan(product.server, accessToken)).plan, 'pro');
    assert.equal(await page.evaluate(() => '__sameDocument' in window), true, 'not reloaded');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows a cancellation made in the customer portal once its webhook has come, without a reload', async () => {
    // Pro, bought at Checkout, its events let go.
    const { accessToken, context, page, errors } = await payFromReport('late-portal');
    await deliverHeldEvents(product.stripe);
    assert.equal((await billingPlan(product.server, accessToken)).plan, 'pro');

    // Account settings: Pro, active. The portal cancels it at the period's end and sends the customer back.
    const texts = CATALOGS['en-US'].billing.plan;
    await page.goto(`${product.server.url}${appLink('account', 'en-US')}`);
    await page.getByTestId('plan-state').filter({ hasText: texts.state.active }).waitFor();
    await page.getByRole('button', { name: texts.manage }).click();
    await page.waitForURL(new RegExp(`^${product.stripe.env.STRIPE_API_URL}/p/session/`));
    await page.getByRole('button', { name: 'Cancel plan' }).click();

    // Back before the webhook: still active, and the address without `?portal=return`, nor the same page in
    // another language.
    await page.waitForURL(`${product.server.url}${appLink('account', 'en-US')}`);
    await page.getByTestId('plan-state').filter({ hasText: texts.state.active }).waitFor();
    assert.equal(await page.locator('a[hreflang="de-DE"]').first().getAttribute('href'), appLink('account', 'de-DE'));
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // The page has asked once, and the plan had not changed: it reloads for a change, not after a while.
    await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/billing/plan');
    await page.getByTestId('plan-state').filter({ hasText: texts.state.active }).waitFor();
    // The event comes now; the same page says the plan ends.
    await deliverHeldEvents(product.stripe);
    await page.getByTestId('plan-state').filter({ hasText: texts.state.canceled }).waitFor({ timeout: 15_000 });
    await page.getByText(texts.ends.split('{{')[0]!.trim()).waitFor();
    assert.equal(await page.evaluate(() => '__sameDocument' in window), true, 'not reloaded');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('upgrades without Stripe settings', () => {
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    server = await startServer({ RATE_LIMIT_AUTH_PER_IP: '1000' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('every upgrade on the report is a "Contact sales" e-mail, never a button that fails', async () => {
    for (const locale of LOCALES) {
      const business = await findBusiness(server.url, 'cafe');
      const accessToken = await signUpByApi(server.url, { email: uniqueEmail(`sales-${locale}`), locale, business });
      const context = await browser.newContext({ viewport: DESKTOP });
      await signInContext(context, accessToken);
      const { page, errors } = await openPage(context);
      await page.goto(`${server.url}${appLink('report', locale)}`);
      await page.getByTestId('report-tab-rankings').click();
      await page.getByTestId('report-locked-rankings').waitFor();
      // The site's settings have arrived (the links would turn into buttons if Checkout were configured).
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/api/site-config')),
      );
      const upgrades = page.locator('[data-upgrade]');
      assert.ok((await upgrades.count()) > 0);
      for (const upgrade of await upgrades.all()) {
        assert.equal(await upgrade.getAttribute('data-upgrade'), 'sales');
        assert.match(String(await upgrade.getAttribute('href')), /^mailto:[^@]+@/);
        assert.equal((await upgrade.textContent())?.trim(), billing(locale).upgrade.contactSales);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
