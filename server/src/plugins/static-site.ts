import { canonicalLocalePath, isLocale, localeOfPath, matchAcceptLanguage } from '@findable/core/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, sendApiError } from '../http/api-error.ts';
import { chooseEncoding, etagMatches, sitePathOf, type SiteFile, type SiteFiles } from '../site/site-files.ts';

/** Accept-Encoding headers seen, and what each asks for: browsers send a handful of spellings. */
const ENCODINGS_REMEMBERED = 64;

/**
 * Serves the prerendered site from memory (site/site-files.ts: the build, behind its start-time rewrite for this
 * origin and operator when there is one, read once at start): each page at its path with its own CSP, hashed
 * assets with immutable caching, the brotli/gzip files made at build time, ETag/304, and the redirects of the
 * locale scheme: a path without a locale goes to the visitor's best locale (query kept), an unknown page inside
 * a locale goes to that locale's 404 page, which answers with status 404. A request here touches no disk and
 * writes no access log line (app.ts).
 */
export default fp<{ site: SiteFiles }>(
  async (app, { site }) => {
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

    const send = (file: SiteFile, request: FastifyRequest, reply: FastifyReply) => {
      const encoding = encodingOf(request.headers['accept-encoding']);
      const variant = (encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined) ?? file.identity;
      const ifNoneMatch = request.headers['if-none-match'];
      if (file.status === 200 && ifNoneMatch !== undefined && etagMatches(ifNoneMatch, variant.etag)) {
        return reply.code(304).headers(variant.notModified).send();
      }
      return reply.code(file.status).headers(variant.headers).send(variant.body);
    };

    for (const page of site.pages) {
      // Each page its own route, so `/en-US/` is `/en-US` like every route here. Looked up per request: the
      // files may be read again (SiteFiles.reload).
      app.get(page, (request, reply) => send(site.files.get(page)!, request, reply));
    }
    app.get('/*', (request, reply) => {
      // The router drops a trailing slash; a file's path has none (`/assets/x.js/` is no file).
      const file = sitePathOf(request.url) === request.url.split('?', 1)[0] ? site.files.get(`/${(request.params as { '*': string })['*']}`) : undefined;
      return file ? send(file, request, reply) : reply.callNotFound();
    });

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
