import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cssVariables, drawingPath, drawingsAsImages } from './drawings-as-images.ts';

describe('drawingsAsImages', () => {
  const variables = cssVariables(
    ':root,:host{--color-accent-700:oklch(50% .12 165);--color-ink-950:oklch(15% .03 265)}.x{--color-accent-700:red}',
  );
  const grid =
    '<rect width="320" height="320" fill="oklch(0.97 0.012 240)"></rect><circle cx="23" cy="23" r="16" fill="var(--color-accent-700)"></circle>' +
    '<text x="23" y="28" fill="var(--color-ink-950)">3</text>';
  const page = [
    '<main><div aria-hidden="true" class="h-full">',
    `<svg viewBox="0 0 320 320" width="320" height="320" class="mx-auto h-auto w-full max-w-80" aria-hidden="true" data-image="">${grid}</svg>`,
    '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1h2"></path></svg>',
    '</div></main>',
  ].join('');

  it('reads the custom properties of a stylesheet, the first declaration of each', () => {
    assert.equal(variables.get('color-accent-700'), 'oklch(50% .12 165)');
    assert.equal(variables.get('color-ink-950'), 'oklch(15% .03 265)');
  });

  it('writes each marked drawing to a file with the theme colours in it, and puts an image of its size and classes in its place', () => {
    const { html, files } = drawingsAsImages(page, variables);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320" font-family="Inter, Arial, Helvetica, sans-serif">' +
      '<rect width="320" height="320" fill="oklch(0.97 0.012 240)"></rect><circle cx="23" cy="23" r="16" fill="oklch(50% .12 165)"></circle>' +
      '<text x="23" y="28" fill="oklch(15% .03 265)">3</text></svg>';
    assert.deepEqual([...files], [[drawingPath(svg), svg]]);
    assert.match(drawingPath(svg), /^\/assets\/drawing-[0-9a-f]{16}\.svg$/);
    assert.equal(
      html,
      [
        '<main><div aria-hidden="true" class="h-full">',
        `<img src="${drawingPath(svg)}" alt="" width="320" height="320" class="mx-auto h-auto w-full max-w-80" loading="lazy" decoding="async">`,
        '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1h2"></path></svg>',
        '</div></main>',
      ].join(''),
    );
  });

  it('gives the same drawing on two pages one file', () => {
    const other = page.replace('<main>', '<main><h1>Another page</h1>');
    assert.deepEqual(
      [...drawingsAsImages(other, variables).files.keys()],
      [...drawingsAsImages(page, variables).files.keys()],
    );
  });

  it('refuses a drawing whose colour the stylesheet does not declare, rather than draw it black', () => {
    const unknown = page.replace('var(--color-ink-950)', 'var(--color-ink-951)');
    assert.throws(() => drawingsAsImages(unknown, variables), /--color-ink-951/);
  });

  it('leaves a page without marked drawings as it is', () => {
    const plain = page.replace(' data-image=""', '');
    assert.deepEqual(drawingsAsImages(plain, variables), { html: plain, files: new Map() });
  });
});
