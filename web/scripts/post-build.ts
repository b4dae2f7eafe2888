/**
 * After `react-router build`: records each prerendered page and the hashes of its inline scripts (the
 * server's CSP allows exactly those) and the site facts the build was made with (the server swaps in its own
 * at start: core/site-facts.ts), writes sitemap.xml and robots.txt, and precompresses text files with
 * brotli and gzip so the server never compresses on the fly.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { escapeHtml } from '@findable/core/html';
import { LOCALES } from '@findable/core/locales';
import { PAGE_IDS, pathsOf } from '@findable/core/routes';
import { buildSiteFacts, factsOccurrences, serializeSiteFacts } from '@findable/core/site-facts';
import { drawShareImages } from './share-images.ts';
import { cssVariables } from './drawings-as-images.ts';
import { rewritePage } from './page-rewrites.ts';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');
const clientDir = path.join(buildDir, 'client');
// The same facts the locale layout's loader put into every page (web/app/site/site-facts.ts).
const facts = buildSiteFacts(process.env.SITE_URL);
const siteUrl = facts.origin;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(clientDir);
const toUrlPath = (file: string) => '/' + path.relative(clientDir, file).split(path.sep).join('/');

// 1. Pages: the rewrites of React Router's output, one entry point (page-rewrites.ts: module preloads out, one
// copy of build-time markup, hidden panels and map drawings to files, scripts after the first paint), then the
// hashes of their inline scripts.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
// Each page must carry the site facts exactly once in its HTML and its .data file, or the server could not
// swap them at start: fail the build rather than serve a page with the wrong origin or operator.
const NOINDEX = /<meta name="robots" content="noindex"/;
let droppedMarkup = 0;
const movedFiles = new Map<string, string>();
const themeVariables = cssVariables(
  files
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n'),
);
const pages = files
  .filter((file) => file.endsWith('/index.html') && file !== path.join(clientDir, 'index.html'))
  .map((file) => {
    const {
      html,
      files: moved,
      droppedMarkup: dropped,
    } = rewritePage(toUrlPath(file), readFileSync(file, 'utf8'), themeVariables);
    for (const [urlPath, content] of moved) movedFiles.set(urlPath, content);
    writeFileSync(file, html);
    droppedMarkup += dropped;
    const scriptHashes = [...html.matchAll(INLINE_SCRIPT)].map(
      (match) =>
        `sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}`,
    );
    const urlPath = toUrlPath(file).replace(/\/index\.html$/, '');
    const dataFile = path.join(clientDir, `${urlPath}.data`);
    const found = [
      factsOccurrences(facts, 'stream', html),
      factsOccurrences(facts, 'data', readFileSync(dataFile, 'utf8')),
    ];
    if (found[0] !== 1 || found[1] !== 1) {
      throw new Error(
        `${urlPath}: the site facts appear ${found[0]}× in the HTML and ${found[1]}× in the .data file (expected once each)`,
      );
    }
    return {
      path: urlPath,
      file: path.relative(clientDir, file),
      scriptHashes,
      ...(NOINDEX.test(html) ? { noindex: true } : {}),
    };
  })
  .sort((a, b) => a.path.localeCompare(b.path));
for (const [urlPath, content] of movedFiles) writeFileSync(path.join(clientDir, urlPath), content);
writeFileSync(
  path.join(buildDir, 'site-manifest.json'),
  JSON.stringify({ site: serializeSiteFacts(facts), pages }, null, 2),
);

// 2. Sitemap with hreflang alternates: one entry per canonical page and locale (not aliases, not the pages
// marked noindex: 404, unlock-badge, the application pages).
const aliasPaths = new Set<string>(PAGE_IDS.flatMap((id) => pathsOf(id).slice(1)));
const innerPaths = [
  ...new Set(
    pages
      .filter((page) => !page.noindex)
      .map((page) => page.path.split('/').slice(2).join('/'))
      .filter((inner) => !aliasPaths.has(inner)),
  ),
];
const url = (locale: string, inner: string) => `${siteUrl}/${locale}${inner ? `/${inner}` : ''}`;
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...innerPaths.flatMap((inner) =>
    LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeHtml(url(locale, inner))}</loc>`,
        ...LOCALES.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(url(other, inner))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${siteUrl}/${inner}`)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  ),
  '</urlset>',
  '',
].join('\n');
writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap);
writeFileSync(
  path.join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);

// 3. The share image of every page and locale (og:image), and the logo of the structured data.
const imagesStarted = performance.now();
const shareImages = await drawShareImages(clientDir, pages);
const imagesSeconds = ((performance.now() - imagesStarted) / 1000).toFixed(1);

// 4. Precompressed twins of every text file worth compressing.
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
let compressed = 0;
for (const file of walk(clientDir)) {
  if (/\.(br|gz)$/.test(file)) rmSync(file);
}
for (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  compressed++;
}

console.log(
  `post-build: ${pages.length} pages (${(droppedMarkup / 1024 / 1024).toFixed(1)} MB of repeated markup dropped from their inline data, ` +
    `${movedFiles.size} hidden panels and drawings moved to files of their own), ` +
    `${innerPaths.length * LOCALES.length} sitemap URLs, ` +
    `${shareImages.images} share images (${shareImages.drawn} drawn on ${shareImages.workers} threads in ${imagesSeconds} s, the rest cached), ` +
    `${compressed} files precompressed`,
);
