import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules every page is held to: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * What axe finds on the page (or inside `within`, a CSS selector), one line per rule with up to three of its
 * elements; [] when it finds nothing.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself. The default (runPartial) opens a blank page per check and
  // injects axe-core's 560 KB there a second time to finish the run: 5.5 s against 3.4 s on the landing page on
  // this machine (same rules, same passes), the largest part of the browser tests' accessibility file.
  // `resultTypes: ['violations']`: every rule still runs on every element, but axe stops collecting the
  // elements that pass, which only this function's caller would have thrown away (a quarter less time).
  // `options` replaces the builder's options wholesale, so it comes before `withTags`, which adds to them.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
