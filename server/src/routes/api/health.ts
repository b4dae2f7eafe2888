import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/database.ts';
import { apiError } from '../../http/api-error.ts';
import { answers } from '../../http/route-schemas.ts';

const CheckSchema = z.enum(['ok', 'down']);
const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  checks: z.object({ database: CheckSchema, redis: CheckSchema.optional(), catalog: z.string().optional() }),
});

/**
 * GET /api/health for load balancers and monitoring: each dependency this process is configured with (the
 * database; Redis when REDIS_URL is set) and whether it answers. 200 when all answer, else 503 naming the one
 * that does not, with the error contract's `{ message, code }`. Never cached, never waits long.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The 503 carries the error contract's message and code, and the same checks (the 5xx schema lets them pass).
  app.get(
    '/health',
    { schema: { tags: ['operations'], response: answers({ 200: HealthSchema }) } },
    async (request, reply) => {
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
      if (Object.values(checks).every((check) => check === 'ok'))
        return { status: 'ok' as const, database: app.dbEngine, checks };
      const error = apiError(request, 503, 'api.unavailable');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: error.message, code: error.code, database: app.dbEngine, checks });
    },
  );
};
export default healthRoutes;
