import { SiteConfigSchema } from '@findable/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { answers } from '../../http/route-schemas.ts';

export interface SiteConfigOptions {
  thirdParty: Config['thirdParty'];
  /** Whether sign-up with Google is configured: the pages show its button only then. */
  googleSignIn: boolean;
  /** Whether plans can be bought by card (Stripe configured): the upgrade buttons start Checkout, else they write to sales. */
  checkout: boolean;
}

/** GET /api/site-config: the run-time settings the pages need (no secrets). */
const siteConfigRoutes: FastifyPluginAsyncZod<SiteConfigOptions> = async (
  app,
  { thirdParty, googleSignIn, checkout },
) => {
  const body = { ...thirdParty, googleSignIn, checkout };
  app.get(
    '/site-config',
    { schema: { tags: ['site'], response: answers({ 200: SiteConfigSchema }) } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
export default siteConfigRoutes;
