import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { googlePlacesProvider } from '../search/google-provider.ts';
import { localSearchProvider } from '../search/local-provider.ts';
import type { BusinessSearchProvider } from '../search/provider.ts';
import { seedDemoCatalog } from '../search/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    businessSearch: BusinessSearchProvider;
  }
}

/**
 * The business search service (docs/search.md): Google Places when GOOGLE_PLACES_API_KEY is set,
 * otherwise the local catalog. On the first start it seeds the demo catalog into the empty table.
 */
export default fp<Config['search']>(
  async (app, options) => {
    if (options.demoCatalog) {
      const started = performance.now();
      const seeded = await seedDemoCatalog(app.db, app.dbEngine);
      if (seeded) app.log.info({ businesses: seeded, ms: Math.round(performance.now() - started) }, 'demo business catalog seeded');
    }
    const provider = options.googlePlaces ? googlePlacesProvider(options.googlePlaces) : localSearchProvider(app.db, app.dbEngine, app.dbPrepared);
    app.decorate('businessSearch', provider);
    app.log.debug({ provider: provider.name }, 'business search ready');
  },
  { name: 'business-search', dependencies: ['database'] },
);
