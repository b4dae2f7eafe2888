/**
 * Drops the second copy of build-time markup from a prerendered page's inline hydration data.
 *
 * A section rendered to HTML at build time reaches the browser as a string in the route's loader data
 * (web/app/components/static/static-markup.ts). React Router inlines that data into the page so it can hydrate,
 * which repeated every such section: much of the landing page's HTML was this second copy (sizes in
 * docs/decisions/021-deferred-hydration-and-build-time-markup.md). Here each
 * string of the inline data that is exactly the inner HTML of a `data-static` element of the same page becomes
 * an empty string; the element then keeps the markup it has. The .data files (client-side navigations) keep
 * the markup.
 *
 * The inline data is one `streamController.enqueue("…")` call whose argument is the JSON of React Router's
 * turbo-stream text (escaped like React Router's own `escapeHtml`); its first line is a JSON array of values. A page
 * whose data has another form is left as it is here, and page-rewrites.ts fails the build on it.
 */
const ENQUEUE = /(window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g;
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const escapeScript = (text: string) => text.replace(/[&><\u2028\u2029]/g, (char) => ESCAPES[char]!);
// The opening tag of an element with `data-static`, ending right where the markup starts.
const STATIC_OPENING_TAG = /<[a-z]+\b[^<>]*\bdata-static="[^"]*"[^<>]*>$/;

/** Whether `markup` is the whole inner HTML of a `data-static` element of `html`. */
function isStaticMarkup(html: string, markup: string): boolean {
  for (let at = html.indexOf(markup); at !== -1; at = html.indexOf(markup, at + 1)) {
    if (
      STATIC_OPENING_TAG.test(html.slice(Math.max(0, at - 2000), at)) &&
      /^<\/[a-z]+>/.test(html.slice(at + markup.length))
    )
      return true;
  }
  return false;
}

export function dropRepeatedMarkup(html: string): { html: string; dropped: number } {
  let dropped = 0;
  const out = html.replace(ENQUEUE, (_call, open: string, literal: string, close: string) => {
    const [first = '', ...rest] = (JSON.parse(literal) as string).split('\n');
    const values = JSON.parse(first) as unknown[];
    const kept = values.map((value) => {
      if (typeof value !== 'string' || !value.startsWith('<') || !isStaticMarkup(html, value)) return value;
      dropped += value.length;
      return '';
    });
    return open + escapeScript(JSON.stringify([JSON.stringify(kept), ...rest].join('\n'))) + close;
  });
  return { html: out, dropped };
}
