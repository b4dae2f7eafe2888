import fp from 'fastify-plugin';
import { BillingService, PriceMismatchError } from '../billing/billing-service.ts';
import type { StripeConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Self-serve plans with Stripe (docs/billing.md); null without the STRIPE_ settings (upgrades go through sales). */
    billing: BillingService | null;
  }
}

/**
 * The Stripe service. At start it reads the configured prices from Stripe and compares them with the price
 * table: a price that differs stops the start with a message naming it (a customer must never pay another
 * amount than /pricing shows). When Stripe cannot be reached, the server starts and checks at the first checkout.
 */
export default fp<{ stripe: StripeConfig | null }>(
  async (app, { stripe }) => {
    if (!stripe) {
      app.decorate('billing', null);
      return;
    }
    const billing = new BillingService(stripe);
    try {
      await billing.ensurePricesVerified();
    } catch (error) {
      if (error instanceof PriceMismatchError) throw error;
      app.log.warn(
        { err: error },
        'stripe: the prices could not be checked at start; they are checked at the first checkout',
      );
    }
    app.decorate('billing', billing);
  },
  { name: 'billing' },
);
