import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLocale, localeOfPath, matchAcceptLanguage } from '@findable/core/locales';
import fp from 'fastify-plugin';
import { apiError, sendApiError } from '../http/api-error.ts';

/** What the web build's post-build step records about each prerendered page. */
export interface SiteManifest {
  pages: Array<{ path: string; file: string; scriptHashes: string[] }>;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

export function readSiteManifest(webBuildDir: string): SiteManifest {
  const file = path.join(webBuildDir, '..', 'site-manifest.json');
  if (!existsSync(file)) {
    throw new MissingBuildError(`No web build at ${webBuildDir} (missing ${file}). Run \`npm run build\` first.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
}

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the prerendered site: each page at its path with its own CSP, hashed assets with immutable caching,
 * brotli/gzip files made at build time, and the redirects of the locale scheme: a path without a locale goes
 * to the visitor's best locale (query kept), an unknown page inside a locale goes to that locale's 404 page,
 * which answers with status 404.
 */
export default fp<{ webBuildDir: string; manifest: SiteManifest }>(
  async (app, { webBuildDir, manifest }) => {
    await app.register(fastifyStatic, {
      root: webBuildDir,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      // The SPA fallback page is never served: unknown paths redirect instead.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.endsWith('/'),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const urlPath = '/' + path.relative(webBuildDir, filePath).split(path.sep).join('/');
        reply.header(
          'cache-control',
          HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });

    for (const page of manifest.pages) {
      const status = /^\/[^/]+\/404$/.test(page.path) ? 404 : 200;
      const csp = app.pageCsp(page.scriptHashes);
      app.get(page.path, { config: { page: true } }, (_request, reply) =>
        reply
          .code(status)
          .header('content-security-policy', csp)
          .header('cache-control', 'public, max-age=0, must-revalidate')
          .sendFile(page.file),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname.startsWith('/api/') || url.pathname === '/api') {
        return sendApiError(request, reply, apiError(request, 404, 'api.notFound'));
      }
      const lastSegment = url.pathname.split('/').pop() ?? '';
      if ((request.method !== 'GET' && request.method !== 'HEAD') || lastSegment.includes('.')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const locale = localeOfPath(url.pathname);
      if (locale) return reply.redirect(`/${locale}/404`, 302);
      const first = url.pathname.split('/')[1] ?? '';
      if (/^[a-z]{2}-[A-Z]{2}$/.test(first) && !isLocale(first)) {
        // A locale we do not publish: drop it and choose ours.
        url.pathname = url.pathname.slice(first.length + 1) || '/';
      }
      const best = matchAcceptLanguage(request.headers['accept-language']);
      const rest = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
      return reply.header('vary', 'Accept-Language').redirect(`/${best}${rest}${url.search}`, 302);
    });
  },
  { name: 'static-site', dependencies: ['security-headers'] },
);
