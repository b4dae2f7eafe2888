import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { priceFor, TIERS } from '@findable/core/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { BillingService, PriceMismatchError } from '../src/billing/billing-service.ts';
import { PAID_PLANS, PERIODS, priceMismatches } from '../src/billing/price-check.ts';
import {
  invoicePeriodEnd,
  invoiceSubscriptionId,
  LIVE_STATUSES,
  subscriptionState,
} from '../src/billing/subscription-state.ts';
import { applyStripeEvent } from '../src/billing/webhook-events.ts';
import { ConfigError, type StripeConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import type { Database, UserRow } from '../src/db/schema.ts';
import { createUser } from '../src/db/users-repository.ts';
import { eventJson, priceIdOf, StripeStandIn, subscriptionJson, tieredPrice } from './stripe-stand-in.ts';

/**
 * The billing modules (server/src/billing/*) through their exported functions: the price check against the
 * price table, a Stripe subscription read as the product's state, the service's calls to a Stripe stand-in,
 * and webhook events applied to an in-memory SQLite database (the rows they write). billing.test.ts checks the
 * same journeys through the API; this file is the quick one mutation testing runs (mutation/billing.config.json).
 */

const PRICES: StripeConfig['prices'] = {
  pro: { monthly: priceIdOf('pro', 'monthly'), annual: priceIdOf('pro', 'annual') },
  agency: { monthly: priceIdOf('agency', 'monthly'), annual: priceIdOf('agency', 'annual') },
};
type Price = Parameters<typeof priceMismatches>[0];
/** A price as JSON, loosely typed so that a test can set any field to what Stripe might send. */
interface PriceJson {
  active: boolean;
  currency: string;
  recurring: { interval: string; interval_count: number } | null;
  billing_scheme: string;
  tiers_mode: string;
  tiers?: Array<{ up_to: number | null; flat_amount: number | null; unit_amount: number | null }>;
}
const price = (
  plan: 'pro' | 'agency',
  period: 'monthly' | 'annual',
  change: (price: PriceJson & { tiers: NonNullable<PriceJson['tiers']> }) => void = () => undefined,
): Price => {
  const json = structuredClone(tieredPrice('price_x', plan, period)) as unknown as PriceJson & {
    tiers: NonNullable<PriceJson['tiers']>;
  };
  change(json);
  return json as unknown as Price;
};

/** What the price check says of the table's price for a plan and period after `change`. */
const mismatches = (plan: 'pro' | 'agency', period: 'monthly' | 'annual', change?: Parameters<typeof price>[2]) =>
  priceMismatches(price(plan, period, change), plan, period);

describe('the price check (price-check.ts)', () => {
  it('accepts the four prices the price table sells, and each period only as its own', () => {
    assert.deepEqual(PAID_PLANS, ['pro', 'agency']);
    assert.deepEqual(PERIODS, ['monthly', 'annual']);
    for (const plan of PAID_PLANS)
      for (const period of PERIODS) assert.deepEqual(mismatches(plan, period), [], `${plan} ${period}`);
    assert.deepEqual(priceMismatches(price('pro', 'monthly'), 'pro', 'annual').slice(0, 1), [
      'must recur every year (it recurs every 1 month)',
    ]);
    assert.deepEqual(priceMismatches(price('pro', 'annual'), 'pro', 'monthly').slice(0, 1), [
      'must recur every month (it recurs every 1 year)',
    ]);
    // The last tier may also end at the table's maximum rather than at infinity.
    assert.deepEqual(
      mismatches('pro', 'monthly', (p) => (p.tiers.at(-1)!.up_to = TIERS.at(-1)!.max)),
      [],
    );
    // No per-unit amount may be null as well as zero.
    assert.deepEqual(
      mismatches('agency', 'monthly', (p) => p.tiers.forEach((tier) => (tier.unit_amount = null))),
      [],
    );
  });

  it('names each thing that differs, in the words the operator reads at the start', () => {
    const last = TIERS.length;
    assert.deepEqual(
      mismatches('pro', 'monthly', (p) => {
        p.active = false;
        p.currency = 'eur';
        p.recurring = { interval: 'month', interval_count: 3 };
        p.tiers[0]!.up_to = 2;
        p.tiers[1]!.flat_amount = 4900;
        p.tiers[2]!.unit_amount = 100;
        p.tiers.at(-1)!.up_to = 1000;
      }),
      [
        'is archived (not active)',
        'is in EUR, the table is in USD',
        'must recur every month (it recurs every 3 month)',
        `tier 1 must go up to ${TIERS[0].max} (it goes up to 2)`,
        `tier 2 (${TIERS[1].min}–${TIERS[1].max}) must cost a flat ${priceFor('pro', TIERS[1].max, 'monthly') * 100} cents (it costs 4900)`,
        'tier 3 must have no per-unit amount (it has 100)',
        `tier ${last} must go up to ${TIERS.at(-1)!.max} or inf (it goes up to 1000)`,
      ],
    );
    assert.deepEqual(
      mismatches('pro', 'annual', (p) => {
        p.recurring = null;
        p.tiers[0]!.up_to = null;
        p.tiers[0]!.flat_amount = null;
      }),
      [
        'must recur every year (it recurs never)',
        `tier 1 must go up to ${TIERS[0].max} (it goes up to inf)`,
        `tier 1 (${TIERS[0].min}–${TIERS[0].max}) must cost a flat ${priceFor('pro', TIERS[0].max, 'annual') * 100} cents (it costs nothing flat)`,
      ],
    );
  });

  it('stops at a price that is not tiered by volume, or has another number of tiers', () => {
    const notTiered = ['must be tiered by volume (billing_scheme tiered, tiers_mode volume)'];
    assert.deepEqual(
      mismatches('pro', 'monthly', (p) => (p.billing_scheme = 'per_unit')),
      notTiered,
    );
    assert.deepEqual(
      mismatches('pro', 'monthly', (p) => (p.tiers_mode = 'graduated')),
      notTiered,
    );
    assert.deepEqual(
      mismatches('pro', 'monthly', (p) => p.tiers.pop()),
      [`has ${TIERS.length - 1} tiers, the table has ${TIERS.length}`],
    );
    assert.deepEqual(
      mismatches('pro', 'monthly', (p) => delete (p as PriceJson).tiers),
      [`has 0 tiers, the table has ${TIERS.length}`],
    );
  });
});

const subscription = (
  change: (subscription: ReturnType<typeof subscriptionJson>) => void = () => undefined,
  priceId = PRICES.agency.annual,
): Stripe.Subscription => {
  const json = subscriptionJson({
    id: 'sub_1',
    customer: 'cus_1',
    price: { id: priceId },
    quantity: 3,
    status: 'past_due',
    periodStart: 1_800_000_000,
    periodEnd: 1_800_086_400,
  });
  change(json);
  return json as unknown as Stripe.Subscription;
};

describe('a Stripe subscription as the product keeps it (subscription-state.ts)', () => {
  it('reads the plan, period and quantity from its item’s price, and the period end', () => {
    assert.deepEqual(subscriptionState(subscription(), PRICES), {
      id: 'sub_1',
      customerId: 'cus_1',
      plan: 'agency',
      period: 'annual',
      quantity: 3,
      status: 'past_due',
      cancelAtPeriodEnd: false,
      periodEnd: new Date(1_800_086_400_000).toISOString(),
    });
    for (const plan of ['pro', 'agency'] as const) {
      for (const period of ['monthly', 'annual'] as const) {
        const state = subscriptionState(subscription(undefined, PRICES[plan][period]), PRICES)!;
        assert.deepEqual([state.plan, state.period], [plan, period]);
      }
    }
  });

  it('takes a customer given as an object, a missing quantity as one, and a cancellation by flag or by date', () => {
    const expanded = subscription((s) => {
      (s as { customer: unknown }).customer = { id: 'cus_obj' };
      (s.items.data[0] as { quantity: unknown }).quantity = null;
    });
    assert.equal(subscriptionState(expanded, PRICES)!.customerId, 'cus_obj');
    assert.equal(subscriptionState(expanded, PRICES)!.quantity, 1);
    const flagged = subscriptionState(
      subscription((s) => (s.cancel_at_period_end = true)),
      PRICES,
    )!;
    assert.equal(flagged.cancelAtPeriodEnd, true);
    assert.equal(flagged.periodEnd, new Date(1_800_086_400_000).toISOString());
    const dated = subscriptionState(
      subscription((s) => (s.cancel_at = 1_800_050_000)),
      PRICES,
    )!;
    assert.equal(dated.cancelAtPeriodEnd, true);
    assert.equal(dated.periodEnd, new Date(1_800_050_000_000).toISOString(), 'the cancellation date ends it');
    const noEnd = subscriptionState(
      subscription((s) => ((s.items.data[0] as { current_period_end: unknown }).current_period_end = undefined)),
      PRICES,
    )!;
    assert.equal(noEnd.periodEnd, null);
  });

  it('ignores a subscription for no price of ours, without an item, or without a customer', () => {
    assert.equal(subscriptionState(subscription(undefined, 'price_someone_else'), PRICES), null);
    assert.equal(
      subscriptionState(
        subscription((s) => (s.items.data = [])),
        PRICES,
      ),
      null,
    );
    assert.equal(
      subscriptionState(
        subscription((s) => ((s as { customer: unknown }).customer = null)),
        PRICES,
      ),
      null,
    );
  });

  it('names an invoice’s subscription under parent, and the end of the newest period it paid for', () => {
    const invoice = (parent: unknown, ends: number[]) =>
      ({
        parent,
        lines: { data: ends.map((end) => ({ period: { start: end - 100, end } })) },
      }) as unknown as Stripe.Invoice;
    assert.equal(invoiceSubscriptionId(invoice({ subscription_details: { subscription: 'sub_9' } }, [])), 'sub_9');
    assert.equal(
      invoiceSubscriptionId(invoice({ subscription_details: { subscription: { id: 'sub_8' } } }, [])),
      'sub_8',
    );
    assert.equal(invoiceSubscriptionId(invoice(null, [])), null);
    assert.equal(invoiceSubscriptionId(invoice({ subscription_details: null }, [])), null);
    assert.equal(
      invoicePeriodEnd(invoice(null, [1_800_000_000, 1_900_000_000, 1_850_000_000])),
      new Date(1_900_000_000_000).toISOString(),
    );
    assert.equal(invoicePeriodEnd(invoice(null, [])), null);
  });

  it('counts a subscription as live while it is paid for or being collected', () => {
    assert.deepEqual([...LIVE_STATUSES].sort(), ['active', 'past_due', 'trialing', 'unpaid']);
  });
});

describe('the billing service against a Stripe stand-in (billing-service.ts)', () => {
  const stripe = new StripeStandIn();
  let billing: BillingService;
  let db: Kysely<Database>;
  const config = (): StripeConfig => ({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    prices: PRICES,
    apiUrl: stripe.origin,
  });
  before(async () => {
    await stripe.start();
    billing = new BillingService(config());
    db = openDatabase({}).db;
    await migrateToLatest(db, 'sqlite');
  });
  after(async () => {
    await db.destroy();
    await stripe.stop();
  });

  it('checks the four configured prices with their tiers, and names every one that differs', async () => {
    stripe.seen = [];
    await billing.verifyPrices();
    assert.deepEqual(
      stripe.seen
        .map((request) => `${request.method} ${request.path} ${request.params.getAll('expand[0]').join(',')}`)
        .sort(),
      [
        'GET /v1/prices/price_standin_agency_annual tiers',
        'GET /v1/prices/price_standin_agency_monthly tiers',
        'GET /v1/prices/price_standin_pro_annual tiers',
        'GET /v1/prices/price_standin_pro_monthly tiers',
      ],
    );
    const wrong = new StripeStandIn();
    await wrong.start();
    try {
      (wrong.prices.get(PRICES.agency.monthly) as { currency: string }).currency = 'huf';
      (wrong.prices.get(PRICES.pro.annual) as { active: boolean }).active = false;
      const service = new BillingService({ ...config(), apiUrl: wrong.origin });
      await assert.rejects(service.verifyPrices(), (error: Error) => {
        assert.ok(error instanceof PriceMismatchError && error instanceof ConfigError);
        assert.equal(error.name, 'PriceMismatchError');
        assert.equal(
          error.message,
          'The Stripe prices do not match the price table (core/pricing/price-table.ts; docs/billing.md):\n' +
            '  STRIPE_PRICE_PRO_ANNUAL (price_standin_pro_annual) is archived (not active)\n' +
            '  STRIPE_PRICE_AGENCY_MONTHLY (price_standin_agency_monthly) is in HUF, the table is in USD',
        );
        return true;
      });
    } finally {
      await wrong.stop();
    }
  });

  it('keeps a passed price check, and tries a failed one again on the next call', async () => {
    const flaky = new StripeStandIn();
    await flaky.start();
    const service = new BillingService({ ...config(), apiUrl: flaky.origin });
    const price = flaky.prices.get(PRICES.pro.monthly)!;
    flaky.prices.delete(PRICES.pro.monthly);
    try {
      await assert.rejects(service.ensurePricesVerified(), /No such price/);
      // The other three reads of the failed check may still be on their way.
      await new Promise((resolve) => setTimeout(resolve, 200));
      flaky.prices.set(PRICES.pro.monthly, price);
      flaky.seen = [];
      await service.ensurePricesVerified();
      assert.equal(flaky.seen.length, 4, 'asked again after the failure');
      await service.ensurePricesVerified();
      assert.equal(flaky.seen.length, 4, 'not asked again once passed');
    } finally {
      await flaky.stop();
    }
  });

  it('makes one Stripe customer per account, in its language, and links it', async () => {
    const user = await createUser(db, {
      email: 'bea@example.com',
      firstName: 'Bea',
      lastName: '',
      locale: 'de-DE',
      passwordHash: null,
      accountType: 'business',
    });
    stripe.seen = [];
    const id = await billing.customerFor(db, user, 'hu-HU');
    const customer = stripe.customers.get(id)!;
    assert.deepEqual(
      {
        email: customer.email,
        name: customer.name,
        preferred_locales: customer.preferred_locales,
        metadata: customer.metadata,
      },
      { email: 'bea@example.com', name: 'Bea', preferred_locales: ['hu'], metadata: { user_id: user.id } },
    );
    assert.equal(stripe.seen[0]!.headers['idempotency-key'], `findable-customer-${user.id}`);
    assert.deepEqual(
      (await db.selectFrom('billing_customers').select(['user_id', 'customer_id']).execute()).map((row) => ({
        ...row,
      })),
      [{ user_id: user.id, customer_id: id }],
    );
    // Known: Stripe is not asked again.
    assert.equal(await billing.customerFor(db, user, 'en-US'), id);
    assert.equal(stripe.seen.length, 1);
    const en = await createUser(db, {
      email: 'ed@example.com',
      firstName: 'Ed',
      lastName: 'Ng',
      locale: 'en-US',
      passwordHash: null,
      accountType: 'business',
    });
    const enId = await billing.customerFor(db, en, 'en-US');
    assert.deepEqual(stripe.customers.get(enId)!.preferred_locales, ['en']);
    assert.equal(stripe.customers.get(enId)!.name, 'Ed Ng');
    const de = await createUser(db, {
      email: 'di@example.com',
      firstName: 'Di',
      lastName: 'Vo',
      locale: 'de-DE',
      passwordHash: null,
      accountType: 'business',
    });
    assert.deepEqual(stripe.customers.get(await billing.customerFor(db, de, 'de-DE'))!.preferred_locales, ['de']);
  });

  it('opens Checkout for the configured price of a plan and period, the locations as the quantity, and the portal', async () => {
    const user = await createUser(db, {
      email: 'cy@example.com',
      firstName: 'Cy',
      lastName: 'Ro',
      locale: 'en-US',
      passwordHash: null,
      accountType: 'business',
    });
    const customerId = await billing.customerFor(db, user, 'en-US');
    const url = await billing.checkoutUrl({
      customerId,
      userId: user.id,
      plan: 'agency',
      period: 'annual',
      locations: 4,
      locale: 'de-DE',
      returnUrl: 'https://app.findable.test/account',
    });
    const session = stripe.sessions.get(new URL(url).pathname.split('/').pop()!)!;
    assert.deepEqual(
      {
        mode: session.mode,
        customer: session.customer,
        client_reference_id: session.client_reference_id,
        locale: session.locale,
        success_url: session.success_url,
        cancel_url: session.cancel_url,
        metadata: session.metadata,
        items: session.line_items_standin,
      },
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: user.id,
        locale: 'de',
        success_url: 'https://app.findable.test/account?checkout=success',
        cancel_url: 'https://app.findable.test/account?checkout=canceled',
        metadata: { user_id: user.id, plan: 'agency', period: 'annual' },
        items: [{ price: PRICES.agency.annual, quantity: 4 }],
      },
    );
    assert.ok(
      stripe.seen.every((seen) => !('x-stripe-client-telemetry' in seen.headers)),
      'no telemetry to Stripe',
    );
    const request = stripe.seen.at(-1)!.params;
    assert.equal(request.get('subscription_data[metadata][user_id]'), user.id);
    assert.equal(request.get('subscription_data[metadata][plan]'), 'agency');
    assert.equal(request.get('subscription_data[metadata][period]'), 'annual');
    assert.equal(billing.priceId('pro', 'monthly'), PRICES.pro.monthly);

    const portal = await billing.portalUrl(customerId, 'hu-HU', 'https://app.findable.test/account');
    const portalSession = stripe.portalSessions.get(new URL(portal).pathname.split('/').pop()!)!;
    assert.deepEqual(
      { customer: portalSession.customer, locale: portalSession.locale, return_url: portalSession.return_url },
      { customer: customerId, locale: 'hu', return_url: 'https://app.findable.test/account' },
    );
  });

  it('verifies a webhook event with the signing secret and refuses a forged or unsigned one', () => {
    const event = eventJson('invoice.paid', { id: 'in_1' });
    const { payload, headers } = stripe.signed(event);
    assert.equal(billing.verifiedEvent(Buffer.from(payload), headers['stripe-signature']).id, event.id);
    const forged = stripe.signed(event, { secret: 'whsec_someone_else' });
    assert.throws(() => billing.verifiedEvent(Buffer.from(payload), forged.headers['stripe-signature']), /signature/i);
    assert.throws(() => billing.verifiedEvent(Buffer.from(payload), undefined), /signature|header/i);
  });

  it('talks to api.stripe.com over HTTPS unless told otherwise', () => {
    const defaults = new BillingService({ ...config(), apiUrl: null });
    const settings = (defaults.stripe as unknown as { _api: { host: string; port: string | number; protocol: string } })
      ._api;
    assert.deepEqual([settings.host, String(settings.port), settings.protocol], ['api.stripe.com', '443', 'https']);
    const https = new BillingService({ ...config(), apiUrl: 'https://stripe.internal' });
    const secure = (https.stripe as unknown as { _api: { host: string; port: string | number; protocol: string } })
      ._api;
    assert.deepEqual([secure.host, String(secure.port), secure.protocol], ['stripe.internal', '443', 'https']);
    const plain = new BillingService({ ...config(), apiUrl: 'http://stripe.internal' });
    const insecure = (plain.stripe as unknown as { _api: { host: string; port: string | number; protocol: string } })
      ._api;
    assert.deepEqual([insecure.host, String(insecure.port), insecure.protocol], ['stripe.internal', '80', 'http']);
  });
});

describe('webhook events applied to the database (webhook-events.ts)', () => {
  const stripe = new StripeStandIn();
  let billing: BillingService;
  let db: Kysely<Database>;
  const warnings: Array<[unknown, string]> = [];
  const log = {
    warn: (object: unknown, message: string) => void warnings.push([object, message]),
  } as unknown as FastifyBaseLogger;
  before(async () => {
    await stripe.start();
    billing = new BillingService({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      prices: PRICES,
      apiUrl: stripe.origin,
    });
    db = openDatabase({}).db;
    await migrateToLatest(db, 'sqlite');
  });
  after(async () => {
    await db.destroy();
    await stripe.stop();
  });

  let accounts = 0;
  async function account(): Promise<{ user: UserRow; customerId: string }> {
    accounts += 1;
    const user = await createUser(db, {
      email: `w${accounts}@example.com`,
      firstName: 'W',
      lastName: 'X',
      locale: 'en-US',
      passwordHash: null,
      accountType: 'business',
    });
    return { user, customerId: await billing.customerFor(db, user, 'en-US') };
  }
  const userRow = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const plan = async (id: string) => {
    const row = await userRow(id);
    return {
      plan: row.plan,
      locations: row.plan_locations,
      status: row.plan_status,
      periodEnd: row.plan_period_end,
      pastDueSince: row.plan_past_due_since,
    };
  };
  const apply = (event: Stripe.Event) => applyStripeEvent(db, billing, event, log);
  async function checkout(
    who: { user: UserRow; customerId: string },
    plan: 'pro' | 'agency',
    locations: number,
    created: number,
  ) {
    const url = await billing.checkoutUrl({
      customerId: who.customerId,
      userId: who.user.id,
      plan,
      period: 'monthly',
      locations,
      locale: 'en-US',
      returnUrl: 'https://x.test/a',
    });
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const events = stripe.completeCheckout(sessionId, { created });
    return { events, subscriptionId: String(stripe.sessions.get(sessionId)!.subscription) };
  }
  const T0 = Math.floor(Date.now() / 1000);
  /** Rows as plain objects (node:sqlite gives them no prototype). */
  const plain = async <T extends object>(rows: Promise<T[]>) => (await rows).map((row) => ({ ...row }));

  it('a completed Checkout gives the plan from its subscription, once per event id', async () => {
    const who = await account();
    const { events, subscriptionId } = await checkout(who, 'pro', 2, T0);
    const completed = events.find((event) => event.type === 'checkout.session.completed')!;
    assert.equal(await apply(completed), 'applied');
    const periodEnd = new Date((T0 + 30 * 86_400) * 1000).toISOString();
    assert.deepEqual(await plan(who.user.id), {
      plan: 'pro',
      locations: 2,
      status: 'active',
      periodEnd,
      pastDueSince: null,
    });
    const [row] = await db.selectFrom('billing_subscriptions').selectAll().where('user_id', '=', who.user.id).execute();
    assert.deepEqual(
      { id: row!.id, plan: row!.plan, period: row!.period, quantity: row!.quantity, status: row!.status },
      { id: subscriptionId, plan: 'pro', period: 'monthly', quantity: 2, status: 'active' },
    );
    assert.deepEqual(
      await plain(db.selectFrom('billing_events').select(['id', 'type']).where('id', '=', completed.id).execute()),
      [{ id: completed.id, type: 'checkout.session.completed' }],
    );
    assert.equal(await apply(completed), 'duplicate');
    // The other two events of the checkout apply the same state again.
    for (const event of events.filter((e) => e !== completed)) assert.equal(await apply(event), 'applied');
    assert.deepEqual(await plan(who.user.id), {
      plan: 'pro',
      locations: 2,
      status: 'active',
      periodEnd,
      pastDueSince: null,
    });
  });

  it('links a customer not linked yet to the account the Checkout names', async () => {
    const user = await createUser(db, {
      email: 'late@example.com',
      firstName: 'L',
      lastName: 'T',
      locale: 'en-US',
      passwordHash: null,
      accountType: 'business',
    });
    const helper = await account();
    const { events } = await checkout(helper, 'agency', 1, T0);
    const completed = structuredClone(
      events.find((event) => event.type === 'checkout.session.completed')!,
    ) as Stripe.Event & {
      data: { object: Record<string, unknown> };
    };
    // The same session, for another account and a customer no account has yet.
    stripe.customers.set('cus_unlinked', { id: 'cus_unlinked' });
    Object.assign(completed.data.object, { customer: 'cus_unlinked', client_reference_id: user.id });
    completed.id = `${completed.id}_relinked`;
    assert.equal(await apply(completed), 'applied');
    assert.deepEqual(
      await plain(
        db.selectFrom('billing_customers').select('user_id').where('customer_id', '=', 'cus_unlinked').execute(),
      ),
      [{ user_id: user.id }],
    );
    assert.equal((await plan(user.id)).plan, 'agency', 'the subscription goes to the account the session names');
  });

  it('ignores a Checkout that is not a subscription, or has no customer or account, and changes nothing', async () => {
    const who = await account();
    const session = (object: Record<string, unknown>) =>
      eventJson('checkout.session.completed', {
        mode: 'subscription',
        customer: who.customerId,
        client_reference_id: who.user.id,
        subscription: null,
        ...object,
      });
    assert.equal(await apply(session({ mode: 'payment' })), 'ignored');
    assert.equal(await apply(session({ customer: null })), 'ignored');
    assert.equal(await apply(session({ client_reference_id: null })), 'ignored');
    // A subscription Checkout whose subscription is not named yet: applied (the subscription's own event follows).
    assert.equal(await apply(session({})), 'applied');
    assert.equal((await plan(who.user.id)).plan, 'free');
    // Another account's customer named by a session keeps its own account.
    const other = await account();
    assert.equal(await apply(session({ customer: other.customerId })), 'applied');
    assert.deepEqual(
      await plain(
        db.selectFrom('billing_customers').select('user_id').where('customer_id', '=', other.customerId).execute(),
      ),
      [{ user_id: other.user.id }],
    ); // …and its subscription: the customer's account gets the plan, not the account the session names.
    const { events } = await checkout(other, 'pro', 1, T0);
    const completed = structuredClone(
      events.find((event) => event.type === 'checkout.session.completed')!,
    ) as Stripe.Event & {
      data: { object: Record<string, unknown> };
    };
    completed.id = `${completed.id}_named`;
    completed.data.object.client_reference_id = who.user.id;
    assert.equal(await apply(completed), 'applied');
    assert.equal((await plan(other.user.id)).plan, 'pro');
    assert.equal((await plan(who.user.id)).plan, 'free');
    // Checkout events it does not use are ignored without reading their subscription (here one Stripe does not have).
    for (const [type, mode] of [
      ['checkout.session.completed', 'payment'],
      ['checkout.session.async_payment_succeeded', 'subscription'],
    ] as const) {
      assert.equal(
        await apply(
          eventJson(type, {
            mode,
            customer: who.customerId,
            client_reference_id: who.user.id,
            subscription: 'sub_missing',
          }),
        ),
        'ignored',
        type,
      );
    }
  });

  it('subscription changes move the plan; a deleted subscription ends it; an older event changes nothing', async () => {
    const who = await account();
    const { events, subscriptionId } = await checkout(who, 'pro', 1, T0);
    for (const event of events) await apply(event);
    assert.equal(
      await apply(stripe.changeSubscription(subscriptionId, { quantity: 5 }, { created: T0 + 10 })),
      'applied',
    );
    assert.equal((await plan(who.user.id)).locations, 5);
    // Older than what is stored: nothing changes.
    assert.equal(
      await apply(stripe.changeSubscription(subscriptionId, { quantity: 3 }, { created: T0 + 5 })),
      'applied',
    );
    assert.equal((await plan(who.user.id)).locations, 5);
    assert.equal(
      await apply(
        stripe.changeSubscription(
          subscriptionId,
          { status: 'canceled' },
          { created: T0 + 20, type: 'customer.subscription.deleted' },
        ),
      ),
      'applied',
    );
    assert.equal((await plan(who.user.id)).plan, 'free');
    assert.equal(
      await apply(
        stripe.changeSubscription(
          subscriptionId,
          { status: 'active' },
          { created: T0 + 30, type: 'customer.subscription.created' },
        ),
      ),
      'applied',
    );
    assert.equal((await plan(who.user.id)).plan, 'pro');
  });

  it('an unpaid renewal makes the plan past due from that time; a paid one renews it to the new period end', async () => {
    const who = await account();
    const { events, subscriptionId } = await checkout(who, 'pro', 1, T0);
    for (const event of events) await apply(event);
    assert.equal(await apply(stripe.invoiceEvent(subscriptionId, false, { created: T0 + 100 })), 'applied');
    assert.deepEqual(
      { status: (await plan(who.user.id)).status, since: (await plan(who.user.id)).pastDueSince },
      { status: 'past_due', since: new Date((T0 + 100) * 1000).toISOString() },
    );
    stripe.changeSubscription(subscriptionId, { periodEnd: T0 + 60 * 86_400 });
    assert.equal(await apply(stripe.invoiceEvent(subscriptionId, true, { created: T0 + 200 })), 'applied');
    assert.deepEqual(await plan(who.user.id), {
      plan: 'pro',
      locations: 1,
      status: 'active',
      periodEnd: new Date((T0 + 60 * 86_400) * 1000).toISOString(),
      pastDueSince: null,
    });
    // An invoice of no subscription, or of one we do not know, writes nothing.
    assert.equal(await apply(eventJson('invoice.paid', { parent: null, lines: { data: [] } })), 'ignored');
    assert.equal(
      await apply(
        eventJson('invoice.payment_failed', {
          parent: { subscription_details: { subscription: 'sub_unknown' } },
          lines: { data: [] },
        }),
      ),
      'applied',
    );
    assert.equal((await plan(who.user.id)).status, 'active');
  });

  it('ignores, with a warning, a subscription for a price not configured or of a customer who is no account', async () => {
    const who = await account();
    warnings.length = 0;
    const foreign = subscriptionJson({
      id: 'sub_foreign',
      customer: who.customerId,
      price: { id: 'price_other' },
      quantity: 1,
      status: 'active',
      periodStart: T0,
      periodEnd: T0 + 86_400,
    });
    const foreignEvent = eventJson('customer.subscription.updated', foreign);
    assert.equal(await apply(foreignEvent), 'ignored');
    const stranger = subscriptionJson({
      id: 'sub_stranger',
      customer: 'cus_nobody',
      price: { id: PRICES.pro.monthly },
      quantity: 1,
      status: 'active',
      periodStart: T0,
      periodEnd: T0 + 86_400,
    });
    const strangerEvent = eventJson('customer.subscription.updated', stranger);
    assert.equal(await apply(strangerEvent), 'ignored');
    assert.deepEqual(warnings, [
      [
        { subscription: 'sub_foreign', event: foreignEvent.id },
        'stripe: a subscription for a price that is not configured; ignored',
      ],
      [
        { customer: 'cus_nobody', event: strangerEvent.id },
        'stripe: a subscription of a customer that is no account of ours; ignored',
      ],
    ]);
    assert.equal((await plan(who.user.id)).plan, 'free');
    assert.deepEqual(
      await db
        .selectFrom('billing_subscriptions')
        .select('id')
        .where('id', 'in', ['sub_foreign', 'sub_stranger'])
        .execute(),
      [],
    );
    // Recorded all the same: a repeated delivery is a duplicate.
    assert.equal(await apply(foreignEvent), 'duplicate');
    assert.equal(await apply(eventJson('customer.created', { id: 'cus_z' })), 'ignored');
  });

  it('rolls back the record of an event whose effect failed, so Stripe’s retry applies it', async () => {
    const who = await account();
    const { events } = await checkout(who, 'pro', 1, T0);
    const completed = events.find((event) => event.type === 'checkout.session.completed')! as Stripe.Event & {
      data: { object: Record<string, unknown> };
    };
    const missing = structuredClone(completed);
    missing.data.object.subscription = 'sub_missing';
    await assert.rejects(apply(missing), /No such subscription/);
    assert.deepEqual(await db.selectFrom('billing_events').select('id').where('id', '=', missing.id).execute(), []);
    // A Checkout whose subscription is named as an object is read by its id as well.
    const asObject = structuredClone(completed);
    asObject.id = `${completed.id}_object`;
    asObject.data.object.subscription = { id: completed.data.object.subscription };
    assert.equal(await apply(asObject), 'applied');
    assert.equal((await plan(who.user.id)).plan, 'pro');
  });
});
