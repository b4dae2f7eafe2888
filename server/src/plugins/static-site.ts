import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { canonicalLocalePath, isLocale, localeOfPath, matchAcceptLanguage } from '@findable/core/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, sendApiError } from '../http/api-error.ts';
import { answerFor, type SiteFile, type SiteFiles } from '../site/site-files.ts';

/** The request id of an answer: the client's `X-Request-Id` when it is a plain token, else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * The site's fast path, in front of Fastify (app.ts hands it every request node:http reads): a GET or HEAD of a
 * page or a file of the build is answered here, from memory, with headers made at start (the security headers
 * included), without the framework's per-request work (routing, hooks, request logging). It declines (returns
 * false) everything else, which Fastify then answers as always: the API, redirects, 404s, and the site's own
 * routes below (what `inject` reaches in tests; `server/test/static-site.test.ts` checks both give the same
 * answers). Most site requests never get here: site/site-connections.ts answers them before node:http, and
 * only a connection it handed over (after an API call, say) brings its later pages here.
 */
export function siteFastPath(site: SiteFiles): (request: IncomingMessage, response: ServerResponse) => boolean {
  const pages = new Set(site.pages);
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    let path = query === -1 ? url : url.slice(0, query);
    // Like the router: a page also answers with a trailing slash (`/en-US/`); a file does not.
    if (path.length > 1 && path.endsWith('/')) {
      path = path.slice(0, -1);
      if (!pages.has(path)) return false;
    }
    const file = site.files.get(path);
    if (!file) return false;
    const { status, variant, notModified } = answerFor(
      file,
      request.headers['accept-encoding'],
      request.headers['if-none-match'],
    );
    response.setHeader('x-request-id', requestIdOf(request.headers['x-request-id']));
    response.writeHead(status, notModified ? variant.complete.notModified : variant.complete.headers);
    response.end(notModified || request.method === 'HEAD' ? undefined : variant.body);
    return true;
  };
}

/**
 * Serves the prerendered site from memory (site/site-files.ts: the build, behind its start-time rewrite for this
 * origin and operator when there is one, read once at start): each page at its path with its own CSP, hashed
 * assets with immutable caching, the brotli/gzip files made at build time, ETag/304, and the redirects of the
 * locale scheme: a path without a locale goes to the visitor's best locale (query kept), an unknown page inside
 * a locale goes to that locale's 404 page, which answers with status 404. A request here touches no disk and
 * writes no access log line (app.ts); over the network most never get here (site-connections.ts, siteFastPath).
 */
export default fp<{ site: SiteFiles }>(
  async (app, { site }) => {
    const send = (file: SiteFile, request: FastifyRequest, reply: FastifyReply) => {
      const { status, variant, notModified } = answerFor(
        file,
        request.headers['accept-encoding'],
        request.headers['if-none-match'],
      );
      return notModified
        ? reply.code(304).headers(variant.notModified).send()
        : reply.code(status).headers(variant.headers).send(variant.body);
    };

    for (const page of site.pages) {
      // Each page its own route, so `/en-US/` is `/en-US` like every route here. Looked up per request: the
      // files may be read again (SiteFiles.reload).
      app.get(page, (request, reply) => send(site.files.get(page)!, request, reply));
    }
    app.get('/*', (request, reply) => {
      // The router drops a trailing slash; a file's path has none (`/assets/x.js/` is no file).
      const path = request.url.split('?', 1)[0]!;
      const file = path.endsWith('/') ? undefined : site.files.get(`/${(request.params as { '*': string })['*']}`);
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
