import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { canonicalLocalePath, isLocale, localeOfPath, matchAcceptLanguage } from '@findable/core/locales';
import fp from 'fastify-plugin';
import type { PublicBuild } from '../site/public-build.ts';
import { apiError, sendApiError } from '../http/api-error.ts';

const HASHED_ASSET = /^\/assets\//;
/** Share images keep their URL across builds: a day in caches, then revalidated. */
const SHARE_IMAGE = /^\/og\//;

/**
 * Serves the prerendered site (the build, behind its start-time rewrite for this origin and operator when there
 * is one: site/public-build.ts): each page at its path with its own CSP, hashed assets with immutable caching,
 * brotli/gzip files made at build time, and the redirects of the locale scheme: a path without a locale goes
 * to the visitor's best locale (query kept), an unknown page inside a locale goes to that locale's 404 page,
 * which answers with status 404.
 */
export default fp<{ site: PublicBuild }>(
  async (app, { site }) => {
    await app.register(fastifyStatic, {
      root: site.roots.length === 1 ? site.roots[0]! : site.roots,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      // The SPA fallback page is never served: unknown paths redirect instead.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.endsWith('/'),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const root = site.roots.find((dir) => filePath.startsWith(dir + path.sep)) ?? site.roots[0]!;
        const urlPath = '/' + path.relative(root, filePath).split(path.sep).join('/');
        reply.header(
          'cache-control',
          HASHED_ASSET.test(urlPath)
            ? 'public, max-age=31536000, immutable'
            : SHARE_IMAGE.test(urlPath)
              ? 'public, max-age=86400'
              : 'public, max-age=0, must-revalidate',
        );
      },
    });

    for (const page of site.pages) {
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
      // The locale segment is case-insensitive: /en-us/pricing is /en-US/pricing, for good.
      const respelled = canonicalLocalePath(url.pathname);
      if (respelled) return reply.redirect(`${respelled}${url.search}`, 301);
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
