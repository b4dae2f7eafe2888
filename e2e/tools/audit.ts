/**
 * npm run audit [-- path …]: Lighthouse (mobile preset: simulated slow 4G and a mid-range phone) against the
 * real server in Debian's Chromium, for one page of each type in every locale. Prints the four category
 * scores, LCP, TBT and CLS per page, and the initial JS and CSS (gzip bytes) each page loads; writes the
 * medians of three runs to docs/performance.md between the audit markers (`AUDIT_SECTION=name` writes its own
 * section instead, between `audit:name` markers, so a partial run does not replace the whole table;
 * `AUDIT_LOCALES=hu-HU,de-DE` audits those locales only). The
 * application's pages (auth/…) are audited signed in, as a user with a demo café who has just signed up.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { LOCALES } from '@findable/core/locales';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { pagesToAudit } from '../support/pages.ts';
import { findBusiness, signUpByApi } from '../support/accounts.ts';
import { initialAssets } from './initial-assets.ts';
import { repoRoot, startServer } from '../support/server.ts';

const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const only = process.argv.slice(2);
const inner = only.length ? only : pagesToAudit();
const clientDir = path.join(repoRoot, 'web/build/client');

interface Row {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzip: number;
  cssGzip: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * One Lighthouse run. Now and then (about one run in thirty here) Lighthouse loses the trace and reports no
 * LCP and a performance score of 0 or null; such a run measured nothing, so it is repeated (twice at most)
 * rather than counted as a page that scores 0.
 */
async function measure(url: string, attempt = 1): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  const signedIn = /^\/[^/]+\/auth\//.test(new URL(url).pathname);
  if (signedIn) await storeSession(accessToken);
  // Lighthouse clears the origin's storage before a run unless told not to: a signed-in page keeps its token.
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: signedIn });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lcp = result.lhr.audits['largest-contentful-paint'];
  if (result.lhr.runtimeError || !result.lhr.categories.performance?.score || !lcp?.numericValue) {
    const reason = result.lhr.runtimeError?.message ?? lcp?.errorMessage ?? 'no performance score';
    if (attempt > 2) throw new Error(`Lighthouse could not measure ${url} three times: ${reason}`);
    console.log(`  ${url}: run not measured (${reason}), repeating`);
    return measure(url, attempt + 1);
  }
  return result;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const accessToken = await signUpByApi(server.url, { email: 'audit@example.com', business: await findBusiness(server.url, 'cafe') });

/** Puts the access token into the audited browser's storage for the server's origin (as token login does). */
async function storeSession(token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${server.url}/api/health`);
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
  await page.close();
  await browser.close();
}
const rows: Row[] = [];
try {
  for (const locale of LOCALES.filter((code) => !process.env.AUDIT_LOCALES || process.env.AUDIT_LOCALES.split(',').includes(code))) {
    for (const pathInLocale of inner) {
      const url = `${server.url}/${locale}${pathInLocale ? `/${pathInLocale}` : ''}`;
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await measure(url);
        const { categories, audits } = result.lhr;
        const html = await (await fetch(url)).text();
        const bytes = initialAssets(html, clientDir);
        runs.push({
          url: url.replace(server.url, ''),
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          jsGzip: bytes.js,
          cssGzip: bytes.css,
        });
        const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
        if (run === 0) {
          for (const audit of failing) {
            const items = (audit.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [];
            console.log(
              `  ${url}: ${audit.id}: ${items
                .map((item) => item.node?.snippet ?? '')
                .slice(0, 5)
                .join(' | ')}`,
            );
          }
        }
      }
      const row: Row = {
        url: runs[0]!.url,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        seo: median(runs.map((r) => r.seo)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        jsGzip: runs[0]!.jsGzip,
        cssGzip: runs[0]!.cssGzip,
      };
      rows.push(row);
      console.log(
        `${row.url.padEnd(28)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${(row.jsGzip / 1024).toFixed(1)} KB  CSS ${(row.cssGzip / 1024).toFixed(1)} KB`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run audit\` (Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, Debian Chromium, median of ${RUNS} runs; JS/CSS are gzip -9 bytes of what the page loads before any interaction).`,
  '',
  '| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | initial JS | CSS |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| \`${r.url}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${(r.jsGzip / 1024).toFixed(1)} KB | ${(r.cssGzip / 1024).toFixed(1)} KB |`,
  ),
].join('\n');
const docPath = path.join(repoRoot, 'docs/performance.md');
const doc = readFileSync(docPath, 'utf8');
const marker = process.env.AUDIT_SECTION ? `audit:${process.env.AUDIT_SECTION}` : 'audit';
const start = `<!-- ${marker}:start -->`;
const end = `<!-- ${marker}:end -->`;
writeFileSync(
  docPath,
  doc.includes(start) ? doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`) : `${doc.trimEnd()}\n\n${start}\n${table}\n${end}\n`,
);
console.log(`\nwrote ${path.relative(repoRoot, docPath)}`);
