import type { Billing as Period } from '@findable/core/pricing';
import type { Locale } from '@findable/core/locales';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { ConfigError, type StripeConfig } from '../config.ts';
import { findCustomerId, linkCustomer } from '../db/billing-repository.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { PAID_PLANS, PERIODS, priceMismatches, type PaidPlan } from './price-check.ts';
import { idOf } from './subscription-state.ts';

/** Stripe Checkout and the portal speak these of our languages by their own codes. */
const STRIPE_LOCALES: Record<Locale, 'en' | 'de' | 'hu'> = { 'en-US': 'en', 'de-DE': 'de', 'hu-HU': 'hu' };

/** A configured Stripe price that does not match the price table: the start stops and says which and why. */
export class PriceMismatchError extends ConfigError {
  override name = 'PriceMismatchError';
}

/**
 * Stripe through its own client (docs/billing.md): the configured prices checked against the price table,
 * one customer per account, Checkout sessions in subscription mode, portal sessions, and webhook events
 * verified with the signing secret.
 */
export class BillingService {
  readonly stripe: Stripe;
  readonly prices: StripeConfig['prices'];
  private readonly webhookSecret: string;
  private verified: Promise<void> | null = null;

  constructor(config: StripeConfig) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
          }
        : {}),
    });
    this.prices = config.prices;
    this.webhookSecret = config.webhookSecret;
  }

  /**
   * Reads the four configured prices from Stripe and compares each with the price table; throws a
   * PriceMismatchError naming every price that differs. Other failures (Stripe unreachable) are thrown as they are.
   */
  async verifyPrices(): Promise<void> {
    const checks = PAID_PLANS.flatMap((plan) =>
      PERIODS.map((period) => ({ plan, period, id: this.prices[plan][period] })),
    );
    const prices = await Promise.all(checks.map(({ id }) => this.stripe.prices.retrieve(id, { expand: ['tiers'] })));
    const problems = checks.flatMap(({ plan, period, id }, index) =>
      priceMismatches(prices[index]!, plan, period).map(
        (problem) => `  STRIPE_PRICE_${plan.toUpperCase()}_${period.toUpperCase()} (${id}) ${problem}`,
      ),
    );
    if (problems.length)
      throw new PriceMismatchError(
        `The Stripe prices do not match the price table (core/pricing/price-table.ts; docs/billing.md):\n${problems.join('\n')}`,
      );
  }

  /** The price check, once it has passed; a failed attempt (Stripe unreachable) is tried again on the next call. */
  ensurePricesVerified(): Promise<void> {
    this.verified ??= this.verifyPrices().catch((error: unknown) => {
      this.verified = null;
      throw error;
    });
    return this.verified;
  }

  priceId(plan: PaidPlan, period: Period): string {
    return this.prices[plan][period];
  }

  /** The account's Stripe customer, made on its first checkout (an idempotency key keeps it one when two requests race). */
  async customerFor(db: Kysely<Database>, user: UserRow, locale: Locale): Promise<string> {
    const known = await findCustomerId(db, user.id);
    if (known) return known;
    const customer = await this.stripe.customers.create(
      {
        email: user.email,
        name: `${user.first_name} ${user.last_name}`.trim(),
        preferred_locales: [STRIPE_LOCALES[locale]],
        metadata: { user_id: user.id },
      },
      { idempotencyKey: `findable-customer-${user.id}` },
    );
    return linkCustomer(db, user.id, customer.id);
  }

  /** A Checkout session for a plan, period and number of locations (the amount is the configured price's, never the client's). */
  async checkoutUrl(input: {
    customerId: string;
    userId: string;
    plan: PaidPlan;
    period: Period;
    locations: number;
    locale: Locale;
    returnUrl: string;
  }): Promise<string> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: input.customerId,
      client_reference_id: input.userId,
      line_items: [{ price: this.priceId(input.plan, input.period), quantity: input.locations }],
      locale: STRIPE_LOCALES[input.locale],
      success_url: `${input.returnUrl}?checkout=success`,
      cancel_url: `${input.returnUrl}?checkout=canceled`,
      metadata: { user_id: input.userId, plan: input.plan, period: input.period },
      subscription_data: { metadata: { user_id: input.userId, plan: input.plan, period: input.period } },
    });
    if (!session.url) throw new Error('Stripe answered a Checkout session without a URL');
    return session.url;
  }

  async portalUrl(customerId: string, locale: Locale, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      locale: STRIPE_LOCALES[locale],
      return_url: returnUrl,
    });
    return session.url;
  }

  /**
   * Refunds what a subscription was paid and cancels it at once, with no final invoice and no proration: a Checkout
   * paid after its account was closed (docs/billing.md). Each settled payment of its latest invoice (the Checkout's)
   * is refunded whole; Stripe refunds no more than was paid, so a second refund of one payment (another delivery of
   * the event, a retry, a refund made in the dashboard) is refused as already refunded and counts as done. What
   * cannot be refunded here is returned as `unrefunded`, with why in `notes`: a payment still being processed (a bank
   * debit), or one whose refund Stripe refuses (a disputed charge). The subscription is canceled all the same. The
   * refunds come first, so a call that fails on Stripe's side part way can be made again, and one that gets as far
   * as the cancel has refunded what it can. `canceled` says whether this call's cancel was the one Stripe took;
   * amounts are in the currency's minor unit.
   */
  async refundAndCancel(subscriptionId: string): Promise<{
    canceled: boolean;
    refunded: number;
    unrefunded: number;
    notes: string[];
    currency: string;
  }> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const invoiceId = idOf(subscription.latest_invoice);
    let refunded = 0;
    let unrefunded = 0;
    const notes: string[] = [];
    if (invoiceId) {
      for await (const payment of this.stripe.invoicePayments.list({ invoice: invoiceId })) {
        if (payment.status === 'open') {
          unrefunded += payment.amount_requested;
          notes.push(`${payment.id}: still being processed`);
          continue;
        }
        const paymentIntent = idOf(payment.payment.payment_intent ?? null);
        const charge = idOf(payment.payment.charge ?? null);
        if (payment.status !== 'paid' || !payment.amount_paid || (!paymentIntent && !charge)) continue;
        const paid = paymentIntent ? { payment_intent: paymentIntent } : { charge: charge! };
        let refusal: string | null = null;
        try {
          await this.stripe.refunds.create({
            ...paid,
            reason: 'requested_by_customer',
            metadata: { subscription: subscriptionId, cause: 'account_closed' },
          });
        } catch (error) {
          // Stripe's own failures (network, 5xx, rate limits) fail the call, to be made again; a refusal is final.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          if (error.code !== 'charge_already_refunded') refusal = error.message;
        }
        let back = 0;
        for await (const refund of this.stripe.refunds.list(paid))
          if (refund.status === 'succeeded' || refund.status === 'pending') back += refund.amount;
        refunded += back;
        if (refusal) {
          unrefunded += payment.amount_paid - back;
          notes.push(`${payment.id}: ${refusal}`);
        }
      }
    }
    const outcome = { refunded, unrefunded, notes, currency: subscription.currency };
    if (subscription.status === 'canceled') return { canceled: false, ...outcome };
    try {
      await this.stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      return { canceled: true, ...outcome };
    } catch (error) {
      // Two events of one Checkout at once: the other's cancel was taken first.
      if ((await this.stripe.subscriptions.retrieve(subscriptionId)).status !== 'canceled') throw error;
      return { canceled: false, ...outcome };
    }
  }

  /** The event of a webhook request, verified with the signing secret and Stripe's timestamp tolerance (5 minutes); throws when forged or stale. */
  verifiedEvent(rawBody: Buffer, signature: string | string[] | undefined): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
  }
}
