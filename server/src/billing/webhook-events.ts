import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import {
  applyInvoiceOutcome,
  applySubscriptionToUser,
  findCustomerUser,
  linkCustomer,
  recordEvent,
  upsertSubscription,
} from '../db/billing-repository.ts';
import type { Database } from '../db/schema.ts';
import { wasClosed } from '../db/users-repository.ts';
import type { BillingService } from './billing-service.ts';
import {
  idOf,
  invoicePeriodEnd,
  invoiceSubscriptionId,
  isoFromSeconds,
  subscriptionState,
} from './subscription-state.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'canceled';

/** Stripe's subscription statuses that can still charge the card. */
const CHARGING = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/**
 * Thrown inside an event's transaction when the event's subscription can still charge and belongs to an account its
 * owner closed (a Checkout paid after the close): the transaction rolls back, the subscription is canceled at Stripe,
 * and only then is the event recorded.
 */
class ClosedAccountSubscription extends Error {
  readonly subscriptionId: string;
  readonly userId: string;
  constructor(subscriptionId: string, userId: string) {
    super(`subscription ${subscriptionId} of the closed account ${userId}`);
    this.subscriptionId = subscriptionId;
    this.userId = userId;
  }
}

/**
 * Applies one verified Stripe event, once (docs/billing.md 'Which event moves which state'). The event is
 * recorded by id in the same transaction as its effect: a repeated delivery finds it and changes nothing, and a
 * failure rolls both back so Stripe's retry applies it. Every state carries the event's time, so an older event
 * that arrives late never overwrites a newer state. A subscription that can still charge and was bought for an
 * account its owner has since closed (a Checkout paid after the close) is canceled at Stripe: outcome 'canceled'.
 */
export async function applyStripeEvent(
  db: Kysely<Database>,
  billing: BillingService,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<EventOutcome> {
  // A completed Checkout names its subscription only by id: read it before the transaction (no network call inside one).
  let checkoutSubscription: Stripe.Subscription | null = null;
  if (event.type === 'checkout.session.completed' && event.data.object.mode === 'subscription') {
    const id = idOf(event.data.object.subscription);
    if (id) checkoutSubscription = await billing.stripe.subscriptions.retrieve(id);
  }

  try {
    return await applyInTransaction(db, billing, event, checkoutSubscription, log);
  } catch (error) {
    if (!(error instanceof ClosedAccountSubscription)) throw error;
    // After the transaction (no network call inside one). Should Stripe fail here, the event is not recorded: the
    // webhook answers 500 and Stripe delivers it again, and the refund and the cancel are tried again.
    const { subscriptionId, userId } = error;
    const { canceled, refunded, unrefunded, notes, currency } = await billing.refundAndCancel(subscriptionId);
    const facts = {
      subscription: subscriptionId,
      user: userId,
      event: event.id,
      refunded,
      unrefunded,
      notes,
      currency,
    };
    // What the operator must still refund is told by every delivery that gets here (also a retry whose cancel an
    // earlier try already took); the rest once, by the delivery whose cancel Stripe takes (two of a Checkout's
    // events arriving at once both get here).
    if (unrefunded > 0)
      log.error(
        facts,
        'stripe: a Checkout was paid after its account was closed; its subscription is canceled at Stripe, but not all of its payment could be refunded. Refund the rest in the Stripe dashboard, a bank debit once it has settled (docs/billing.md)',
      );
    else if (canceled)
      log.warn(
        facts,
        'stripe: a Checkout was paid after its account was closed; its payment is refunded and its subscription canceled at Stripe',
      );
    return (await recordEvent(db, event)) ? 'canceled' : 'duplicate';
  }
}

async function applyInTransaction(
  db: Kysely<Database>,
  billing: BillingService,
  event: Stripe.Event,
  checkoutSubscription: Stripe.Subscription | null,
  log: FastifyBaseLogger,
): Promise<EventOutcome> {
  const at = isoFromSeconds(event.created)!;
  return db.transaction().execute(async (trx) => {
    if (!(await recordEvent(trx, event))) return 'duplicate';

    /**
     * Throws ClosedAccountSubscription when the subscription will charge again and its account was closed by its
     * owner. One already set to end (a plan cancelled before the close) charges nothing more and is left to end.
     */
    const refuseForClosedAccount = async (subscription: Stripe.Subscription, userId: string | undefined) => {
      const ending = subscription.cancel_at_period_end || Boolean(subscription.cancel_at);
      if (userId && CHARGING.has(subscription.status) && !ending && (await wasClosed(trx, userId)))
        throw new ClosedAccountSubscription(subscription.id, userId);
    };

    const applySubscription = async (
      subscription: Stripe.Subscription,
      knownUserId?: string,
    ): Promise<EventOutcome> => {
      const state = subscriptionState(subscription, billing.prices);
      if (!state) {
        log.warn(
          { subscription: subscription.id, event: event.id },
          'stripe: a subscription for a price that is not configured; ignored',
        );
        return 'ignored';
      }
      const userId = knownUserId ?? (await findCustomerUser(trx, state.customerId));
      if (!userId) {
        // The Checkout's subscription names the account it was bought for.
        await refuseForClosedAccount(subscription, subscription.metadata?.user_id);
        log.warn(
          { customer: state.customerId, event: event.id },
          'stripe: a subscription of a customer that is no account of ours; ignored',
        );
        return 'ignored';
      }
      const row = await upsertSubscription(trx, userId, state, at);
      if (row) await applySubscriptionToUser(trx, row, at);
      return 'applied';
    };

    const applyInvoice = async (invoice: Stripe.Invoice, paid: boolean): Promise<EventOutcome> => {
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return 'ignored';
      const row = await applyInvoiceOutcome(
        trx,
        subscriptionId,
        paid ? { paid: true, periodEnd: invoicePeriodEnd(invoice) } : { paid: false },
        at,
      );
      if (row) await applySubscriptionToUser(trx, row, at);
      return 'applied';
    };

    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const customerId = idOf(session.customer);
        const userId = session.client_reference_id;
        if (session.mode !== 'subscription' || !customerId || !userId) return 'ignored';
        // The customer was linked when the session was made; a customer not linked yet is linked to the session's account.
        let linkedUser = await findCustomerUser(trx, customerId);
        if (!linkedUser) {
          if (checkoutSubscription) await refuseForClosedAccount(checkoutSubscription, userId);
          // A closed account whose subscription no longer charges: nothing to link it to.
          if (await wasClosed(trx, userId)) return 'ignored';
          await linkCustomer(trx, userId, customerId);
          linkedUser = userId;
        }
        return checkoutSubscription ? applySubscription(checkoutSubscription, linkedUser) : 'applied';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(event.data.object);
      case 'invoice.paid':
        return applyInvoice(event.data.object, true);
      case 'invoice.payment_failed':
        return applyInvoice(event.data.object, false);
      default:
        return 'ignored';
    }
  });
}
