import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Anti-forgery (double-submit cookie): every response that lacks it sets a readable `XSRF-TOKEN` cookie; the
 * browser's HTTP client echoes it in `X-XSRF-TOKEN` on state-changing requests, which a page on another site
 * cannot read or forge. A state-changing /api request without a matching pair is refused with 403.
 */
export default fp<{ secure: boolean }>(
  async (app, { secure }) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure,
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const header = request.headers[XSRF_HEADER];
      const ok =
        typeof header === 'string' &&
        typeof cookie === 'string' &&
        header.length === cookie.length &&
        timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
      if (!ok) {
        return reply.code(403).send({ message: 'Missing or invalid anti-forgery token. Reload the page and try again.' });
      }
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
