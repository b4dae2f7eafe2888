import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy of an HTML page whose inline scripts have these hashes. */
    pageCsp: (scriptHashes: readonly string[]) => string;
    /** The headers every answer carries (helmet's), and the CSP of every answer that is not a page. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** The CSP of everything that is not an HTML page: nothing may load. */
export const LOCKED_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'`;

const origin = (url: string | null | undefined) => (url ? new URL(url).origin : undefined);

/** The headers a helmet middleware sets: they depend on its options only, so they are worked out once. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // Cast stays: helmet only calls setHeader/removeHeader, so a stub with those two stands in for a response.
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows helmet's own error as it came.
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers for every response (helmet's, computed once at start rather than by @fastify/helmet on
 * every request), and the Content-Security-Policy: HTML pages allow their own inline bootstrap scripts by hash
 * and the origins of configured third parties; everything else gets a policy that allows nothing.
 */
export default fp<{ thirdParty: Config['thirdParty']; https: boolean }>(
  async (app, { thirdParty, https }) => {
    const fixed = headersOf(
      helmet({
        contentSecurityPolicy: false,
        crossOriginEmbedderPolicy: false,
        strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      }),
    );
    app.decorate('securityHeaders', { ...fixed, 'content-security-policy': LOCKED_CSP });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(fixed);
      done();
    });

    const analytics = origin(thirdParty.analytics?.scriptUrl);
    const chat = origin(thirdParty.chatWidgetUrl);
    const demo = origin(thirdParty.demoUrl);
    const list = (...values: Array<string | undefined>) => values.filter(Boolean).join(' ');

    app.decorate('pageCsp', (scriptHashes: readonly string[]) =>
      [
        `default-src 'self'`,
        `script-src ${list(`'self'`, ...scriptHashes.map((hash) => `'${hash}'`), analytics, chat)}`,
        `style-src 'self' 'unsafe-inline'`,
        `img-src ${list(`'self'`, 'data:', chat)}`,
        `font-src 'self'`,
        `connect-src ${list(`'self'`, analytics, chat)}`,
        `frame-src ${list(demo, chat) || `'none'`}`,
        `object-src 'none'`,
        `base-uri 'self'`,
        `form-action 'self'`,
        `frame-ancestors 'none'`,
        ...(https ? ['upgrade-insecure-requests'] : []),
      ].join('; '),
    );

    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', LOCKED_CSP);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
