import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { resolveSecret } from './auth/secret.ts';
import { ApiError } from './http/api-error.ts';
import auth from './plugins/auth.ts';
import businessSearch from './plugins/business-search.ts';
import database from './plugins/database.ts';
import mailer from './plugins/mailer.ts';
import rateLimit from './plugins/rate-limit.ts';
import xsrf from './plugins/xsrf.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticSite, { readSiteManifest } from './plugins/static-site.ts';
import badgeRoutes, { badgeVerificationPage } from './routes/api/badges.ts';
import googleRoutes from './routes/api/auth/google.ts';
import authRoutes from './routes/api/auth/index.ts';
import healthRoutes from './routes/api/health.ts';
import inviteRoutes from './routes/api/invites.ts';
import messageRoutes from './routes/api/messages.ts';
import businessSearchRoutes from './routes/api/projects/search-business.ts';
import userProjectRoutes from './routes/api/projects/user-projects.ts';
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

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 401 || error.statusCode === 403) request.log.info({ code: error.code }, 'request refused');
      return reply.code(error.statusCode).send({ message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
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
  // Secure cookies everywhere but plain-http local development.
  const secureCookies = config.siteUrl.startsWith('https:');
  await app.register(rateLimit, { redisUrl: config.redisUrl });
  await app.register(auth, { secret: resolveSecret(config.jwtSecret, config.dataDir), secure: secureCookies, refreshGraceMs: 0 });
  await app.register(xsrf, { secure: secureCookies });
  await app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  await app.register(businessSearch, config.search);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteConfigRoutes, { thirdParty: config.thirdParty });
      await api.register(authRoutes, { prefix: '/auth', appSite: config.appSite, limits: config.authLimits });
      await api.register(googleRoutes, { prefix: '/auth', google: config.google, appSite: config.appSite, secure: secureCookies });
      await api.register(inviteRoutes, { appSite: config.appSite });
      await api.register(userProjectRoutes, { prefix: '/projects' });
      await api.register(businessSearchRoutes, { prefix: '/projects', searchPerMinute: config.search.perMinute });
      await api.register(badgeRoutes);
      await api.register(messageRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(badgeVerificationPage);
  await app.register(staticSite, { webBuildDir: config.webBuildDir, manifest: readSiteManifest(config.webBuildDir) });
  return app;
}
