import { sql, type Kysely } from 'kysely';
import { LIVE_STATUSES, type SubscriptionState } from '../billing/subscription-state.ts';
import type { BillingSubscriptionRow, Database } from './schema.ts';
import { FREE_PLAN } from './users-repository.ts';

/** Reads and writes of the billing tables (docs/billing.md). Every write that must hold under concurrency is one statement. */

export async function findCustomerId(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.customer_id;
}

export async function findCustomerUser(db: Kysely<Database>, customerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('billing_customers')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Links an account to its Stripe customer once; the first link stays (two requests at once keep one). Returns the customer id kept. */
export async function linkCustomer(db: Kysely<Database>, userId: string, customerId: string): Promise<string> {
  await db
    .insertInto('billing_customers')
    .values({ user_id: userId, customer_id: customerId, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return (await findCustomerId(db, userId)) ?? customerId;
}

/** Records a webhook event by id; false when it was recorded before (a repeated delivery). */
export async function recordEvent(
  db: Kysely<Database>,
  event: { id: string; type: string; created: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billing_events')
    .values({
      id: event.id,
      type: event.type,
      created_at: new Date(event.created * 1000).toISOString(),
      received_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

const PAST_DUE = sql<boolean>`excluded.status in ('past_due', 'unpaid')`;

/**
 * Stores a subscription's state from an event of time `stateAt`, unless the row already holds a newer one (an
 * older event arriving late changes nothing). A past-due state keeps the time it first became past due.
 * Returns the row when it was written.
 */
export function upsertSubscription(
  db: Kysely<Database>,
  userId: string,
  state: SubscriptionState,
  stateAt: string,
): Promise<BillingSubscriptionRow | undefined> {
  const pastDue = state.status === 'past_due' || state.status === 'unpaid';
  return db
    .insertInto('billing_subscriptions')
    .values({
      id: state.id,
      user_id: userId,
      customer_id: state.customerId,
      plan: state.plan,
      period: state.period,
      quantity: state.quantity,
      status: state.status,
      cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
      period_end: state.periodEnd,
      past_due_since: pastDue ? stateAt : null,
      state_at: stateAt,
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({
          plan: (eb) => eb.ref('excluded.plan'),
          period: (eb) => eb.ref('excluded.period'),
          quantity: (eb) => eb.ref('excluded.quantity'),
          status: (eb) => eb.ref('excluded.status'),
          cancel_at_period_end: (eb) => eb.ref('excluded.cancel_at_period_end'),
          period_end: (eb) => eb.ref('excluded.period_end'),
          past_due_since: sql`case when ${PAST_DUE} then coalesce(billing_subscriptions.past_due_since, excluded.past_due_since) else null end`,
          state_at: (eb) => eb.ref('excluded.state_at'),
          updated_at: (eb) => eb.ref('excluded.updated_at'),
        })
        .where('billing_subscriptions.state_at', '<=', stateAt),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * An invoice's outcome on a known, not ended subscription, from an event of time `stateAt` (unless the row
 * holds a newer state): paid → active again (and paid up to `periodEnd`); failed → past due since the first failure.
 */
export function applyInvoiceOutcome(
  db: Kysely<Database>,
  subscriptionId: string,
  outcome: { paid: true; periodEnd: string | null } | { paid: false },
  stateAt: string,
): Promise<BillingSubscriptionRow | undefined> {
  const change = outcome.paid
    ? {
        status: 'active',
        past_due_since: null,
        ...(outcome.periodEnd
          ? {
              period_end: sql<string>`case when period_end is null or period_end < ${outcome.periodEnd} then ${outcome.periodEnd} else period_end end`,
            }
          : {}),
      }
    : { status: 'past_due', past_due_since: sql<string>`coalesce(past_due_since, ${stateAt})` };
  return db
    .updateTable('billing_subscriptions')
    .set({ ...change, state_at: stateAt, updated_at: new Date().toISOString() })
    .where('id', '=', subscriptionId)
    .where('state_at', '<=', stateAt)
    .where('status', 'in', outcome.paid ? [...LIVE_STATUSES, 'incomplete'] : [...LIVE_STATUSES])
    .returningAll()
    .executeTakeFirst();
}

/**
 * The account's plan from a subscription row (plan_source 'stripe'): a live subscription sets the plan,
 * locations, status and dates; an ended one takes the plan back to free, but only if the plan came from it
 * (not a newer subscription's, nor an operator's grant). An event older than the plan's last change does nothing.
 */
export async function applySubscriptionToUser(
  db: Kysely<Database>,
  row: BillingSubscriptionRow,
  eventAt: string,
): Promise<boolean> {
  const live = LIVE_STATUSES.has(row.status);
  const pastDue = row.status === 'past_due' || row.status === 'unpaid';
  const now = new Date().toISOString();
  const update = db
    .updateTable('users')
    .set(
      live
        ? {
            plan: row.plan,
            plan_locations: row.quantity,
            plan_source: 'stripe',
            plan_status: pastDue ? 'past_due' : row.cancel_at_period_end ? 'canceled' : 'active',
            plan_period_end: row.period_end,
            plan_past_due_since: pastDue ? row.past_due_since : null,
            plan_subscription_id: row.id,
            plan_updated_at: eventAt,
            updated_at: now,
          }
        : { ...FREE_PLAN, plan_updated_at: eventAt, updated_at: now },
    )
    .where('id', '=', row.user_id)
    .where((eb) => eb.or([eb('plan_updated_at', 'is', null), eb('plan_updated_at', '<=', eventAt)]));
  const result = await (live ? update : update.where('plan_subscription_id', '=', row.id)).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
