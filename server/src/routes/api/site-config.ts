import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** GET /api/site-config: the third-party settings the pages need at run time (no secrets). */
export default async function siteConfigRoutes(app: FastifyInstance, { thirdParty }: { thirdParty: Config['thirdParty'] }) {
  app.get('/site-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return thirdParty;
  });
}
