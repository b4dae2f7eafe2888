/**
 * npm run audit:site (part of npm test, after the build): independent checkers over the WHOLE build, as the
 * real server serves it for a public HTTPS origin other than the build's (so the start-time rewrite is audited
 * too). Each must report zero errors:
 *
 * 1. W3C Nu HTML Checker (vnu-jar, one Java process) over every prerendered page;
 * 2. linkinator: every link, image, script and fragment reachable from the three home pages and the sitemap;
 * 3. structured data: every JSON-LD block of every page through Adobe's validator (schema.org vocabulary +
 *    Google's rich-result rules), the vocabulary taken from schema-dts (no network here);
 * 4. HTTP headers, the MDN HTTP Observatory's tests (its npm package cannot be installed offline): CSP,
 *    cookies, CORS, Referrer-Policy, HSTS, X-Content-Type-Options, framing, CORP, subresource integrity.
 *
 * Prints one line per checker and the problems; exits 1 on any problem.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { LinkState, check } from 'linkinator';
import { schemaOrgVocabulary } from './schema-org-vocabulary.ts';
import { repoRoot, startServer } from '../support/server.ts';

const ORIGIN = 'https://www.audit.test';
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'web/build/site-manifest.json'), 'utf8')) as {
  pages: Array<{ path: string }>;
};
const problems: string[] = [];
const report = (checker: string, started: number, count: string, found: string[]) => {
  console.log(
    `${found.length ? '✖' : '✔'} ${checker}: ${count}, ${found.length} problems (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const problem of found.slice(0, 40)) console.log(`    ${problem}`);
  if (found.length > 40) console.log(`    … and ${found.length - 40} more`);
  problems.push(...found);
};

const server = await startServer({ SITE_URL: ORIGIN, DEMO_CATALOG: 'false' });
const workDir = mkdtempSync(path.join(tmpdir(), 'findable-audit-'));
try {
  // Every page as served (after the rewrite for ORIGIN), saved for the Nu checker.
  const pages = await Promise.all(
    manifest.pages.map(async (page) => {
      const response = await fetch(`${server.url}${page.path}`);
      return { path: page.path, status: response.status, headers: response.headers, html: await response.text() };
    }),
  );

  // 1. Nu HTML Checker, in one Java process that runs while the other checkers work.
  const nuStarted = performance.now();
  const files = pages.map((page) => {
    const file = path.join(workDir, `${page.path.slice(1).replace(/\//g, '__') || 'root'}.html`);
    writeFileSync(file, page.html);
    return file;
  });
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const nu = new Promise<{ error?: Error; stderr: string }>((resolve) => {
    const child = spawn('java', ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', ...files], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) => resolve({ error, stderr }));
    child.once('close', () => resolve({ stderr }));
  });

  // 2. Links: absolute links to the public origin are checked against this server.
  {
    const started = performance.now();
    const result = await check({
      path: ['en-US', 'de-DE', 'hu-HU'].map((locale) => `${server.url}/${locale}`),
      recurse: true,
      sitemap: `${server.url}/sitemap.xml`,
      checkFragments: true,
      concurrency: 8,
      timeout: 20_000,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${ORIGIN.replace(/\./g, '\\.')}`), replacement: server.url }],
      // Outside links (social profiles, scheduling page, mailto) are not ours to check offline. No page links to
      // the Google sign-up while Google is not configured (its button appears only then), so none is skipped.
      linksToSkip: async (link) => !link.startsWith(server.url) && !link.startsWith(ORIGIN),
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    report(
      'linkinator',
      started,
      `${result.links.filter((link) => link.state === LinkState.OK).length} links`,
      broken.map((link) => `${link.status ?? '—'} ${link.url} (on ${link.parent ?? '?'})`),
    );
  }

  // 3. Structured data.
  {
    const started = performance.now();
    const validator = new Validator(schemaOrgVocabulary());
    const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] });
    const found: string[] = [];
    let blocks = 0;
    for (const page of pages) {
      const data = extractor.parse(page.html);
      blocks += Object.values(data.jsonld ?? {}).reduce((sum, list) => sum + list.length, 0);
      const issues = await validator.validate(data);
      // Errors, and properties or types schema.org does not know (a warning to the validator, a typo to us);
      // Google's 'recommended' notes (a review for a product, say) are not errors.
      for (const issue of issues.filter((i) => i.severity === 'ERROR' || i.errorType === 'schemaOrg')) {
        found.push(`${page.path}: ${issue.path?.map((p) => p.type).join(' › ') ?? ''} ${issue.issueMessage}`);
      }
    }
    const types = new Set(pages.flatMap((page) => [...page.html.matchAll(/"@type":"(\w+)"/g)].map((m) => m[1])));
    for (const required of ['Organization', 'WebSite', 'BreadcrumbList', 'Product', 'AggregateOffer', 'FAQPage']) {
      if (!types.has(required)) found.push(`no ${required} block on any page`);
    }
    report('structured data (Adobe validator)', started, `${blocks} JSON-LD blocks on ${pages.length} pages`, found);
  }

  // 4. HTTP headers, by the Observatory's tests.
  {
    // The structured-data check holds this process's event loop for seconds (its awaits resolve at once): longer
    // than the server's keep-alive timeout (5 s), the connections fetch keeps were closed by the server meanwhile,
    // but fetch has not yet seen it and would send the next request on one ("other side closed"). Let its timers
    // and the sockets' ends run first, as any client's idle time would.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    const found: string[] = [];
    const targets = [
      ...pages.filter((page) => ['/en-US', '/de-DE/pricing', '/hu-HU/legal', '/en-US/404'].includes(page.path)),
      ...(await Promise.all(
        [
          '/sitemap.xml',
          '/robots.txt',
          '/api/health',
          '/og/en-US/home.png',
          '/api/badge/raw-badge?type=top25&cat=Cafe',
        ].map(async (url) => {
          const response = await fetch(`${server.url}${url}`);
          return { path: url, status: response.status, headers: response.headers, html: await response.text() };
        }),
      )),
    ];
    for (const { path: url, headers, html } of targets) {
      const problem = (text: string) => found.push(`${url}: ${text}`);
      const csp = headers.get('content-security-policy') ?? '';
      const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`).exec(csp)?.[1]?.trim();
      if (html.startsWith('<!DOCTYPE html>') || html.startsWith('<!doctype html>')) {
        const scripts = directive('script-src') ?? directive('default-src');
        if (!scripts) problem('CSP sets no script-src or default-src');
        else if (/'unsafe-inline'|'unsafe-eval'|(^|\s)(https?:|\*)(\s|$)/.test(scripts))
          problem(`CSP script-src is too broad: ${scripts}`);
        if (!/'none'/.test(directive('object-src') ?? directive('default-src') ?? ''))
          problem("CSP does not set object-src 'none'");
        if (!directive('frame-ancestors')) problem('CSP sets no frame-ancestors');
        if (!directive('base-uri')) problem('CSP sets no base-uri');
        // Subresource integrity: every script comes from this origin (nothing to pin).
        for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g))
          if (/^(https?:)?\/\//.test(src!)) problem(`third-party script without integrity: ${src}`);
      }
      if (headers.get('x-content-type-options') !== 'nosniff') problem('X-Content-Type-Options is not nosniff');
      if (
        !/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(
          headers.get('referrer-policy') ?? '',
        )
      )
        problem(`Referrer-Policy ${headers.get('referrer-policy')}`);
      const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '');
      if (!hsts || Number(hsts[1]) < 15_552_000) problem('Strict-Transport-Security missing or under six months');
      if (!directive('frame-ancestors') && !/^(DENY|SAMEORIGIN)$/i.test(headers.get('x-frame-options') ?? ''))
        problem('can be framed (no frame-ancestors, no X-Frame-Options)');
      if (
        headers.get('access-control-allow-origin') === '*' &&
        headers.get('access-control-allow-credentials') === 'true'
      )
        problem('CORS allows any origin with credentials');
      if (!headers.get('cross-origin-resource-policy')) problem('no Cross-Origin-Resource-Policy');
      for (const cookie of headers.getSetCookie()) {
        const name = cookie.split('=')[0];
        if (!/;\s*secure/i.test(cookie)) problem(`cookie ${name} without Secure`);
        if (!/;\s*samesite=(lax|strict)/i.test(cookie)) problem(`cookie ${name} without SameSite=Lax/Strict`);
        if (name !== 'XSRF-TOKEN' && !/;\s*httponly/i.test(cookie)) problem(`cookie ${name} without HttpOnly`);
      }
    }
    report('HTTP headers (Observatory tests)', started, `${targets.length} responses`, found);
  }

  const java = await nu;
  if (java.error) {
    report('Nu HTML Checker', nuStarted, 'not run', [
      `java is missing (${java.error.message}): apt-get install -y openjdk-17-jre-headless`,
    ]);
  } else {
    const messages = (
      JSON.parse(java.stderr || '{"messages":[]}') as {
        messages: Array<{ type: string; url: string; message: string; lastLine?: number }>;
      }
    ).messages;
    report(
      'Nu HTML Checker',
      nuStarted,
      `${files.length} pages`,
      messages
        .filter((m) => m.type === 'error' || m.type === 'non-document-error')
        .map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message}`),
    );
  }
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}

console.log(problems.length ? `\nsite audit: ${problems.length} problems` : '\nsite audit: no problems');
process.exit(problems.length ? 1 : 0);
