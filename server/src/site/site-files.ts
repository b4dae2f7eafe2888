import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { PublicBuild } from './public-build.ts';

/** One way of sending a file: its bytes and every header that belongs to them, computed once at start. */
export interface FileVariant {
  body: Buffer;
  /**
   * A strong validator from the bytes (not the file's time, as `send` made it): every server and every restart
   * with the same build gives the same one. No Last-Modified: the ETag is the validator.
   */
  etag: string;
  /** Headers of a full answer (content type, length, encoding, caching, validators, Vary, a page's CSP). */
  headers: Record<string, string>;
  /** Headers of a 304 answer: the same without content type, length and encoding. */
  notModified: Record<string, string>;
  /** `headers` and `notModified` with the security headers every answer carries: what the fast path sends. */
  complete: { headers: Record<string, string>; notModified: Record<string, string> };
  /**
   * The same answers as bytes on the wire, for site-connections.ts: `complete`'s header lines, the blank line and
   * the body in one buffer (`body` is a view of its end, so the bytes are held once), the header lines alone
   * (HEAD) and those of a 304. Only the lines that change per request (status, request id, Date, keep-alive) are
   * written in front of them per request.
   */
  wire: { full: Buffer; head: Buffer; notModified: Buffer };
}

/** A file of the build as the server answers it: the plain bytes and the brotli and gzip twins it has. */
export interface SiteFile {
  /** 200, or 404 for a locale's 404 page. */
  status: number;
  identity: FileVariant;
  br?: FileVariant;
  gzip?: FileVariant;
}

export interface SiteFiles {
  /** By URL path: `/en-US` for a page, `/assets/app-x.css` for a file. */
  files: Map<string, SiteFile>;
  /** The pages' paths (`/en-US`, `/de-DE/pricing`): the keys of `files` that are pages. */
  pages: string[];
  /** Bytes held, all variants together. */
  bytes: number;
  /** Reads the files again (after the rewritten pages' brotli twins were recompressed: public-build.ts). */
  reload(): void;
}

const HASHED_ASSET = /^\/assets\//;
/** Share images keep their URL across builds: a day in caches, then revalidated. */
const SHARE_IMAGE = /^\/og\//;
const LOCALE_404 = /^\/[^/]+\/404$/;

export function cacheControlOf(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (SHARE_IMAGE.test(urlPath)) return 'public, max-age=86400';
  return 'public, max-age=0, must-revalidate';
}

/** The types of what a build holds; anything else is sent as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};
const typeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Files of a build that are not served: the SPA fallback page, the rewrite's own manifest, dot files, and a
 * recompression's leftover (`*.tmp`, public-build.ts).
 */
const isServed = (relative: string) =>
  relative !== 'index.html' &&
  relative !== 'site-manifest.json' &&
  !relative.endsWith('.tmp') &&
  !relative.split('/').some((part) => part.startsWith('.'));

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const directory = entry.isDirectory() || (entry.isSymbolicLink() && statSync(full).isDirectory());
    return directory ? walk(full, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`];
  });
}

function variant(
  body: Buffer,
  common: Record<string, string>,
  type: string,
  encoding: string | undefined,
  security: Readonly<Record<string, string>>,
): FileVariant {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${encoding ? `-${encoding}` : ''}"`;
  const notModified = { ...common, etag };
  const headers = {
    ...notModified,
    'content-type': type,
    'content-length': String(body.length),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
  const complete = { headers: { ...security, ...headers }, notModified: { ...security, ...notModified } };
  const head = headerLines(complete.headers);
  const full = Buffer.concat([head, body]);
  return {
    body: full.subarray(head.length),
    etag,
    notModified,
    headers,
    complete,
    wire: { full, head: full.subarray(0, head.length), notModified: headerLines(complete.notModified) },
  };
}

/**
 * Header lines and the blank line that ends them, as bytes. Checked as Node checks what a handler sets (a value
 * made from configuration, such as a third party's origin in the CSP, must not smuggle a line break in), since
 * these bytes go to the socket without passing through node:http.
 */
function headerLines(headers: Record<string, string>): Buffer {
  let text = '';
  for (const [name, value] of Object.entries(headers)) {
    http.validateHeaderName(name);
    http.validateHeaderValue(name, value);
    text += `${name}: ${value}\r\n`;
  }
  return Buffer.from(`${text}\r\n`, 'latin1');
}

/**
 * Reads the whole build into memory, once, at start: every file with its `.br` and `.gz` twins (the first root
 * that has a file wins, and its twins come from the same root), each page at its path with its CSP. The build
 * never changes while the server runs, so no request touches the disk. `pageCsp` is the CSP of a page whose
 * inline scripts have these hashes, `securityHeaders` what every answer carries (security-headers.ts).
 */
export function loadSiteFiles(
  site: Pick<PublicBuild, 'roots' | 'pages'>,
  {
    pageCsp,
    securityHeaders,
  }: { pageCsp: (scriptHashes: readonly string[]) => string; securityHeaders: Readonly<Record<string, string>> },
): SiteFiles {
  const files = new Map<string, SiteFile>();
  let bytes = 0;

  const load = (root: string, relative: string, extra: Record<string, string>, status: number): SiteFile => {
    const file = path.join(root, relative);
    const type = typeOf(relative);
    const twins = existsSync(`${file}.br`) || existsSync(`${file}.gz`);
    const common: Record<string, string> = {
      ...extra,
      'cache-control': extra['cache-control'] ?? cacheControlOf(`/${relative}`),
    };
    if (twins) common.vary = 'Accept-Encoding';
    const entry: SiteFile = { status, identity: variant(readFileSync(file), common, type, undefined, securityHeaders) };
    if (existsSync(`${file}.br`)) entry.br = variant(readFileSync(`${file}.br`), common, type, 'br', securityHeaders);
    if (existsSync(`${file}.gz`))
      entry.gzip = variant(readFileSync(`${file}.gz`), common, type, 'gzip', securityHeaders);
    bytes += entry.identity.body.length + (entry.br?.body.length ?? 0) + (entry.gzip?.body.length ?? 0);
    return entry;
  };
  const rootOf = (relative: string) =>
    site.roots.find((root) => existsSync(path.join(root, relative))) ?? site.roots[0]!;

  const read = () => {
    files.clear();
    bytes = 0;
    const pageFiles = new Set(site.pages.map((page) => page.file));
    const seen = new Set<string>();
    for (const root of site.roots) {
      for (const relative of walk(root)) {
        if (/\.(br|gz)$/.test(relative) || seen.has(relative)) continue;
        seen.add(relative);
        // A page is served at its path only (with its CSP), not as a file.
        if (pageFiles.has(relative) || !isServed(relative)) continue;
        files.set(`/${relative}`, load(root, relative, {}, 200));
      }
    }
    for (const page of site.pages) {
      const extra = {
        'content-security-policy': pageCsp(page.scriptHashes),
        'cache-control': 'public, max-age=0, must-revalidate',
      };
      files.set(page.path, load(rootOf(page.file), page.file, extra, LOCALE_404.test(page.path) ? 404 : 200));
    }
  };
  read();
  return {
    files,
    pages: site.pages.map((page) => page.path),
    get bytes() {
      return bytes;
    },
    reload: read,
  };
}

/** Accept-Encoding headers seen, and what each asks for: browsers send a handful of spellings. */
const ENCODINGS_REMEMBERED = 64;
const encodings = new Map<string, ReturnType<typeof chooseEncoding>>();
const encodingOf = (header: string | undefined) => {
  if (header === undefined) return 'identity';
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = chooseEncoding(header);
    if (encodings.size >= ENCODINGS_REMEMBERED) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
};

/**
 * How to answer a GET or HEAD of a file: the variant its Accept-Encoding asks for, with status 304 when
 * If-None-Match names it (a locale's 404 page stays a 404).
 */
export function answerFor(
  file: SiteFile,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): { status: number; variant: FileVariant; notModified: boolean } {
  const encoding = encodingOf(acceptEncoding);
  const variant = (encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined) ?? file.identity;
  const notModified = file.status === 200 && ifNoneMatch !== undefined && etagMatches(ifNoneMatch, variant.etag);
  return { status: notModified ? 304 : file.status, variant, notModified };
}

/** The key in `SiteFiles.files` of a request URL: its path without the query and a trailing slash. */
export function sitePathOf(url: string): string {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Which variant an Accept-Encoding header asks for: brotli, then gzip, then the plain bytes. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gzip = false;
  let any = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const accepted = q === undefined || Number(q) > 0;
    if (name.trim() === 'br') br = accepted;
    else if (name.trim() === 'gzip') gzip = accepted;
    else if (name.trim() === '*') any = accepted;
  }
  if (br || (any && !/\bbr\b/i.test(acceptEncoding))) return 'br';
  if (gzip || (any && !/\bgzip\b/i.test(acceptEncoding))) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
