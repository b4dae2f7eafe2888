/**
 * Lets a prerendered page paint before its JavaScript is fetched.
 *
 * React Router ends each page with one inline module script that imports the page's modules (the manifest and
 * one module per route) and then the client entry, which hydrates. Static imports are fetched the moment the
 * script is parsed, that is while the stylesheet and the font are still on their way: on a slow phone link the
 * page's JavaScript shares the bandwidth with them and the first paint waits (issue 14; measured in
 * docs/performance-history.md, 'Scripts after the first paint'). The
 * rewritten script waits for the first frame, then imports the same modules with `import()` in one go and
 * runs the rest as before; the page's content is in the HTML, so nothing is missing meanwhile.
 *
 * The script's shape is React Router's own (react-router's `<Scripts>`); a script that does not have it exactly
 * is left as it is here, and page-rewrites.ts fails the build on it (FrameworkOutputChanged).
 */

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMED_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{[^\n]*\};$/;
const ENTRY = /^import\("([^"]+)"\);$/;

/**
 * A promise that settles after the first frame has been painted, or after a second in any case (a tab opened in
 * the background runs no frames).
 */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve)); setTimeout(resolve, 1000); });';

export function loadScriptsAfterPaint(html: string): { html: string; changed: boolean } {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return { html, changed: false };
  const lines = match[1]!
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const imports: Array<{ name: string | null; url: string }> = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of lines) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const named = NAMED_IMPORT.exec(line);
    const called = ENTRY.exec(line);
    if (sideEffect && routeModules === undefined) imports.push({ name: null, url: sideEffect[1]! });
    else if (named && routeModules === undefined) imports.push({ name: named[1]!, url: named[2]! });
    else if (ROUTE_MODULES.test(line) && routeModules === undefined) routeModules = line;
    else if (called && routeModules !== undefined && entry === undefined) entry = called[1]!;
    else return { html, changed: false };
  }
  if (!routeModules || !entry || !imports.length) return { html, changed: false };
  const script = [
    AFTER_FIRST_PAINT,
    `const [${imports.map((item) => item.name ?? '').join(', ')}] = await Promise.all([${imports.map((item) => `import(${JSON.stringify(item.url)})`).join(', ')}]);`,
    routeModules,
    `import(${JSON.stringify(entry)});`,
  ].join('\n');
  return {
    html:
      html.slice(0, match.index) +
      `<script type="module" async="">${script}</script>` +
      html.slice(match.index + match[0].length),
    changed: true,
  };
}
