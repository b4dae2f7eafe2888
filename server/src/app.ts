import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import database from './plugins/database.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticSite, { readSiteManifest } from './plugins/static-site.ts';
import healthRoutes from './routes/api/health.ts';
import siteConfigRoutes from './routes/api/site-config.ts';

export interface BuildOptions {
  /** PostgreSQL schema for this instance (tests isolate runs this way). */
  pgSchema?: string;
  /** Logger override (tests pass false). */
  logger?: boolean;
}

/**
 * Builds the whole server: external plugins first, then ours, then routes (fastify/demo's order). The
 * instance is ready but not listening.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    request.log.info({ err: error }, 'request rejected');
    return reply.code(status).send({ message: error.message });
  });

  await app.register(securityHeaders, {
    thirdParty: config.thirdParty,
    https: config.siteUrl.startsWith('https:'),
  });
  await app.register(database, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteConfigRoutes, { thirdParty: config.thirdParty });
    },
    { prefix: '/api' },
  );

  await app.register(staticSite, { webBuildDir: config.webBuildDir, manifest: readSiteManifest(config.webBuildDir) });
  return app;
}
