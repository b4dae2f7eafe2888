import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGS } from '@findable/core/locales/messages';
import { ERROR_TEXT } from '@findable/core/locales/messages/errors';
import { DESKTOP, hydrated, openPage } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';

const product = useProduct();
const signUp = CATALOGS['de-DE'].common.footer.ctaButton;

describe('the root error screen', () => {
  it("shows in the page's language with a way back when code fails to load after a deploy", async () => {
    const context = await product.browser.newContext({ viewport: DESKTOP });
    const { page } = await openPage(context);
    await page.goto(`${product.server.url}/de-DE`);
    // A deploy replaced the build: the dialog's code of the build this page came from is gone.
    await page.route('**/assets/register-modal-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('button', { name: signUp }).first().click();

    const text = ERROR_TEXT['de-DE'];
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.getByText(text.updated).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'de-DE');
    assert.equal(await page.getByRole('link', { name: text.reload }).getAttribute('href'), '/de-DE');
    assert.equal(await page.getByRole('link', { name: text.home }).getAttribute('href'), '/de-DE');

    // The way back works once the new code is there.
    await page.unroute('**/assets/register-modal-*.js');
    // The link loads the page anew; a click before React has hydrated it would be lost.
    await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: text.reload }).click()]);
    await hydrated(page);
    await page.getByRole('button', { name: signUp }).first().click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});
