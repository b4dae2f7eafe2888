import { isLocale } from '@findable/core/locales';
import { CATALOGS } from '@findable/core/locales/messages';
import type { FastifyInstance } from 'fastify';

/** Catalogs that client code loads on demand (the registration dialog's), by locale and namespace. */
const ON_DEMAND = new Set(['auth', 'testimonials']);

export default async function messageRoutes(app: FastifyInstance) {
  app.get<{ Params: { locale: string; ns: string } }>('/messages/:locale/:ns', async (request, reply) => {
    const { locale, ns } = request.params;
    if (!isLocale(locale) || !ON_DEMAND.has(ns)) return reply.code(404).send({ message: 'No such catalog.' });
    reply.header('cache-control', 'public, max-age=3600');
    return CATALOGS[locale][ns as 'auth' | 'testimonials'];
  });
}
