import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOCALES } from '@findable/core/locales';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { pagesToCheck } from '../support/pages.ts';
import { useProduct } from '../support/product.ts';

const product = useProduct();
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

/**
 * Every page type in every language at both widths. One browser context per width serves all its pages, and
 * three pages are checked at a time: a page waits for its load and hydration (not for network idle), so most
 * of a check is axe's own work.
 */
describe('axe finds no violations', { concurrency: 3 }, () => {
  const contexts = {} as Record<keyof typeof VIEWPORTS, BrowserContext>;
  before(async () => {
    for (const [label, viewport] of Object.entries(VIEWPORTS) as Array<
      [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]]
    >) {
      contexts[label] = await product.browser.newContext({ viewport, reducedMotion: 'reduce' });
    }
  });
  after(async () => {
    for (const context of Object.values(contexts)) await context.close();
  });

  for (const locale of LOCALES) {
    for (const inner of pagesToCheck()) {
      for (const label of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
        it(`/${locale}/${inner} (${label})`, async () => {
          const { page } = await openPage(contexts[label]);
          try {
            await page.goto(`${product.server.url}/${locale}${inner ? `/${inner}` : ''}`);
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            assert.deepEqual(await axeViolations(page), []);
          } finally {
            await page.close();
          }
        });
      }
    }
  }
});
