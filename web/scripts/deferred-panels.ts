/**
 * Takes what hidden tab panels hold out of a prerendered page: each `data-defer` element (the sample report's
 * sections other than the first: ReportTabs' `deferHidden`; the drawings of the landing tabs hidden at first:
 * VisualFigure's `defer`) keeps its element, empty, and names a file with its markup in `data-fragment`; the tabs
 * fill it on first use (web/app/components/static/static-tabs.ts).
 *
 * A hidden panel costs the page bytes before its first paint and shows nothing until a click. The sample report's
 * four hidden sections were part of the landing page's brotli HTML (the map grid among them), for a demo of a
 * made-up café that no search engine needs; so were the three hidden drawings of the landing tabs (their alt text
 * and the panels' copy stay in the page). The sizes: docs/performance-history.md, 'Landing HTML'. The files are
 * named by their content's hash, so the same part on several pages of a locale is one cached file.
 */
import { createHash } from 'node:crypto';

const DEFERRED_PANEL = /<div\b[^<>]*\sdata-defer=""[^<>]*>/g;
const DIV_TAG = /<(\/?)div\b[^<>]*>/g;

/** Where the element opened by the tag ending at `from` closes: the index of its `</div>`. */
function closingDiv(html: string, from: number): number {
  DIV_TAG.lastIndex = from;
  let depth = 1;
  for (let match = DIV_TAG.exec(html); match; match = DIV_TAG.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  throw new Error(`unclosed <div> at ${from}`);
}

/** The file name of a panel's markup: `/assets/panel-<hash>.html` (hashed assets are cached for a year). */
export function fragmentPath(markup: string): string {
  return `/assets/panel-${createHash('sha256').update(markup).digest('hex').slice(0, 16)}.html`;
}

/**
 * Empties every `data-defer` panel of `html` and returns the page and the fragments to write (path → markup).
 * A panel that is empty already keeps no `data-fragment`: there is nothing to fetch.
 */
export function deferHiddenPanels(html: string): { html: string; fragments: Map<string, string> } {
  const fragments = new Map<string, string>();
  let out = '';
  let copied = 0;
  for (const match of html.matchAll(DEFERRED_PANEL)) {
    const start = match.index + match[0].length;
    if (start < copied) continue;
    const end = closingDiv(html, start);
    const markup = html.slice(start, end);
    const opening = markup
      ? match[0].replace(' data-defer=""', ` data-fragment="${fragmentPath(markup)}"`)
      : match[0].replace(' data-defer=""', '');
    if (markup) fragments.set(fragmentPath(markup), markup);
    out += html.slice(copied, match.index) + opening;
    copied = end;
  }
  return { html: out + html.slice(copied), fragments };
}
