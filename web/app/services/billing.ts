import type { Checkout } from '@findable/core/validation/billing';
import { authed } from './authed-api.ts';

/** Starts Stripe Checkout for a plan, period and number of locations, and goes there (the server sets the amount). */
export async function startCheckout(checkout: Checkout, locale: string): Promise<void> {
  const { url } = await authed<{ url: string }>('/api/billing/checkout', {
    method: 'POST',
    body: { ...checkout, locale },
    locale,
  });
  window.location.assign(url);
}

/** Opens Stripe's customer portal (card, invoices, locations, cancellation). */
export async function openBillingPortal(locale: string): Promise<void> {
  const { url } = await authed<{ url: string }>('/api/billing/portal', { method: 'POST', body: { locale }, locale });
  window.location.assign(url);
}
