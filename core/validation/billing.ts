import { priceFor, PricingError } from '../pricing/price-table.ts';
import { z } from './zod.ts';

/** The plans a customer can buy by card (the /pricing page's cards); Basic exists for the calculator API only. */
export const CHECKOUT_PLANS = ['pro', 'agency'] as const;
export type CheckoutPlan = (typeof CHECKOUT_PLANS)[number];

/**
 * The body of POST /api/billing/checkout, shared by the upgrade buttons (web/) and the API (server/): a plan the
 * /pricing table sells by card, a billing period, and a number of locations the table has a price for. The amount
 * is not part of it: the server takes it from the configured Stripe price. Messages are keys of the `auth` catalog.
 */
export const CheckoutSchema = z.object({
  plan: z
    .string({ error: 'api.billingPlan' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(CHECKOUT_PLANS, { error: 'api.billingPlan' })),
  period: z.enum(['monthly', 'annual'], { error: 'api.billingPeriod' }),
  locations: z.number({ error: 'api.billingLocations' }).refine((locations) => {
    try {
      // The one price table decides which numbers of locations have a price (1–50, whole).
      priceFor('pro', locations, 'monthly');
      return true;
    } catch (error) {
      if (error instanceof PricingError) return false;
      throw error;
    }
  }, 'api.billingLocations'),
});
export type Checkout = z.output<typeof CheckoutSchema>;
