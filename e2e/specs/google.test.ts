import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CATALOGS } from '@findable/core/locales/messages';
import type { Browser, Page } from 'playwright-core';
import { signUpByApi } from '../support/accounts.ts';
import { DESKTOP, hydrated, launchBrowser, openPage } from '../support/browser.ts';
import { startOpenIdProvider, type OpenIdProvider } from '../support/oidc-provider.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';

describe('sign-up with Google (OpenID Connect against a provider on loopback)', () => {
  let provider: OpenIdProvider;
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    const port = await freePort();
    provider = await startOpenIdProvider(`http://127.0.0.1:${port}/api/auth/google/callback`);
    server = await startServer({
      PORT: String(port),
      // The callback Google is told is built from the public origin, which here is where the server listens.
      SITE_URL: `http://127.0.0.1:${port}`,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuer,
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  /** The provider's own login and consent screens, as `login`. */
  async function signInAtProvider(page: Page, login: string) {
    await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
    await page.locator('input[name=login]').fill(login);
    await page.locator('input[name=password]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('shows the Google button once configured, creates the account from the ID token and ends on the report page; a second sign-in finds it', async () => {
    for (const _round of [1, 2]) {
      const context = await browser.newContext({ viewport: DESKTOP });
      const { page } = await openPage(context);
      await page.goto(`${server.url}/en-US`);
      await page.getByRole('button', { name: 'Sign up for free' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Sign up with Google' }).click();
      await signInAtProvider(page, 'gabi');
      await page.waitForURL(/\/en-US\/auth\/report$/);
      await hydrated(page);
      await page.getByRole('link', { name: 'Account settings' }).click();
      await page.getByRole('heading', { name: 'Hello, Gabi' }).waitFor();
      await page.getByText('Signed in as gabi@gmail.example').waitFor();
      assert.doesNotMatch(page.url(), /accessToken/);
      await context.close();
    }
  });

  it('carries the business picked in the search through Google: the new account’s report opens with it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(`${server.url}/en-US`);
    await page.getByRole('search').first().getByRole('combobox', { name: CATALOGS['en-US'].search.label }).click();
    await page.keyboard.type('cafe', { delay: 30 });
    const option = page.getByRole('listbox').getByRole('option').first();
    await option.waitFor();
    const business = (await option.locator('span.font-semibold').first().textContent())!.trim();
    await option.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign up with Google' }).click();
    await signInAtProvider(page, 'carla');
    await page.waitForURL(/\/en-US\/auth\/report\?/);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Add this business?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByTestId('report-business').filter({ hasText: business }).waitFor();
    assert.doesNotMatch(page.url(), /accessToken/);
    await context.close();
  });

  it('gives an agency account to a visitor who chose “An agency” in the form and then signed up with Google', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(`${server.url}/en-US/auth/register`);
    await hydrated(page);
    await page.getByRole('radio', { name: /An agency/ }).check();
    await page.getByRole('link', { name: 'Sign up with Google' }).click();
    await signInAtProvider(page, 'agnes');
    await page.waitForURL(/\/en-US\/auth\/report$/);
    await hydrated(page);
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.getByRole('heading', { name: 'Hello, Agnes' }).waitFor();
    assert.match((await page.getByText('Account type:').textContent())!, /Account type:\s*Agency/);
    await context.close();
  });

  it('neither links nor creates an account for an address Google has not verified', async () => {
    // Someone registered with this address; a Google account claiming it unverified must not take it over.
    await signUpByApi(server.url, { email: 'unverified-owner@gmail.example' });
    for (const login of ['unverified-owner', 'unverified-newcomer']) {
      const context = await browser.newContext({ viewport: DESKTOP });
      const { page } = await openPage(context);
      await page.goto(`${server.url}/en-US/auth/login`);
      await page.getByRole('link', { name: 'Sign up with Google' }).click();
      await signInAtProvider(page, login);
      await page.getByText('Google sign-in could not be completed').waitFor();
      assert.match(
        new URL(page.url()).pathname,
        /^\/api\/auth\/google\/callback$/,
        `${login}: no session, no report page`,
      );
      await context.close();
    }
    // No account was created for the newcomer's address: it can still be registered.
    await signUpByApi(server.url, { email: 'unverified-newcomer@gmail.example' });
  });

  it('refuses a callback without the flow cookie (forged or replayed)', async () => {
    const response = await fetch(`${server.url}/api/auth/google/callback?code=stolen&state=guess`, {
      redirect: 'manual',
    });
    assert.equal(response.status, 400);
    assert.match(await response.text(), /Google sign-in could not be completed/);
  });
});
