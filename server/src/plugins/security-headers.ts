import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy of an HTML page whose inline scripts have these hashes. */
    pageCsp(scriptHashes: readonly string[]): string;
  }
}

const origin = (url: string | null | undefined) => (url ? new URL(url).origin : undefined);

/**
 * Security headers for every response (helmet), and the Content-Security-Policy: HTML pages allow their
 * own inline bootstrap scripts by hash and the origins of configured third parties; everything else gets
 * a policy that allows nothing.
 */
export default fp<{ thirdParty: Config['thirdParty']; https: boolean }>(
  async (app, { thirdParty, https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
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

    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', `default-src 'none'; frame-ancestors 'none'; base-uri 'none'`);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
