/**
 * npm run budget: checks the built site against the size budgets of DESIGN.md — the landing page loads at most
 * 130 KB of JavaScript and 30 KB of CSS (gzip) before any interaction, and 20 KB of HTML (brotli), in every
 * locale — and prints what every
 * prerendered page loads, so a page that grows shows up here before it shows up in Lighthouse. Exits 1 when a
 * budget is exceeded. Reads `web/build/client`; run `npm run build` first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@findable/core/locales';
import { repoRoot } from '../support/server.ts';
import { initialAssets } from './initial-assets.ts';

const LANDING_JS_BUDGET = 130 * 1024;
// The landing page's HTML as the server sends it to a browser that takes brotli (DESIGN.md).
const LANDING_HTML_BUDGET = 20 * 1024;
const CSS_BUDGET = 30 * 1024;
const clientDir = path.join(repoRoot, 'web/build/client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    return name === 'index.html' ? [full] : [];
  });
}

const pages = LOCALES.flatMap((locale) => pageFiles(path.join(clientDir, locale))).map((file) => {
  const page = `/${path.relative(clientDir, path.dirname(file)).replaceAll('\\', '/')}`;
  return { page, ...initialAssets(readFileSync(file, 'utf8'), clientDir) };
});
if (pages.length === 0) throw new Error(`no prerendered pages in ${clientDir}: run npm run build first`);

const failures: string[] = [];
for (const { page, js, css, scripts } of pages) {
  const landing = LOCALES.some((locale) => page === `/${locale}`);
  if (landing && js > LANDING_JS_BUDGET) {
    failures.push(
      `${page}: initial JavaScript ${kb(js)} > ${kb(LANDING_JS_BUDGET)}; largest: ${scripts
        .slice(0, 5)
        .map((s) => `${s.file} ${kb(s.gzip)}`)
        .join(', ')}`,
    );
  }
  if (css > CSS_BUDGET) failures.push(`${page}: CSS ${kb(css)} > ${kb(CSS_BUDGET)}`);
}
const landingHtml = LOCALES.map((locale) => ({
  locale,
  brotli: statSync(path.join(clientDir, locale, 'index.html.br')).size,
}));
for (const { locale, brotli } of landingHtml) {
  if (brotli > LANDING_HTML_BUDGET) failures.push(`/${locale}: HTML ${kb(brotli)} brotli > ${kb(LANDING_HTML_BUDGET)}`);
}

const bySize = [...pages].sort((a, b) => b.js - a.js);
const landing = pages.filter(({ page }) => LOCALES.some((locale) => page === `/${locale}`));
console.log(
  `${pages.length} pages; landing ${landing
    .map(
      (p) =>
        `${p.page} ${kb(p.js)} JS, ${kb(p.css)} CSS, ${kb(landingHtml.find(({ locale }) => p.page === `/${locale}`)!.brotli)} HTML (brotli)`,
    )
    .join('; ')}`,
);
console.log(
  `largest initial JS: ${bySize
    .slice(0, 3)
    .map((p) => `${p.page} ${kb(p.js)}`)
    .join(', ')}; smallest: ${bySize.at(-1)!.page} ${kb(bySize.at(-1)!.js)}`,
);
if (failures.length) {
  console.error(`over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
const room = LANDING_JS_BUDGET - Math.max(...landing.map((p) => p.js));
const htmlRoom = LANDING_HTML_BUDGET - Math.max(...landingHtml.map((p) => p.brotli));
console.log(
  `within budget: landing JS ≤ ${kb(LANDING_JS_BUDGET)} (${kb(room)} to spare), landing HTML ≤ ${kb(LANDING_HTML_BUDGET)} brotli (${kb(htmlRoom)} to spare), CSS ≤ ${kb(CSS_BUDGET)} on every page`,
);
