import type { PlanId, PlanState, PlanStatus } from '@findable/core/report/plan';
import type { Checkout } from '@findable/core/validation/billing';
import { authed } from './authed-api.ts';

/** GET /api/billing/plan: the account's plan as the pages show it (docs/billing.md). */
export interface BillingPlan {
  /** Plans can be bought by card here (Stripe is configured). */
  checkout: boolean;
  plan: PlanId;
  locations: number;
  status: PlanStatus;
  /** What the plan gives now (core/report/plan.ts planState). */
  state: PlanState;
  source: 'manual' | 'stripe' | null;
  periodEnd: string | null;
  pastDueSince: string | null;
  /** When an unpaid plan's full audit pauses. */
  graceEndsAt: string | null;
  /** The account has a Stripe customer: 'Manage billing' opens the portal. */
  portal: boolean;
}

export function loadBillingPlan(locale: string): Promise<BillingPlan> {
  return authed<BillingPlan>('/api/billing/plan', { locale });
}

/** Starts Stripe Checkout for a plan, period and number of locations, and goes there (the server sets the amount). */
export async function startCheckout(checkout: Checkout, locale: string): Promise<void> {
  const { url } = await authed<{ url: string }>('/api/billing/checkout', { method: 'POST', body: { ...checkout, locale }, locale });
  window.location.assign(url);
}

/** Opens Stripe's customer portal (card, invoices, locations, cancellation). */
export async function openBillingPortal(locale: string): Promise<void> {
  const { url } = await authed<{ url: string }>('/api/billing/portal', { method: 'POST', body: { locale }, locale });
  window.location.assign(url);
}
