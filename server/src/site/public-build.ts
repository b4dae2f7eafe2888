import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  parseSiteFacts,
  rewriteHtml,
  serializeSiteFacts,
  siteRewrite,
  type SiteFacts,
} from '@findable/core/site-facts';

/** What the web build's post-build step records about each prerendered page. */
export interface SitePage {
  path: string;
  file: string;
  scriptHashes: string[];
  noindex?: boolean;
}

export interface SiteManifest {
  /** The site facts the build was made with (core/site-facts.ts), serialized. */
  site: string;
  pages: SitePage[];
}

/** The files the server serves: the roots in order (the first that has a file wins) and the pages. */
export interface PublicBuild {
  roots: string[];
  pages: SitePage[];
  /** Whether the build's origin or operator differed from the configuration and files were rewritten. */
  rewritten: boolean;
  /**
   * Recompresses the rewritten files with brotli's best quality, one at a time in the background (the start
   * uses a fast quality): resolves when done or when `signal` aborts. A no-op when nothing was rewritten.
   */
  optimize(signal: AbortSignal): Promise<void>;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

const REBUILD = 'Run `npm run build` (or `npm start -- --rebuild`).';

export function readSiteManifest(webBuildDir: string): SiteManifest {
  const file = path.join(webBuildDir, '..', 'site-manifest.json');
  if (!existsSync(file)) {
    throw new MissingBuildError(`No web build at ${webBuildDir} (missing ${file}). ${REBUILD}`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<SiteManifest>;
  if (typeof manifest.site !== 'string' || !Array.isArray(manifest.pages)) {
    throw new MissingBuildError(
      `The web build at ${webBuildDir} is from an older version (no site facts in ${file}). ${REBUILD}`,
    );
  }
  return manifest as SiteManifest;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const scriptHashes = (html: string) =>
  [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The build as this server must serve it. When the configured public origin (SITE_URL) or operator differs from
 * what the build was made with, every page, `.data` file, sitemap.xml and robots.txt is rewritten ONCE, here at
 * start, into `DATA_DIR/public-build/{key}` (with fresh brotli/gzip twins and CSP hashes), which is served in
 * front of the build; a later start with the same build and configuration reuses it. Requests never rewrite.
 */
export async function preparePublicBuild(options: {
  webBuildDir: string;
  manifest: SiteManifest;
  live: SiteFacts;
  dataDir: string;
}): Promise<PublicBuild> {
  const { webBuildDir, manifest, live, dataDir } = options;
  const build = parseSiteFacts(manifest.site);
  const rewrite = siteRewrite(build, live);
  if (!rewrite.changed)
    return { roots: [webBuildDir], pages: manifest.pages, rewritten: false, optimize: async () => {} };

  const key = createHash('sha256')
    .update(JSON.stringify(manifest))
    .update(serializeSiteFacts(live))
    .digest('hex')
    .slice(0, 16);
  const base = path.join(dataDir, 'public-build');
  const target = path.join(base, key);
  const ready = path.join(target, 'site-manifest.json');
  if (existsSync(ready)) {
    const pages = (JSON.parse(readFileSync(ready, 'utf8')) as SiteManifest).pages;
    return {
      roots: [target, webBuildDir],
      pages,
      rewritten: true,
      optimize: (signal) => optimizeCompression(target, signal),
    };
  }

  const work = `${target}.tmp-${process.pid}-${Date.now()}`;
  const writes: Array<Promise<void>> = [];
  const write = (relative: string, text: string) => {
    const file = path.join(work, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    const content = Buffer.from(text);
    writeFileSync(file, content);
    writes.push(
      (async () => {
        // A fast quality now (~0.4 s for all pages; 11 would take half a minute), the best one later: optimize().
        writeFileSync(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
        writeFileSync(`${file}.gz`, await gz(content, { level: 9 }));
      })(),
    );
  };
  const read = (relative: string) => readFileSync(path.join(webBuildDir, relative), 'utf8');

  const pages = manifest.pages.map((page) => {
    const html = rewriteHtml(rewrite, read(page.file));
    const dataFile = `${page.path.slice(1)}.data`;
    const data = rewrite.apply('data', read(dataFile));
    if (html.facts !== 1 || data.facts !== 1) {
      throw new MissingBuildError(
        `The page ${page.path} of the web build does not carry its site facts as expected. ${REBUILD}`,
      );
    }
    write(page.file, html.text);
    write(dataFile, data.text);
    return { ...page, scriptHashes: scriptHashes(html.text) };
  });
  for (const file of ['sitemap.xml', 'robots.txt']) write(file, rewrite.apply('text', read(file)).text);
  await Promise.all(writes);
  writeFileSync(path.join(work, 'site-manifest.json'), JSON.stringify({ site: serializeSiteFacts(live), pages }));

  // Another process may have finished the same work meanwhile: keep theirs.
  try {
    renameSync(work, target);
  } catch {
    rmSync(work, { recursive: true, force: true });
  }
  // Rewrites made for other builds or configurations a day ago are of no use any more (a process started
  // earlier with another build may still serve from its own until it stops).
  for (const name of readdirSync(base)) {
    const dir = path.join(base, name);
    if (name !== key && Date.now() - statSync(dir).mtimeMs > 86_400_000) rmSync(dir, { recursive: true, force: true });
  }
  return {
    roots: [target, webBuildDir],
    pages,
    rewritten: true,
    optimize: (signal) => optimizeCompression(target, signal),
  };
}

const OPTIMIZED = '.brotli-optimized';

/**
 * Brings the rewritten files' brotli twins to quality 11 (what the build uses), one file at a time so it never
 * takes more than one core from the requests; each twin is replaced atomically. Marks the directory when done.
 */
async function optimizeCompression(dir: string, signal: AbortSignal): Promise<void> {
  if (existsSync(path.join(dir, OPTIMIZED))) return;
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(d, entry.name)) : [path.join(d, entry.name)],
    );
  for (const file of walk(dir).filter((name) => /\.(html|data|xml|txt)$/.test(name))) {
    if (signal.aborted) return;
    const best = await brotli(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    if (signal.aborted) return;
    writeFileSync(`${file}.br.tmp`, best);
    renameSync(`${file}.br.tmp`, `${file}.br`);
  }
  writeFileSync(path.join(dir, OPTIMIZED), new Date().toISOString());
}
