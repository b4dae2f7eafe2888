/**
 * Draws the share image of every page and locale (the og:image each page names) and the logo, as PNGs under
 * build/client/og/, rendered with resvg like the badge images. A PNG is cached by the hash of its SVG in
 * node_modules/.cache, so a rebuild draws only what changed; the rest is drawn on worker threads.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import { BADGES } from '@findable/core/badges';
import { badgeSvg } from '@findable/core/badges/badge-svg';
import { isLocale, type Locale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import { logoSvg, shareImageSvg } from '@findable/core/share-image';

const here = path.dirname(fileURLToPath(import.meta.url));
const cacheDir = path.resolve(here, '../../node_modules/.cache/findable-share-images');

/** Renders an SVG to PNG with the same font setup as the server's badge PNGs. */
function render(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}

interface Job {
  svg: string;
  cached: string;
}

// On a worker: render what the main thread sends, write it to the cache, say done.
if (!isMainThread) {
  for (const job of workerData as Job[]) writeFileSync(job.cached, render(job.svg));
  parentPort!.postMessage('done');
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's title without the brand: what its share image says. */
const titleOf = (html: string) =>
  decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? 'Findable').replace(/\s+[·|–-]\s+Findable$/, '');

/** The badge a badge page shows (Top 25, for cafés), in the page's language. */
function pageBadge(locale: Locale): string {
  const t = createTranslator(locale, CATALOGS[locale], 'badges');
  const common = createTranslator(locale, CATALOGS[locale], 'common');
  const badge = BADGES.find((item) => item.id === 'best25')!;
  return badgeSvg(badge, {
    title: t(`${badge.id}.title`),
    subtitle: t(`${badge.id}.subtitle`),
    category: common('nav.verticals.cafes'),
    year: new Date().getUTCFullYear(),
  });
}

/**
 * Draws every share image the pages name. `pages`: the prerendered pages (path, file). Returns figures for the
 * build log.
 */
export async function drawShareImages(clientDir: string, pages: ReadonlyArray<{ path: string; file: string }>) {
  const wanted = new Map<string, string>([['/og/logo.png', logoSvg()]]);
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, page.file), 'utf8');
    const image = /<meta property="og:image" content="[a-z]+:\/\/[^/"]+(\/og\/[^"]+\.png)"/.exec(html)?.[1];
    if (!image || wanted.has(image)) continue;
    const locale = page.path.split('/')[1];
    const badgePage = /^\/[^/]+\/(badges|unlock-badge)$/.test(page.path);
    wanted.set(
      image,
      shareImageSvg({
        title: titleOf(html),
        ...(badgePage && isLocale(locale) ? { badgeSvg: pageBadge(locale) } : {}),
      }),
    );
  }

  mkdirSync(cacheDir, { recursive: true });
  const jobs: Job[] = [];
  const outputs = [...wanted].map(([image, svg]) => {
    const cached = path.join(cacheDir, `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.png`);
    if (!existsSync(cached)) jobs.push({ svg, cached });
    return { image, cached };
  });

  const workers = Math.min(availableParallelism(), Math.ceil(jobs.length / 8));
  if (workers <= 1) {
    for (const job of jobs) writeFileSync(job.cached, render(job.svg));
  } else {
    await Promise.all(
      Array.from({ length: workers }, (_, index) => {
        const share = jobs.filter((_, n) => n % workers === index);
        return new Promise<void>((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: share });
          worker.once('message', () => resolve());
          worker.once('error', reject);
          worker.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`share image worker exited with ${code}`)),
          );
        });
      }),
    );
  }

  for (const { image, cached } of outputs) {
    const target = path.join(clientDir, image);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return { images: outputs.length, drawn: jobs.length, workers: Math.max(workers, jobs.length ? 1 : 0) };
}
