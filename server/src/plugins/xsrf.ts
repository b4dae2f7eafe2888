import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { apiError } from '../http/api-error.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Where the browser gets its token: the web client asks before its first state-changing request. */
export const XSRF_TOKEN_PATH = '/api/xsrf-token';
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a route called by a server, not a browser, that authenticates otherwise (Stripe's signed webhook). */
    xsrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN = /^[\w-]{32}$/;

/**
 * Anti-forgery (double-submit cookie): a readable `XSRF-TOKEN` cookie that the browser's HTTP client echoes
 * in `X-XSRF-TOKEN` on state-changing requests, which a page on another site can neither read nor forge.
 *
 * The cookie is set only where it is needed: by GET /api/xsrf-token (no-store), which the web client calls
 * when it has no token, and with a refusal. Pages, assets, the sitemap and cached API answers carry no cookie,
 * so a CDN can cache them and never hands one visitor's token to another.
 *
 * Every state-changing request is checked, whatever its path: the check must not depend on how a client spells
 * the URL (`/%61pi/…` is routed like `/api/…`).
 */
export default fp<{ secure: boolean }>(
  async (app, { secure }) => {
    const issue = (request: FastifyRequest, reply: FastifyReply) => {
      const current = request.cookies[XSRF_COOKIE];
      if (current && TOKEN.test(current)) return;
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    };

    const schema = {
      tags: ['auth'],
      response: { 204: z.void().describe('Sets the anti-forgery cookie when the browser has none') },
    };
    app.get(XSRF_TOKEN_PATH, { schema }, async (request, reply) => {
      issue(request, reply);
      return reply.header('cache-control', 'no-store').code(204).send();
    });

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      // Decided by the route the request was matched to, so no spelling of the URL reaches another route unchecked.
      if (request.routeOptions.config.xsrf === false) return;
      const header = request.headers[XSRF_HEADER];
      const cookie = request.cookies[XSRF_COOKIE];
      if (typeof header === 'string' && typeof cookie === 'string' && TOKEN.test(cookie)) {
        // Compared as bytes of equal length: any other header (non-ASCII included) is simply a mismatch.
        const expected = Buffer.from(cookie);
        const given = Buffer.from(header);
        if (given.length === expected.length && timingSafeEqual(given, expected)) return;
      }
      issue(request, reply);
      throw apiError(request, 403, 'api.forgery');
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
