import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyStripeEvent } from '../../../billing/webhook-events.ts';
import { apiError } from '../../../http/api-error.ts';
import { answers } from '../../../http/route-schemas.ts';

/**
 * POST /api/billing/webhook: Stripe's events (docs/billing.md). The body is read as bytes, because the signature
 * is over the exact bytes Stripe sent; it is verified with the endpoint's signing secret and a 5-minute
 * timestamp tolerance by Stripe's own helper. A forged or stale request is a 400 and changes nothing. Each event
 * is applied once; event types we do not use answer 200 and are ignored.
 *
 * The anti-forgery cookie check does not apply (`xsrf: false`): Stripe is no browser, and the signature
 * authenticates the request instead.
 */
const billingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin's scope: every other route keeps the JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // The body has no schema: it is bytes until Stripe's helper has checked their signature (and an unconfigured
  // webhook answers its 503 before they are read).
  const schema = {
    tags: ['billing'],
    headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
    response: answers({ 200: z.object({ received: z.literal(true), outcome: z.string() }) }),
  };
  app.post('/webhook', { schema, config: { xsrf: false }, bodyLimit: 1024 * 1024 }, async (request) => {
    const billing = app.billing;
    if (!billing) throw apiError(request, 503, 'api.billingUnavailable');
    if (!Buffer.isBuffer(request.body)) throw apiError(request, 400, 'api.billingSignature');
    let event;
    try {
      event = billing.verifiedEvent(request.body, request.headers['stripe-signature']);
    } catch (error) {
      request.log.warn({ err: error }, 'stripe webhook: signature refused');
      throw apiError(request, 400, 'api.billingSignature');
    }
    const outcome = await applyStripeEvent(app.db, billing, event, request.log);
    request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true as const, outcome };
  });
};
export default billingWebhookRoutes;
