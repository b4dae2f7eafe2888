import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPENAPI_PATH } from '../../http/route-schemas.ts';

/** GET /api/openapi.json: the API as its routes' schemas declare it (OpenAPI 3.1, made once on the first request). */
const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  let document: string | undefined;
  app.get(
    OPENAPI_PATH.slice('/api'.length),
    { schema: { hide: true, response: { 200: z.string().describe('The OpenAPI 3.1 document') } } },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(document);
    },
  );
};
export default openApiRoutes;
