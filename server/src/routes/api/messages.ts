import { isLocale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../http/api-error.ts';
import { answers } from '../../http/route-schemas.ts';

/** Catalogs that client code loads on demand (the registration dialog's), by locale and namespace. */
const ON_DEMAND = new Set(['auth', 'testimonials']);

/** Any text is a parameter: a locale or namespace we do not serve is a 404, like a file that is not there. */
const MessageParamsSchema = z.object({ locale: z.string(), ns: z.string() });
const CatalogSchema = z
  .record(z.string(), z.unknown())
  .describe("A namespace's messages: nested keys, ICU message texts");

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['site'], params: MessageParamsSchema, response: answers({ 200: CatalogSchema }) };
  app.get('/messages/:locale/:ns', { schema }, async (request, reply) => {
    const { locale, ns } = request.params;
    if (!isLocale(locale) || !ON_DEMAND.has(ns)) throw apiError(request, 404, 'api.notFound');
    reply.header('cache-control', 'public, max-age=3600');
    return CATALOGS[locale][ns as 'auth' | 'testimonials'];
  });
};
export default messageRoutes;
