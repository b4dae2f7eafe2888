import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dropRepeatedMarkup } from './static-markup.ts';

/** A page as React Router prerenders it: markup, then the inline data as one escaped enqueue call. */
function page(body: string, values: unknown[], rest = '') {
  const stream = `${JSON.stringify(values)}\n${rest}`;
  const literal = JSON.stringify(stream).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<html><body>${body}<script>window.__reactRouterContext.streamController.enqueue(${literal});</script></body></html>`;
}

function inlineValues(html: string): { values: unknown[]; rest: string } {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(html)![1]!;
  const [first, ...rest] = (JSON.parse(literal) as string).split('\n');
  return { values: JSON.parse(first!) as unknown[], rest: rest.join('\n') };
}

describe('dropRepeatedMarkup', () => {
  const section = '<h2 class="t">Tabs &amp; more</h2><div><p>One</p></div>';
  const body = `<main><div class="mx-auto" data-static="_R_1_">${section}</div><p>Hero &amp; copy</p></main>`;

  it("empties the inline data's copy of a data-static element's markup and keeps every other value", () => {
    const html = page(
      body,
      [{ _1: 2 }, 'loaderData', section, '<p>Hero &amp; copy</p>', '<b>not on the page</b>', 42],
      'P1:[3]',
    );
    const out = dropRepeatedMarkup(html);
    assert.equal(out.dropped, section.length);
    const { values, rest } = inlineValues(out.html);
    assert.deepEqual(values, [{ _1: 2 }, 'loaderData', '', '<p>Hero &amp; copy</p>', '<b>not on the page</b>', 42]);
    assert.equal(rest, 'P1:[3]');
    // Still escaped as React Router escapes it: no raw '<' inside the script.
    assert.doesNotMatch(out.html.slice(out.html.indexOf('<script>') + 8), /<(?!\/script>|\/body>|\/html>)/);
    assert.ok(out.html.startsWith(`<html><body>${body}`));
  });

  it('keeps markup that is only part of an element, or inside an element without data-static', () => {
    const part = '<p>One</p>';
    const html = page(`${body}<div>${section}</div>`, [part, '<div><p>One</p></div>']);
    const out = dropRepeatedMarkup(html);
    assert.equal(out.dropped, 0);
    assert.deepEqual(inlineValues(out.html).values, [part, '<div><p>One</p></div>']);
  });

  it('leaves a page without inline data alone', () => {
    assert.deepEqual(dropRepeatedMarkup(body), { html: body, dropped: 0 });
  });
});
