import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { apiError, isDesignedAnswer, sendApiError } from '../http/api-error.ts';
import { answers } from '../http/route-schemas.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Routes whose successful answers count as a sign-up, and as a business search. */
const SIGN_UP_ROUTES = new Set(['/api/auth/register', '/api/auth/registerWithInvite']);
const SEARCH_ROUTE = '/api/projects/searchBusiness';

/**
 * Prometheus metrics at GET /metrics (prom-client): requests and their latency per route, sign-ups, business
 * searches, server errors, the PostgreSQL pool and Redis, and the process's own (CPU, memory, event loop).
 * Off unless METRICS_TOKEN is set; then a scrape must send `Authorization: Bearer <token>` (docs/deploy.md).
 * Routes are labelled by their pattern (`/:locale/badges/verify/:placeId/:type`), never the raw URL, so the
 * number of series stays bounded.
 */
export default fp<{ token: string | undefined }>(
  async (app, { token }) => {
    if (!token) return;
    const register = new Registry();
    collectDefaultMetrics({ register });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [register],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [register],
    });
    const errors = new Counter({
      name: 'findable_server_errors_total',
      help: 'Answers with a 5xx status, by route pattern (not the designed 503 of an unconfigured Google sign-up).',
      labelNames: ['route'] as const,
      registers: [register],
    });
    const signUps = new Counter({
      name: 'findable_sign_ups_total',
      help: 'Accounts created (e-mail sign-up and invitations).',
      registers: [register],
    });
    const searches = new Counter({
      name: 'findable_business_searches_total',
      help: 'Business searches answered, by outcome (ok, rejected: invalid or rate-limited).',
      labelNames: ['outcome'] as const,
      registers: [register],
    });
    new Gauge({
      name: 'findable_database_pool_connections',
      help: "PostgreSQL connections by pool (main; search: the business search's prepared statements) and state (total, idle, waiting clients); absent on SQLite.",
      labelNames: ['pool', 'state'] as const,
      registers: [register],
      collect() {
        for (const [name, pool] of [
          ['main', app.dbPool],
          ['search', app.dbSearchPool],
        ] as const) {
          if (!pool) continue;
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
    new Gauge({
      name: 'findable_redis_up',
      help: '1 when the shared Redis (REDIS_URL) is connected and ready, 0 when not; absent without REDIS_URL.',
      registers: [register],
      collect() {
        if (app.redis) this.set(app.redis.status === 'ready' ? 1 : 0);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status_code: String(status) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      // The designed 503 of an unconfigured feature is an answer, not a fault an operator must look at.
      if (status >= 500 && !isDesignedAnswer(reply)) errors.inc({ route });
      if (SIGN_UP_ROUTES.has(route) && status >= 200 && status < 300) signUps.inc();
      if (route === SEARCH_ROUTE) searches.inc({ outcome: status < 400 ? 'ok' : 'rejected' });
    });

    const expected = Buffer.from(`Bearer ${token}`);
    // Hidden from the API's document: it is the operator's, behind METRICS_TOKEN.
    const schema = {
      hide: true,
      headers: z.looseObject({ authorization: z.string().optional() }),
      response: answers({
        200: { description: "Prometheus' text format", content: { 'text/plain': { schema: z.string() } } },
      }),
    };
    app.get('/metrics', { schema }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendApiError(request, reply, apiError(request, 401, 'api.unauthorized'));
      }
      reply.header('cache-control', 'no-store').type(register.contentType);
      return register.metrics();
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
