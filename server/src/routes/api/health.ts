import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.ts';
import { apiError } from '../../http/api-error.ts';

/**
 * GET /api/health for load balancers and monitoring: each dependency this process is configured with (the
 * database; Redis when REDIS_URL is set) and whether it answers. 200 when all answer, else 503 naming the one
 * that does not, with the error contract's `{ message, code }`. Never cached, never waits long.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (request, reply) => {
    const database: 'ok' | 'down' = await pingDatabase(app.db).then(
      () => 'ok',
      (error: unknown) => {
        request.log.error({ err: error }, 'health check: database unreachable');
        return 'down';
      },
    );
    const redis = await app.redisStatus();
    // A first start seeds the demo catalog in the background: not ready for traffic until it is in.
    const catalog = app.demoCatalogStatus();
    const checks = { database, ...(redis === 'off' ? {} : { redis }), ...(catalog === 'ok' ? {} : { catalog }) };
    reply.header('cache-control', 'no-store');
    if (Object.values(checks).every((check) => check === 'ok')) return { status: 'ok', database: app.dbEngine, checks };
    const error = apiError(request, 503, 'api.unavailable');
    return reply.code(503).send({ status: 'unavailable', message: error.message, code: error.code, database: app.dbEngine, checks });
  });
}
