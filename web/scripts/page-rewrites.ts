/**
 * The one entry point for what the build changes in React Router's prerendered pages (docs/architecture.md,
 * "Rewrites of the framework's output"). Each rewrite is a module of its own with its unit tests; this file
 * runs them in their order and fences the two that read the framework's own markup:
 *
 * | rewrite | reads | why (docs/performance-history.md) |
 * |---|---|---|
 * | module preloads out | React's `<link rel="modulepreload">` | ~25 preloads shared the slow link with the stylesheet: FCP ('Lighthouse and bundle size') |
 * | one copy of build-time markup (static-markup.ts) | React Router's inline `streamController.enqueue("…")` | the landing page's HTML carried that markup twice (decision 021) |
 * | hidden panels to files (deferred-panels.ts) | our `data-defer` | the landing page's brotli HTML ('Landing HTML …' sections) |
 * | map drawings to images (drawings-as-images.ts) | our `data-image` | the landing page's brotli HTML ('Landing HTML within 20 KB …') |
 * | scripts after the first paint (scripts-after-paint.ts) | React Router's bootstrap `<script type="module">` | LCP ('Scripts after the first paint') |
 *
 * The fence: a rewrite of the framework's markup that finds nothing to rewrite on a page that must have it
 * does not pass silently (the page would simply grow back, or paint later); it throws `FrameworkOutputChanged`,
 * which fails `npm run build` and so `npm test`, naming the rewrite and what it looked for. After a React Router
 * upgrade that changes its output, the build says which rewrite to adapt, and `page-rewrites.test.ts` holds
 * the markup each one expects.
 */
import { deferHiddenPanels } from './deferred-panels.ts';
import { drawingsAsImages } from './drawings-as-images.ts';
import { loadScriptsAfterPaint } from './scripts-after-paint.ts';
import { dropRepeatedMarkup } from './static-markup.ts';

/** Thrown when a page lacks the framework markup a rewrite is written for. */
export class FrameworkOutputChanged extends Error {
  constructor(page: string, rewrite: string, expected: string) {
    super(
      `${page}: the rewrite "${rewrite}" did not find ${expected} in React Router's output. Did a React Router upgrade change it? ` +
        `Adapt web/scripts/${rewrite}.ts and its test (docs/architecture.md, "Rewrites of the framework's output").`,
    );
    this.name = 'FrameworkOutputChanged';
  }
}

// React emits a <link rel="modulepreload"> for every chunk of the page (~25 of them) at the top of <head>.
// On a slow phone connection they compete with the stylesheet and the HTML for bandwidth and delay the first
// paint by ~0.7 s in Lighthouse's mobile simulation; without them the module script at the end of <body>
// loads the same chunks right after the content has been parsed.
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const HYDRATION_DATA = 'window.__reactRouterContext.streamController.enqueue(';
const BOOTSTRAP = '<script type="module"';
const STATIC_ELEMENT = /\sdata-static="[^"]*"[^<>]*>(?!<\/)/;

export interface RewrittenPage {
  html: string;
  /** Files the page's parts moved to (URL path → content): hidden panels, drawings. */
  files: Map<string, string>;
  /** Characters of build-time markup dropped from the inline hydration data. */
  droppedMarkup: number;
}

/**
 * Rewrites one prerendered page. `page` names it in errors; `themeVariables` are the stylesheet's custom
 * properties (drawings-as-images.ts writes them into the image files).
 */
export function rewritePage(page: string, original: string, themeVariables: Map<string, string>): RewrittenPage {
  const withoutPreloads = original.replace(MODULE_PRELOAD, '');
  if (withoutPreloads.includes('rel="modulepreload"'))
    throw new FrameworkOutputChanged(page, 'page-rewrites', '`<link rel="modulepreload" href="…"/>`');

  // The inline data's second copy of build-time markup goes first: that copy is the whole section, hidden panels
  // included, which a client-side navigation still gets from the .data file.
  const { html: withMarkupOnce, dropped } = dropRepeatedMarkup(withoutPreloads);
  if (STATIC_ELEMENT.test(withoutPreloads) && withoutPreloads.includes(HYDRATION_DATA) && dropped === 0) {
    throw new FrameworkOutputChanged(
      page,
      'static-markup',
      'the markup of its data-static elements in the inline `streamController.enqueue("…")` data',
    );
  }
  const { html: withoutHiddenPanels, fragments } = deferHiddenPanels(withMarkupOnce);
  // After the panels: a drawing in a hidden panel's file stays inline there (the file is fetched on a click).
  const { html: withDrawingFiles, files: drawings } = drawingsAsImages(withoutHiddenPanels, themeVariables);
  const { html, changed } = loadScriptsAfterPaint(withDrawingFiles);
  if (!changed && withDrawingFiles.includes(BOOTSTRAP)) {
    throw new FrameworkOutputChanged(
      page,
      'scripts-after-paint',
      'the bootstrap module script (static imports, `window.__reactRouterRouteModules = {…}`, `import("…entry.client…")`)',
    );
  }
  return { html, files: new Map([...fragments, ...drawings]), droppedMarkup: dropped };
}
