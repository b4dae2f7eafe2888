import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../support/browser.ts';
import { useProduct } from '../support/product.ts';

const product = useProduct();

/** The Inter faces of the page's stylesheets: unicode ranges and absolute file URLs, in the order declared. */
async function interFaces(page: Page): Promise<Array<{ ranges: Array<[number, number]>; url: string }>> {
  const faces = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Inter Variable'))
      .map((rule) => ({ range: rule.style.getPropertyValue('unicode-range'), src: rule.style.getPropertyValue('src') })),
  );
  return faces.map(({ range, src }) => ({
    ranges: range.split(',').map((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)] as [number, number];
    }),
    url: new URL(/url\("?([^")]+)"?\)/.exec(src)![1]!, page.url()).href,
  }));
}

/** The file a character is drawn from: of the faces whose range has it, the last declared (CSS Fonts 4, §4.5). */
function faceOf(faces: Array<{ ranges: Array<[number, number]>; url: string }>, char: string): string | undefined {
  const code = char.codePointAt(0)!;
  return faces.filter((face) => face.ranges.some(([from, to]) => code >= from && code <= to)).at(-1)?.url;
}

describe('fonts before the first paint', () => {
  it('on a Hungarian page, preloads exactly the files its Latin letters and ő, ű, Ő, Ű are drawn from, the small one for these four', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/hu-HU/local-seo-for-dentists`);
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const faces = await interFaces(page);
    const latin = faceOf(faces, 'a');
    const hungarian = [...'őűŐŰ'].map((char) => faceOf(faces, char));
    assert.ok(latin && hungarian[0]);
    assert.deepEqual(new Set(hungarian), new Set([hungarian[0]]), 'one file for all four');
    assert.deepEqual(preloads.sort(), [latin, hungarian[0]].sort());
    // The file for ő and ű is the one made for them, not the 14 KB of every Latin Extended-A letter.
    const size = Number((await context.request.get(hungarian[0]!)).headers()['content-length']);
    assert.ok(size > 0 && size < 4096, `${size} bytes`);
    // The text of the page has these letters, and the browser draws them in Inter.
    assert.match(await page.locator('main').innerText(), /[őű]/);
    assert.equal(await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px "Inter Variable"', 'őű'))), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('on English and German pages, preloads no font (they paint with the metric-matched fallback)', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    for (const path of ['/en-US', '/de-DE/pricing']) {
      await page.goto(`${product.server.url}${path}`);
      assert.equal(await page.locator('link[rel="preload"][as="font"]').count(), 0, path);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
