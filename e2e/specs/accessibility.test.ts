import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { LOCALES } from '@findable/core/locales';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { pagesToCheck } from '../support/pages.ts';
import { useProduct } from '../support/product.ts';

const product = useProduct();

describe('axe finds no violations', () => {
  for (const locale of LOCALES) {
    for (const inner of pagesToCheck()) {
      for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
        it(`/${locale}/${inner} (${label})`, async () => {
          const context = await product.browser.newContext({ viewport, reducedMotion: 'reduce' });
          const page = await context.newPage();
          await page.goto(`${product.server.url}/${locale}${inner ? `/${inner}` : ''}`, { waitUntil: 'networkidle' });
          const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
          assert.deepEqual(
            violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`),
            [],
          );
          await context.close();
        });
      }
    }
  }
});
