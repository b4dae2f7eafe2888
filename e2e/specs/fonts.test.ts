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
      .filter(
        (rule): rule is CSSFontFaceRule =>
          rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Inter Variable'),
      )
      .map((rule) => ({
        range: rule.style.getPropertyValue('unicode-range'),
        src: rule.style.getPropertyValue('src'),
      })),
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

describe('fonts', () => {
  it('draws every letter of a Hungarian page, ő and ű included, from the one file English pages use, and preloads none', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/en-US/local-seo-for-dentists`);
    const english = faceOf(await interFaces(page), 'a');
    await page.goto(`${product.server.url}/hu-HU/local-seo-for-dentists`);
    const faces = await interFaces(page);
    const text = await page.locator('body').innerText();
    assert.match(text, /[őű]/);
    // Spaces and invisible format characters (the word joiner) are not drawn from a font file.
    const files = new Set([...text.replace(/[\s\p{Cf}]/gu, '')].map((char) => faceOf(faces, char)));
    assert.deepEqual([...files], [english], 'one file for the whole text');
    assert.equal(faceOf(faces, 'Ő'), english);
    assert.equal(faceOf(faces, 'Ű'), english);
    // A preload would start the font alongside the stylesheet, on the path to the first paint.
    assert.equal(await page.locator('link[rel="preload"][as="font"]').count(), 0);
    // The browser draws these letters in Inter, and fetched no other Inter file for this page.
    assert.equal(
      await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px "Inter Variable"', 'őűŐŰ'))),
      true,
    );
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    assert.deepEqual(fontFiles, [english]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the rest of Latin Extended-A in a second file, which a German page does not fetch', async () => {
    const context = await product.browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPage(context);
    await page.goto(`${product.server.url}/de-DE/pricing`);
    const faces = await interFaces(page);
    assert.equal(await page.locator('link[rel="preload"][as="font"]').count(), 0);
    const extended = faceOf(faces, 'ł');
    assert.ok(extended && extended !== faceOf(faces, 'a'));
    assert.equal(faceOf(faces, 'ő'), faceOf(faces, 'a'));
    assert.equal(
      await page.evaluate(() =>
        document.fonts.ready.then(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('latin-ext')),
        ),
      ),
      false,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
