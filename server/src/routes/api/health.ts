import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.ts';

/** GET /api/health: 200 when the process and its database answer, 503 otherwise (for load balancers). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: app.dbEngine };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ message: 'Database unreachable' });
    }
  });
}
