import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { googlePlacesProvider } from '../search/google-provider.ts';
import { localSearchProvider, THREADS_RETRY_MS } from '../search/local-provider.ts';
import type { BusinessSearchProvider } from '../search/provider.ts';
import { seedDemoCatalog } from '../search/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    businessSearch: BusinessSearchProvider;
    /**
     * The demo catalog's seeding on a first start: 'seeding' while it runs in the background, 'failed' if it
     * failed (logged; the next start tries again), 'ok' once in or when there was nothing to seed.
     */
    demoCatalogStatus(): 'ok' | 'seeding' | 'failed';
    /** Resolves once the seeding has ended, however it ended (tests, closing). */
    demoCatalogSeeded(): Promise<void>;
  }
}

/**
 * The business search service (docs/search.md): Google Places when GOOGLE_PLACES_API_KEY is set,
 * otherwise the local catalog. On the first start it seeds the demo catalog into the empty table, in the
 * background once the server is ready: Fastify bounds each plugin's loading and each ready hook by its
 * plugin timeout (10 s), and seeding took 10.9 s on a first start at load 4.9, which ended the start
 * (issue 31). How busy the machine is must not decide whether a first start succeeds. Meanwhile the search
 * answers from what is committed (nothing until the seeding's one transaction ends) and health answers 503
 * with `catalog: 'seeding'`, so a load balancer waits for it.
 */
export default fp<Config['search']>(
  async (app, options) => {
    let status: 'ok' | 'seeding' | 'failed' = 'ok';
    let seeded: Promise<void> = Promise.resolve();
    if (options.demoCatalog) {
      app.addHook('onReady', async () => {
        status = 'seeding';
        const started = performance.now();
        seeded = seedDemoCatalog(app.db, app.dbEngine).then(
          (count) => {
            status = 'ok';
            if (count)
              app.log.info(
                { businesses: count, ms: Math.round(performance.now() - started) },
                'demo business catalog seeded',
              );
          },
          (error: unknown) => {
            status = 'failed';
            app.log.error({ err: error }, 'seeding the demo business catalog failed; the next start tries again');
          },
        );
      });
      // The pool closes after this: let the seeding's transaction end first.
      app.addHook('onClose', () => seeded);
    }
    app.decorate('demoCatalogStatus', () => status);
    app.decorate('demoCatalogSeeded', () => seeded);
    const provider = options.googlePlaces
      ? googlePlacesProvider(options.googlePlaces)
      : localSearchProvider(app.db, app.dbEngine, {
          searchPool: app.dbSearchPool,
          ...(app.dbFile ? { sqliteThreads: { file: app.dbFile, count: options.threads } } : {}),
          onThreadsFailed: (error) =>
            app.log.error(
              { err: error, retryInSeconds: THREADS_RETRY_MS / 1000 },
              'the search threads failed: searching on the main thread for now',
            ),
        });
    app.decorate('businessSearch', provider);
    // Only a server that listens starts them ahead: a test that injects its requests starts them at its first search.
    if (provider.warm) app.addHook('onListen', async () => provider.warm!());
    if (provider.close) app.addHook('onClose', () => provider.close!());
    app.log.debug({ provider: provider.name }, 'business search ready');
  },
  { name: 'business-search', dependencies: ['database'] },
);
