import { isLocale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/api-error.ts';

/** Catalogs that client code loads on demand (the registration dialog's), by locale and namespace. */
const ON_DEMAND = new Set(['auth', 'testimonials']);

export default async function messageRoutes(app: FastifyInstance) {
  app.get<{ Params: { locale: string; ns: string } }>('/messages/:locale/:ns', async (request, reply) => {
    const { locale, ns } = request.params;
    if (!isLocale(locale) || !ON_DEMAND.has(ns)) throw apiError(request, 404, 'api.notFound');
    reply.header('cache-control', 'public, max-age=3600');
    return CATALOGS[locale][ns as 'auth' | 'testimonials'];
  });
}
