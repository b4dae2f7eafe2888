import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { resolveSecret } from './auth/secret.ts';
import { sendApiError, translate } from './http/api-error.ts';
import { hasLoneSurrogate, invalidJsonBody } from './http/json-body.ts';
import { useRouteSchemas } from './http/route-schemas.ts';
import auth from './plugins/auth.ts';
import afterResponse from './plugins/after-response.ts';
import billing from './plugins/billing.ts';
import businessSearch from './plugins/business-search.ts';
import database from './plugins/database.ts';
import mailer from './plugins/mailer.ts';
import metrics from './plugins/metrics.ts';
import rateLimit from './plugins/rate-limit.ts';
import xsrf from './plugins/xsrf.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticSite, { requestIdOf, siteFastPath } from './plugins/static-site.ts';
import { preparePublicBuild, readSiteManifest } from './site/public-build.ts';
import { answerSiteConnections, type SiteConnections } from './site/site-connections.ts';
import { loadSiteFiles, sitePathOf, type SiteFiles } from './site/site-files.ts';
import badgeRoutes, { badgeVerificationPage } from './routes/api/badges.ts';
import billingRoutes from './routes/api/billing/index.ts';
import billingWebhookRoutes from './routes/api/billing/webhook.ts';
import googleRoutes from './routes/api/auth/google.ts';
import authRoutes from './routes/api/auth/index.ts';
import healthRoutes from './routes/api/health.ts';
import inviteRoutes from './routes/api/invites.ts';
import messageRoutes from './routes/api/messages.ts';
import openApiRoutes from './routes/api/openapi.ts';
import businessSearchRoutes from './routes/api/projects/search-business.ts';
import userProjectRoutes from './routes/api/projects/user-projects.ts';
import reportRoutes from './routes/api/reports.ts';
import siteConfigRoutes from './routes/api/site-config.ts';

/** The error contract for a request that has no language to answer in (it is not even valid HTTP): English. */
const INVALID_REQUEST_BODY = JSON.stringify({
  message: translate('en-US', 'api.invalidRequest'),
  code: 'api.invalidRequest',
});
const CONTRACT_HEADERS = { 'content-type': 'application/json; charset=utf-8', connection: 'close' } as const;

export interface BuildOptions {
  /** PostgreSQL schema for this instance (tests isolate runs this way). */
  pgSchema?: string;
  /** PostgreSQL application_name of this instance's connections (tests find their own by it). */
  pgApplicationName?: string;
  /** Logger override (tests pass false). */
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Mail queue timing (tests retry within milliseconds). */
  mail?: { pollMs?: number; retryDelaysMs?: number[] };
  /** Told of every route as it is added (tests check a rule over all routes, new ones included). */
  onRoute?: (route: { method: string | string[]; url: string; config?: { xsrf?: boolean } }) => void;
  /** Fastify's bound on loading each plugin (its default, 10 s, unless given; tests shorten it). */
  pluginTimeoutMs?: number;
}

/**
 * Builds the whole server: external plugins first, then ours, then routes (fastify/demo's order). The
 * instance is ready but not listening.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Read first: a missing web build stops the start before a database pool or a Redis client is open.
  const manifest = readSiteManifest(config.webBuildDir);
  // The files of the site, once read (below): the log controller and the fast path ask for them per request.
  const site: {
    loaded?: SiteFiles;
    files?: SiteFiles['files'];
    fastPath?: ReturnType<typeof siteFastPath>;
    connections?: SiteConnections;
  } = {};
  // Once the server is closing (SIGTERM: main.ts), answers ask the client to close the connection, so a
  // keep-alive connection does not hold the shutdown open after its running request is done.
  let closing = false;
  const app = Fastify({
    // Pages and assets are answered before node:http while a connection asks for nothing else
    // (site/site-connections.ts), then before the framework (static-site.ts: siteFastPath); the rest goes on.
    // Node answers two requests itself, before any handler, with an empty body: an HTTP/1.1 request without a
    // Host header (400) and an Expect header other than 100-continue (417). Both get the error contract here.
    serverFactory: (handler) => {
      const server = http.createServer({ requireHostHeader: false }, (request, response) => {
        if (request.httpVersionMajor === 1 && request.httpVersionMinor >= 1 && request.headers.host === undefined) {
          return void response.writeHead(400, CONTRACT_HEADERS).end(INVALID_REQUEST_BODY);
        }
        if (closing || !site.fastPath?.(request, response)) handler(request, response);
      });
      server.on(
        'checkExpectation',
        (_request, response: http.ServerResponse) =>
          void response.writeHead(417, CONTRACT_HEADERS).end(INVALID_REQUEST_BODY),
      );
      site.connections = answerSiteConnections(server, { site: () => site.loaded, closing: () => closing });
      return server;
    },
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    routerOptions: { ignoreTrailingSlash: true },
    // No access log line for a file of the prerendered site (a page or an asset: static-site.ts): at tens of
    // thousands of requests a second it would cost more than the answer. Everything else is logged.
    logController: new LogController({
      disableRequestLogging: (request) =>
        site.files?.has(sitePathOf((request as { url?: string }).url ?? '/')) ?? false,
    }),
    bodyLimit: 64 * 1024,
    ...(options.pluginTimeoutMs !== undefined ? { pluginTimeout: options.pluginTimeoutMs } : {}),
    // A URL the router cannot decode (bad percent-encoding) answers like every other error.
    frameworkErrors: (error, request, reply) => void sendApiError(request, reply, error),
    // A request that is not even HTTP has no language to answer in: the error contract in English.
    clientErrorHandler: (_error, socket) => {
      if (!socket.writable) return;
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: ${CONTRACT_HEADERS['content-type']}\r\nContent-Length: ${Buffer.byteLength(INVALID_REQUEST_BODY)}\r\nConnection: close\r\n\r\n${INVALID_REQUEST_BODY}`,
      );
    },
  });

  if (options.onRoute) {
    const listener = options.onRoute;
    app.addHook('onRoute', (route) => listener(route));
  }

  // The spec's refresh-token and logout calls carry an empty body, with or without a JSON content type: an
  // empty JSON body is no body. Anything else goes to Fastify's own parser (which refuses __proto__). Bytes
  // that are not UTF-8, and text with a lone surrogate (`"\ud800"`), are refused as invalid JSON rather than
  // stored as U+FFFD (docs/security.md 'Hostile input').
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(invalidJsonBody(), undefined);
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    void parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      done(hasLoneSurrogate(value) ? invalidJsonBody() : null, value);
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    // Keep-alive connections between two requests for the site are held by site-connections.ts, not node:http,
    // whose closeIdleConnections() does not see them.
    site.connections?.closeIdle();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.setErrorHandler((error, request, reply) => sendApiError(request, reply, error));
  // Before any route: the schemas' validator and serializer, and the OpenAPI document that collects them.
  await useRouteSchemas(app);

  await app.register(securityHeaders, {
    thirdParty: config.thirdParty,
    https: config.siteUrl.startsWith('https:'),
  });
  await app.register(database, {
    databaseUrl: config.databaseUrl,
    searchConnections: config.databaseSearchConnections,
    dataDir: config.dataDir,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    ...(options.pgApplicationName ? { applicationName: options.pgApplicationName } : {}),
  });
  // Secure cookies everywhere but plain-http local development.
  const secureCookies = config.siteUrl.startsWith('https:');
  await app.register(rateLimit, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  await app.register(metrics, { token: config.metricsToken });
  const secret = resolveSecret(config.jwtSecret, config.dataDir);
  await app.register(auth, { secret, secure: secureCookies, refreshGraceMs: config.refreshGraceMs });
  await app.register(xsrf, { secure: secureCookies });
  await app.register(mailer, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    secret,
    sender: { siteUrl: config.siteUrl, operator: config.operator },
    ...options.mail,
  });
  await app.register(businessSearch, config.search);
  await app.register(billing, { stripe: config.stripe });
  // Work that runs after an answer (a Google scan's points). Registered after the database and the mailer, so
  // closing waits for its work before closing them.
  await app.register(afterResponse);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteConfigRoutes, {
        thirdParty: config.thirdParty,
        googleSignIn: config.google !== null,
        checkout: config.stripe !== null,
      });
      await api.register(authRoutes, { prefix: '/auth', appSite: config.appSite, limits: config.authLimits });
      await api.register(googleRoutes, {
        prefix: '/auth',
        google: config.google,
        appSite: config.appSite,
        publicOrigin: config.appSite.origin,
        secure: secureCookies,
      });
      await api.register(inviteRoutes, { appSite: config.appSite });
      await api.register(userProjectRoutes, { prefix: '/projects' });
      await api.register(reportRoutes, { audit: config.audit, graceDays: config.billingGraceDays });
      await api.register(businessSearchRoutes, { prefix: '/projects', searchPerMinute: config.search.perMinute });
      await api.register(badgeRoutes);
      await api.register(messageRoutes);
      await api.register(billingRoutes, {
        prefix: '/billing',
        siteUrl: config.siteUrl,
        graceDays: config.billingGraceDays,
      });
      await api.register(billingWebhookRoutes, { prefix: '/billing' });
      await api.register(openApiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(badgeVerificationPage);
  const build = await preparePublicBuild({
    webBuildDir: config.webBuildDir,
    manifest,
    live: { origin: config.siteUrl, operator: config.operator },
    dataDir: config.dataDir,
  });
  const siteFiles = loadSiteFiles(build, { pageCsp: app.pageCsp, securityHeaders: app.securityHeaders });
  site.loaded = siteFiles;
  site.files = siteFiles.files;
  site.fastPath = siteFastPath(siteFiles);
  app.log.info(
    { files: siteFiles.files.size, megabytes: Math.round(siteFiles.bytes / 104857.6) / 10 },
    'web build held in memory',
  );
  if (build.rewritten) {
    app.log.info({ origin: config.siteUrl, roots: build.roots }, 'pages rewritten for this origin and operator');
    // The best brotli quality for the rewritten pages, in the background once the server listens.
    const stop = new AbortController();
    app.addHook('onListen', async () => {
      void build.optimize(stop.signal).then(
        () => {
          if (stop.signal.aborted) return;
          siteFiles.reload();
          app.log.info('rewritten pages recompressed with brotli quality 11');
        },
        (error: unknown) =>
          app.log.warn({ err: error }, 'recompressing the rewritten pages failed; the fast twins stay'),
      );
    });
    app.addHook('onClose', async () => stop.abort());
  }
  await app.register(staticSite, { site: siteFiles });
  return app;
}
