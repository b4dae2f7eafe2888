import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { LOCALES } from '@findable/core/locales';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, openPage, PHONE } from '../support/browser.ts';
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
    for (const [label, viewport] of Object.entries(VIEWPORTS) as Array<[keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]]>) {
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
            const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
            assert.deepEqual(
              violations.map(
                (v) =>
                  `${v.id}: ${v.nodes
                    .slice(0, 3)
                    .map((n) => n.target.join(' '))
                    .join(' | ')}`,
              ),
              [],
            );
          } finally {
            await page.close();
          }
        });
      }
    }
  }
});
