import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

export interface SiteConfigOptions {
  thirdParty: Config['thirdParty'];
  /** Whether sign-up with Google is configured: the pages show its button only then. */
  googleSignIn: boolean;
  /** Whether plans can be bought by card (Stripe configured): the upgrade buttons start Checkout, else they write to sales. */
  checkout: boolean;
}

/** GET /api/site-config: the run-time settings the pages need (no secrets). */
export default async function siteConfigRoutes(app: FastifyInstance, { thirdParty, googleSignIn, checkout }: SiteConfigOptions) {
  const body = { ...thirdParty, googleSignIn, checkout };
  app.get('/site-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
