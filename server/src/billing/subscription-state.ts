import type Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import type { PaidPlan } from './price-check.ts';

/** A subscription as the product keeps it: what was bought, and Stripe's view of its state. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  plan: PaidPlan;
  period: 'monthly' | 'annual';
  quantity: number;
  /** Stripe's status. */
  status: string;
  cancelAtPeriodEnd: boolean;
  /** ISO 8601: the end of the paid period (or the cancellation date when one is set). */
  periodEnd: string | null;
}

const iso = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Statuses in which the subscription is paid for or being collected: the plan stands (a past-due one for a grace period). */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/**
 * The plan, period and quantity of a Stripe subscription, read from its item's price (one of the configured
 * prices); null when the subscription is for no price of ours (it is ignored).
 */
export function subscriptionState(
  subscription: Stripe.Subscription,
  prices: StripeConfig['prices'],
): SubscriptionState | null {
  const item = subscription.items.data[0];
  const customerId = idOf(subscription.customer);
  if (!item || !customerId) return null;
  for (const plan of ['pro', 'agency'] as const) {
    for (const period of ['monthly', 'annual'] as const) {
      if (prices[plan][period] !== item.price.id) continue;
      return {
        id: subscription.id,
        customerId,
        plan,
        period,
        quantity: item.quantity ?? 1,
        status: subscription.status,
        // The portal cancels 'at the period end' either way: the flag, or a cancellation date.
        cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
        periodEnd: iso(subscription.cancel_at ?? item.current_period_end),
      };
    }
  }
  return null;
}

/** The subscription an invoice was made for (API 2025-03-31 and later name it under `parent`). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The end of the newest period an invoice paid for: its subscription lines' latest period end. */
export function invoicePeriodEnd(invoice: Stripe.Invoice): string | null {
  const ends = invoice.lines.data.map((line) => line.period.end);
  return ends.length ? iso(Math.max(...ends)) : null;
}

export { iso as isoFromSeconds, idOf };
