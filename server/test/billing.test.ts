import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { priceFor } from '@findable/core/pricing';
import { planState } from '@findable/core/report/plan';
import { ConfigError, loadConfig } from '../src/config.ts';
import { reportAccess, accountPlan } from '../src/reports/report-access.ts';
import { setManualPlan } from '../src/db/users-repository.ts';
import { buildTestApp, ENGINES, skipUnless, TestClient, type TestApp } from './helper.ts';
import { priceIdOf, StripeStandIn } from './stripe-stand-in.ts';

const DAY = 86_400;
const GRACE_DAYS = 7;
const SITE_URL = 'https://www.findable.test';

const signup = (email: string) => ({
  firstName: 'Bea',
  lastName: 'Buyer',
  email,
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
});

/**
 * Self-serve plans (docs/billing.md) against a Stripe stand-in on loopback, with the real `stripe` client and
 * webhook events signed by the package's own helper: pay → full; the portal's change of locations; cancel →
 * full until the period end → free; payment failed → notice → suspended after the grace period → paid → full;
 * a repeated event; events out of order; forged and stale signatures; checkout input the price table refuses.
 */
for (const engine of ENGINES) {
  describe(`billing with Stripe (${engine})`, { skip: skipUnless(engine) }, () => {
    const stripe = new StripeStandIn();
    /** The server's warnings and errors, as it logs them. */
    const logged: Array<{ level: number; msg: string; refunded?: number; unrefunded?: number; notes?: string[] }> = [];
    let t: TestApp;
    before(async () => {
      await stripe.start();
      t = await buildTestApp(
        engine,
        { ...stripe.env(), SITE_URL, BILLING_GRACE_DAYS: String(GRACE_DAYS), LOG_LEVEL: 'warn' },
        { logger: true, logStream: { write: (line) => void logged.push(JSON.parse(line)) } },
      );
    });
    after(async () => {
      await t?.close();
      await stripe.stop();
    });

    let accounts = 0;
    /** A signed-in account with `projects` projects, as the browser's client (each from its own address: the limits count per address). */
    async function account(email: string, projects = 1, headers: Record<string, string> = {}) {
      accounts += 1;
      const client = new TestClient(t.app, headers, { remoteAddress: `203.0.113.${accounts}` });
      const { accessToken } = (await client.post('/api/auth/register', signup(email))).json();
      const auth = { authorization: `Bearer ${accessToken}` };
      const projectIds: string[] = [];
      for (let i = 0; i < projects; i += 1) {
        projectIds.push((await client.post('/api/projects', { name: `Shop ${i + 1}` }, auth)).json().id);
        // A plan covers the oldest projects: each one a millisecond apart, so 'oldest' is this order.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const user = await t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      return { client, auth, projectIds, userId: user.id };
    }
    const userRow = (id: string) =>
      t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const send = (event: unknown, options?: Parameters<StripeStandIn['signed']>[1]) =>
      t.app.inject({ method: 'POST', url: '/api/billing/webhook', ...stripe.signed(event, options) });
    const eventCount = async () => (await t.app.db.selectFrom('billing_events').select('id').execute()).length;

    type Choice = { plan: string; period: string; locations: number };
    /** Starts a checkout as the account; returns the stand-in's Checkout session id. */
    async function openCheckout(who: Awaited<ReturnType<typeof account>>, body: Choice) {
      const response = await who.client.post('/api/billing/checkout', body, who.auth);
      assert.equal(response.statusCode, 200, response.body);
      return new URL(response.json().url).pathname.split('/').pop()!;
    }

    /** Starts a checkout as the account and pays it at the stand-in; returns the subscription id and the events sent. */
    async function buy(who: Awaited<ReturnType<typeof account>>, body: Choice, created?: number) {
      const sessionId = await openCheckout(who, body);
      const events = stripe.completeCheckout(sessionId, created ? { created } : {});
      for (const event of events) assert.equal((await send(event)).statusCode, 200);
      return { subscriptionId: String(stripe.sessions.get(sessionId)!.subscription), events };
    }

    /** A new account opens Checkout, then is closed by its owner (another tab) while the Checkout page is still open. */
    async function closeDuringCheckout(email: string, period = 'monthly') {
      const who = await account(email);
      const sessionId = await openCheckout(who, { plan: 'pro', period, locations: 1 });
      assert.equal((await who.client.post('/api/auth/closeAccount', { email }, who.auth)).statusCode, 200);
      return sessionId;
    }

    it('says checkout is configured, and a new account is on the free plan with nothing to manage', async () => {
      assert.equal((await t.app.inject({ url: '/api/site-config' })).json().checkout, true);
      const who = await account('new@example.com');
      const plan = await who.client.get('/api/billing/plan', who.auth);
      assert.deepEqual(plan.json(), {
        checkout: true,
        plan: 'free',
        locations: 0,
        status: 'active',
        state: 'free',
        source: null,
        periodEnd: null,
        pastDueSince: null,
        graceEndsAt: null,
        portal: false,
      });
      assert.equal((await who.client.post('/api/billing/portal', {}, who.auth)).statusCode, 409);
    });

    it('starts Checkout in subscription mode for the plan, period and locations, in the page language, with one customer per account', async () => {
      const who = await account('checkout@example.com', 1, { 'accept-language': 'de-DE,de;q=0.9' });
      const first = await who.client.post(
        '/api/billing/checkout',
        { plan: 'pro', period: 'annual', locations: 3 },
        who.auth,
      );
      assert.equal(first.statusCode, 200, first.body);
      const url = new URL(first.json().url);
      assert.equal(url.origin, stripe.origin);
      const session = stripe.sessions.get(url.pathname.split('/').pop()!)!;
      assert.equal(session.mode, 'subscription');
      assert.equal(session.locale, 'de');
      assert.equal(session.client_reference_id, who.userId);
      assert.deepEqual(session.line_items_standin, [{ price: priceIdOf('pro', 'annual'), quantity: 3 }]);
      assert.equal(session.success_url, `${SITE_URL}/de-DE/auth/report?checkout=success`);
      assert.equal(session.cancel_url, `${SITE_URL}/de-DE/auth/report?checkout=canceled`);
      const customer = stripe.customers.get(String(session.customer))!;
      assert.equal(customer.email, 'checkout@example.com');
      assert.deepEqual(customer.metadata, { user_id: who.userId });
      // A second checkout (Hungarian, Agency monthly) is the same customer.
      const second = await who.client.post(
        '/api/billing/checkout',
        { plan: 'Agency', period: 'monthly', locations: 12, locale: 'hu-HU' },
        who.auth,
      );
      const again = stripe.sessions.get(new URL(second.json().url).pathname.split('/').pop()!)!;
      assert.equal(again.customer, session.customer);
      assert.equal(again.locale, 'hu');
      assert.deepEqual(again.line_items_standin, [{ price: priceIdOf('agency', 'monthly'), quantity: 12 }]);
      const rows = await t.app.db
        .selectFrom('billing_customers')
        .selectAll()
        .where('user_id', '=', who.userId)
        .execute();
      assert.deepEqual(
        rows.map((row) => row.customer_id),
        [session.customer],
      );
      // Nothing is bought until Stripe says so.
      assert.equal((await userRow(who.userId)).plan, 'free');
    });

    it('refuses a plan, period or number of locations the price table does not sell, in the request language, and asks Stripe nothing', async () => {
      const who = await account('refused@example.com');
      const before = stripe.seen.length;
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ plan: 'basic', period: 'monthly', locations: 1 }, 'de-DE', 'Wählen Sie den Tarif Pro oder Agency.'],
        [{ plan: 'enterprise', period: 'monthly', locations: 1 }, 'en-US', 'Choose the Pro or the Agency plan.'],
        [{ plan: 'pro', period: 'weekly', locations: 1 }, 'hu-HU', 'Válasszon havi vagy éves számlázást.'],
        [
          { plan: 'pro', period: 'monthly', locations: 51 },
          'hu-HU',
          'Adjon meg egy egész számot 1 és 50 telephely között.',
        ],
        [{ plan: 'pro', period: 'monthly', locations: 0 }, 'en-US', 'Choose a whole number of locations from 1 to 50.'],
        [
          { plan: 'pro', period: 'monthly', locations: 2.5 },
          'de-DE',
          'Wählen Sie eine ganze Zahl von 1 bis 50 Standorten.',
        ],
        [
          { plan: 'pro', period: 'monthly', locations: '3' },
          'en-US',
          'Choose a whole number of locations from 1 to 50.',
        ],
        // An amount from the client is no field of ours: refused, never used.
        [{ plan: 'pro', period: 'monthly' }, 'en-US', 'Choose a whole number of locations from 1 to 50.'],
      ];
      for (const [body, language, message] of cases) {
        const response = await who.client.post(
          '/api/billing/checkout',
          { ...body, amount: 1 },
          { ...who.auth, 'accept-language': language },
        );
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.equal(response.json().message, message, JSON.stringify(body));
        assert.equal(response.json().code, 'api.invalidInput');
      }
      assert.equal(stripe.seen.length, before, 'no customer, no session');
    });

    it('pay → the plan, locations, status and period end come from the subscription, and the covered projects get the full audit', async () => {
      const who = await account('pay@example.com', 3);
      const { subscriptionId } = await buy(who, { plan: 'pro', period: 'monthly', locations: 2 });
      const user = await userRow(who.userId);
      const subscription = stripe.subscriptions.get(subscriptionId) as {
        items: { data: Array<{ current_period_end: number }> };
      };
      assert.deepEqual(
        {
          plan: user.plan,
          locations: user.plan_locations,
          source: user.plan_source,
          status: user.plan_status,
          periodEnd: user.plan_period_end,
          subscription: user.plan_subscription_id,
        },
        {
          plan: 'pro',
          locations: 2,
          source: 'stripe',
          status: 'active',
          periodEnd: new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString(),
          subscription: subscriptionId,
        },
      );
      assert.equal(planState(accountPlan(user), Date.now(), GRACE_DAYS), 'active');
      // The plan covers the two oldest projects.
      const access = await Promise.all(who.projectIds.map((id) => reportAccess(t.app.db, user, id, GRACE_DAYS)));
      assert.deepEqual(
        access.map((a) => a.kind),
        ['full', 'full', 'uncovered'],
      );
      const plan = (await who.client.get('/api/billing/plan', who.auth)).json();
      assert.equal(plan.state, 'active');
      assert.equal(plan.portal, true);
      // A second subscription would bill twice: the portal is the way to change it.
      const again = await who.client.post(
        '/api/billing/checkout',
        { plan: 'agency', period: 'monthly', locations: 5 },
        who.auth,
      );
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().code, 'api.billingSubscribed');
    });

    /** The payment of a subscription's Checkout, as the stand-in keeps it. */
    const checkoutPayment = (subscriptionId: string) => {
      const invoice = stripe.subscriptions.get(subscriptionId)!.latest_invoice;
      return [...stripe.invoicePayments.values()].find((payment) => payment.invoice === invoice)!;
    };
    /** The refunds the stand-in made of a subscription's Checkout payment: their amounts, in cents. */
    function refundsOf(subscriptionId: string): number[] {
      const intent = checkoutPayment(subscriptionId).payment.payment_intent;
      return [...stripe.refunds.values()]
        .filter((refund) => refund.payment_intent === intent)
        .map((refund) => Number(refund.amount));
    }
    /** What the server logged of a closed account's Checkout since `from` (an index into `logged`). */
    const closedCheckoutLog = (from: number) =>
      logged.slice(from).filter((line) => line.msg.includes('paid after its account was closed'));

    it('a Checkout paid after its account was closed: the payment refunded, the subscription canceled at Stripe', async () => {
      const email = 'closed.mid.checkout@example.com';
      const sessionId = await closeDuringCheckout(email);
      const logFrom = logged.length;
      // The owner then pays on the Checkout page still open.
      const events = stripe.completeCheckout(sessionId);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      const outcomes: string[] = [];
      for (const event of events) {
        const answer = await send(event);
        assert.equal(answer.statusCode, 200, answer.body);
        outcomes.push(`${event.type}: ${answer.json().outcome}`);
      }
      assert.deepEqual(outcomes, [
        'customer.subscription.created: canceled',
        'checkout.session.completed: ignored',
        'invoice.paid: applied',
      ]);
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'canceled');
      const cancels = stripe.seen.filter((seen) => seen.method === 'DELETE' && seen.path.includes(subscriptionId));
      assert.equal(cancels.length, 1);
      // Pro, one location, a month: the whole of what the Checkout took comes back.
      const paid = priceFor('pro', 1, 'monthly') * 100;
      assert.deepEqual(refundsOf(subscriptionId), [paid]);
      assert.deepEqual(
        closedCheckoutLog(logFrom).map(({ level, refunded, unrefunded }) => ({ level, refunded, unrefunded })),
        [{ level: 40, refunded: paid, unrefunded: 0 }],
        'one warning, with the amount refunded',
      );
      assert.equal(
        await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
        undefined,
        'no account comes back',
      );
      // Stripe delivers them all again, and tells of the cancellation: nothing is canceled twice.
      for (const event of [
        ...events,
        stripe.changeSubscription(subscriptionId, {}, { type: 'customer.subscription.deleted' }),
      ])
        assert.equal((await send(event)).statusCode, 200);
      assert.equal(stripe.seen.filter((seen) => seen.method === 'DELETE').length, cancels.length);
      assert.equal(refundsOf(subscriptionId).length, 1, 'refunded once');
    });

    it('when Stripe fails to cancel, the event is not recorded: its next delivery cancels, the payment refunded once', async () => {
      const sessionId = await closeDuringCheckout('closed.retry@example.com', 'annual');
      const [created] = stripe.completeCheckout(sessionId);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      // The client's own retry fails too.
      stripe.failCancels = 2;
      assert.equal((await send(created)).statusCode, 500);
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'active');
      assert.equal(refundsOf(subscriptionId).length, 1, 'refunded before the cancel');
      // The next delivery's refund is refused, as already refunded, and counts as done.
      const redelivered = await send(created);
      assert.equal(redelivered.statusCode, 200, redelivered.body);
      assert.equal(redelivered.json().outcome, 'canceled');
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'canceled');
      assert.deepEqual(refundsOf(subscriptionId), [priceFor('pro', 1, 'annual') * 100], 'refunded once, in full');
    });

    it('refunds what is left of a payment partly refunded in the dashboard, never more than was paid', async () => {
      const sessionId = await closeDuringCheckout('closed.partly.refunded@example.com');
      const [created] = stripe.completeCheckout(sessionId);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      const logFrom = logged.length;
      const byHand = await fetch(`${stripe.origin}/v1/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stripe.secretKey}` },
        body: new URLSearchParams({
          payment_intent: checkoutPayment(subscriptionId).payment.payment_intent,
          amount: '500',
        }),
      });
      assert.equal(byHand.status, 200);
      assert.equal((await send(created)).json().outcome, 'canceled');
      const paid = priceFor('pro', 1, 'monthly') * 100;
      assert.deepEqual(refundsOf(subscriptionId), [500, paid - 500]);
      assert.equal(closedCheckoutLog(logFrom)[0]?.refunded, paid);
    });

    it('cancels a Checkout whose bank debit is still being processed, and asks the operator to refund it once it settles', async () => {
      const sessionId = await closeDuringCheckout('closed.debit.pending@example.com');
      const [created] = stripe.completeCheckout(sessionId, { settled: false });
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      const logFrom = logged.length;
      assert.equal((await send(created)).json().outcome, 'canceled');
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'canceled');
      assert.deepEqual(refundsOf(subscriptionId), []);
      assert.deepEqual(
        closedCheckoutLog(logFrom).map(({ level, refunded, unrefunded, notes }) => ({
          level,
          refunded,
          unrefunded,
          notes,
        })),
        [
          {
            level: 50,
            refunded: 0,
            unrefunded: priceFor('pro', 1, 'monthly') * 100,
            notes: [`${checkoutPayment(subscriptionId).id}: still being processed`],
          },
        ],
        'an error for the operator, with the amount still to refund',
      );
    });

    it('cancels a Checkout whose refund Stripe refuses for good (a disputed charge), and tells the operator the amount kept', async () => {
      const sessionId = await closeDuringCheckout('closed.disputed@example.com');
      const [created, completed] = stripe.completeCheckout(sessionId);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      const logFrom = logged.length;
      stripe.refuseRefunds = 'charge_disputed';
      try {
        assert.equal((await send(created)).json().outcome, 'canceled');
        assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'canceled', 'it charges no more');
        // The Checkout's next event finds the subscription canceled, and still the payment kept.
        assert.equal((await send(completed)).statusCode, 200);
      } finally {
        stripe.refuseRefunds = null;
      }
      assert.deepEqual(refundsOf(subscriptionId), []);
      const errors = closedCheckoutLog(logFrom).filter((line) => line.level === 50);
      assert.equal(errors.length, 1, 'the completed Checkout finds nothing more to cancel: no second log');
      assert.equal(errors[0]?.unrefunded, priceFor('pro', 1, 'monthly') * 100);
      assert.match(errors[0]?.notes?.[0] ?? '', /has been disputed/);
    });

    it('refunds a Checkout whose subscription was canceled at Stripe before its event came', async () => {
      const sessionId = await closeDuringCheckout('closed.canceled.first@example.com');
      // The event carries the subscription as it was when Stripe sent it, active; then it is canceled at Stripe.
      const created = structuredClone(stripe.completeCheckout(sessionId)[0]!);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      Object.assign(stripe.subscriptions.get(subscriptionId)!, { status: 'canceled' });
      assert.equal((await send(created)).json().outcome, 'canceled');
      assert.deepEqual(refundsOf(subscriptionId), [priceFor('pro', 1, 'monthly') * 100]);
      assert.equal(
        stripe.seen.filter((seen) => seen.method === 'DELETE' && seen.path.includes(subscriptionId)).length,
        0,
      );
    });

    it('when Stripe fails to refund, nothing is canceled or recorded: the next delivery refunds, then cancels', async () => {
      const sessionId = await closeDuringCheckout('closed.refund.retry@example.com');
      const [created] = stripe.completeCheckout(sessionId);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      stripe.failRefunds = 2;
      assert.equal((await send(created)).statusCode, 500);
      assert.deepEqual(refundsOf(subscriptionId), []);
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'active', 'not canceled before its refund');
      const redelivered = await send(created);
      assert.equal(redelivered.json().outcome, 'canceled', redelivered.body);
      assert.deepEqual(refundsOf(subscriptionId), [priceFor('pro', 1, 'monthly') * 100]);
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'canceled');
    });

    it('leaves a plan cancelled before the close to end at its period: nothing more to cancel or refund', async () => {
      const email = 'cancelled.then.closed@example.com';
      const who = await account(email);
      const { subscriptionId } = await buy(who, { plan: 'pro', period: 'monthly', locations: 1 });
      await send(stripe.changeSubscription(subscriptionId, { cancelAtPeriodEnd: true }));
      assert.equal((await who.client.post('/api/auth/closeAccount', { email }, who.auth)).statusCode, 200);
      // Stripe still tells of the subscription until its period ends.
      const later = await send(stripe.changeSubscription(subscriptionId, { quantity: 1 }));
      assert.equal(later.json().outcome, 'ignored');
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'active');
      assert.equal(
        stripe.seen.filter((seen) => seen.method === 'DELETE' && seen.path.includes(subscriptionId)).length,
        0,
      );
      assert.deepEqual(refundsOf(subscriptionId), []);
    });

    it('two of a paid Checkout’s events at once, after the close: both answered 200, the subscription canceled', async () => {
      const sessionId = await closeDuringCheckout('closed.both.events@example.com');
      const [created, completed] = stripe.completeCheckout(sessionId);
      const answers = await Promise.all([send(created), send(completed)]);
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [200, 200],
        answers.map((answer) => answer.body).join(' '),
      );
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'canceled');
      assert.equal(refundsOf(subscriptionId).length, 1, 'refunded once');
    });

    it('cancels nothing for a subscription of an account it never had (another installation on the same Stripe account)', async () => {
      const who = await account('other.install@example.com');
      const sessionId = await openCheckout(who, { plan: 'pro', period: 'monthly', locations: 1 });
      const [created] = stripe.completeCheckout(sessionId);
      const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
      // The same subscription as another installation's webhook sees it: a customer and an account it does not know.
      const foreign = structuredClone(created!) as unknown as {
        data: { object: { customer: string; metadata: Record<string, string> } };
      };
      foreign.data.object.customer = 'cus_elsewhere';
      foreign.data.object.metadata.user_id = '00000000-0000-4000-8000-000000000000';
      const answer = await send(foreign);
      assert.equal(answer.json().outcome, 'ignored');
      assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'active');
      assert.deepEqual(refundsOf(subscriptionId), []);
    });

    it('applies the same event once: a repeated delivery answers 200 and changes nothing', async () => {
      const who = await account('twice@example.com');
      const { subscriptionId, events } = await buy(who, { plan: 'pro', period: 'monthly', locations: 1 });
      const count = await eventCount();
      // The portal lowers the quantity …
      const lowered = stripe.changeSubscription(subscriptionId, { quantity: 1 });
      await send(lowered);
      // … then Stripe delivers the first events again, and the change of quantity twice.
      for (const event of [...events, lowered]) {
        const response = await send(event);
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().outcome, 'duplicate');
      }
      assert.equal(await eventCount(), count + 1);
      assert.equal((await userRow(who.userId)).plan_locations, 1);
    });

    it('portal: opens a portal session for the customer; a change of locations there becomes the new quantity', async () => {
      const who = await account('portal@example.com', 5, { 'accept-language': 'hu-HU' });
      const { subscriptionId } = await buy(who, { plan: 'agency', period: 'annual', locations: 2 });
      const portal = await who.client.post('/api/billing/portal', {}, who.auth);
      assert.equal(portal.statusCode, 200, portal.body);
      const session = stripe.portalSessions.get(new URL(portal.json().url).pathname.split('/').pop()!)!;
      assert.equal(
        session.customer,
        (
          await t.app.db
            .selectFrom('billing_customers')
            .select('customer_id')
            .where('user_id', '=', who.userId)
            .executeTakeFirst()
        )?.customer_id,
      );
      assert.equal(session.locale, 'hu');
      assert.equal(session.return_url, `${SITE_URL}/hu-HU/auth/account?portal=return`);
      await send(stripe.changeSubscription(subscriptionId, { quantity: 4 }));
      const user = await userRow(who.userId);
      assert.deepEqual([user.plan, user.plan_locations, user.plan_status], ['agency', 4, 'active']);
      const access = await Promise.all(who.projectIds.map((id) => reportAccess(t.app.db, user, id, GRACE_DAYS)));
      assert.deepEqual(
        access.map((a) => a.kind),
        ['full', 'full', 'full', 'full', 'uncovered'],
      );
    });

    it('cancel → full until the end of the paid period → free when the subscription ends; nothing is deleted', async () => {
      const who = await account('cancel@example.com', 2);
      const { subscriptionId } = await buy(who, { plan: 'pro', period: 'monthly', locations: 2 });
      await send(stripe.changeSubscription(subscriptionId, { cancelAtPeriodEnd: true }));
      const cancelled = await userRow(who.userId);
      assert.equal(cancelled.plan_status, 'canceled');
      assert.equal(cancelled.plan, 'pro');
      const periodEnd = Date.parse(cancelled.plan_period_end!);
      assert.ok(periodEnd > Date.now() + 20 * DAY * 1000);
      assert.equal(planState(accountPlan(cancelled), Date.now(), GRACE_DAYS), 'active');
      assert.equal((await reportAccess(t.app.db, cancelled, who.projectIds[0]!, GRACE_DAYS)).kind, 'full');
      assert.equal(
        planState(accountPlan(cancelled), periodEnd + 1000, GRACE_DAYS),
        'free',
        'past the period end, even before Stripe says so',
      );
      // At the period end Stripe ends the subscription.
      const ended = stripe.changeSubscription(
        subscriptionId,
        { status: 'canceled' },
        { type: 'customer.subscription.deleted' },
      );
      assert.equal((await send(ended)).statusCode, 200);
      const free = await userRow(who.userId);
      assert.deepEqual(
        [free.plan, free.plan_locations, free.plan_source, free.plan_subscription_id],
        ['free', 0, null, null],
      );
      assert.equal((await reportAccess(t.app.db, free, who.projectIds[0]!, GRACE_DAYS)).kind, 'free');
      // The projects and the subscription's record stay.
      assert.equal(
        (await t.app.db.selectFrom('projects').select('id').where('user_id', '=', who.userId).execute()).length,
        2,
      );
      assert.equal(
        (
          await t.app.db
            .selectFrom('billing_subscriptions')
            .select('status')
            .where('id', '=', subscriptionId)
            .executeTakeFirstOrThrow()
        ).status,
        'canceled',
      );
    });

    it('payment failed → past due with a notice → suspended after the grace period → paid → full again', async () => {
      const who = await account('late@example.com');
      const start = Math.floor(Date.now() / 1000) - 40 * DAY;
      const { subscriptionId } = await buy(who, { plan: 'pro', period: 'monthly', locations: 1 }, start);
      // The renewal 30 days later fails (Stripe also marks the subscription past due).
      const failedAt = start + 30 * DAY;
      await send(stripe.invoiceEvent(subscriptionId, false, { created: failedAt }));
      await send(
        stripe.changeSubscription(
          subscriptionId,
          { status: 'past_due', periodEnd: failedAt + 30 * DAY },
          { created: failedAt + 60 },
        ),
      );
      const late = await userRow(who.userId);
      assert.equal(late.plan_status, 'past_due');
      assert.equal(
        late.plan_past_due_since,
        new Date(failedAt * 1000).toISOString(),
        'the grace period counts from the first failure',
      );
      const within = failedAt * 1000 + 2 * DAY * 1000;
      assert.equal(planState(accountPlan(late), within, GRACE_DAYS), 'pastDue');
      assert.equal((await reportAccess(t.app.db, late, who.projectIds[0]!, GRACE_DAYS, within)).kind, 'full');
      // Ten days after the failure (now), past the grace period: suspended, and the plan endpoint says so.
      const plan = (await who.client.get('/api/billing/plan', who.auth)).json();
      assert.equal(plan.state, 'suspended');
      assert.equal(plan.status, 'past_due');
      assert.equal(plan.graceEndsAt, new Date((failedAt + GRACE_DAYS * DAY) * 1000).toISOString());
      assert.equal((await reportAccess(t.app.db, late, who.projectIds[0]!, GRACE_DAYS)).kind, 'free');
      // Another failed retry keeps the first failure's time.
      await send(stripe.invoiceEvent(subscriptionId, false, { created: failedAt + 3 * DAY }));
      assert.equal((await userRow(who.userId)).plan_past_due_since, new Date(failedAt * 1000).toISOString());
      // Paid: full again, no notice.
      await send(stripe.invoiceEvent(subscriptionId, true, { created: failedAt + 11 * DAY }));
      const paid = await userRow(who.userId);
      assert.deepEqual([paid.plan_status, paid.plan_past_due_since], ['active', null]);
      assert.equal(planState(accountPlan(paid), Date.now(), GRACE_DAYS), 'active');
      assert.equal((await reportAccess(t.app.db, paid, who.projectIds[0]!, GRACE_DAYS)).kind, 'full');
    });

    it('events out of order: an older state that arrives late never overwrites a newer one', async () => {
      const who = await account('order@example.com');
      const start = Math.floor(Date.now() / 1000) - 600;
      const { subscriptionId } = await buy(who, { plan: 'pro', period: 'monthly', locations: 2 }, start);
      const older = stripe.changeSubscription(subscriptionId, { quantity: 3 }, { created: start + 100 });
      const newer = stripe.changeSubscription(subscriptionId, { quantity: 5 }, { created: start + 200 });
      await send(newer);
      assert.equal((await send(older)).statusCode, 200);
      assert.equal((await userRow(who.userId)).plan_locations, 5);
      // A payment failure older than a payment that succeeded changes nothing either.
      await send(stripe.invoiceEvent(subscriptionId, true, { created: start + 400 }));
      await send(stripe.invoiceEvent(subscriptionId, false, { created: start + 300 }));
      const user = await userRow(who.userId);
      assert.deepEqual([user.plan_status, user.plan_past_due_since, user.plan_locations], ['active', null, 5]);
      // The subscription's deletion delivered before its creation: the late 'created' does not bring the plan back.
      const deleted = stripe.changeSubscription(
        subscriptionId,
        { status: 'canceled' },
        { created: start + 500, type: 'customer.subscription.deleted' },
      );
      const recreated = stripe.changeSubscription(
        subscriptionId,
        { status: 'active' },
        { created: start + 450, type: 'customer.subscription.created' },
      );
      await send(deleted);
      await send(recreated);
      assert.equal((await userRow(who.userId)).plan, 'free');
    });

    it('refuses a forged, stale or missing signature with 400, and nothing changes', async () => {
      const who = await account('forged@example.com');
      const events = stripe.completeCheckout(await openCheckout(who, { plan: 'pro', period: 'monthly', locations: 1 }));
      const count = await eventCount();
      const forged = await send(events[0], { secret: 'whsec_someone_else_entirely' });
      const stale = await send(events[0], { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(events[0]),
      });
      // A signed body changed on the way: the signature no longer matches.
      const signed = stripe.signed(events[0]);
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: signed.headers,
        payload: signed.payload.replace('"quantity":1', '"quantity":50'),
      });
      for (const refused of [forged, stale, unsigned, tampered]) {
        assert.equal(refused.statusCode, 400);
        assert.equal(refused.json().code, 'api.billingSignature');
      }
      assert.equal(await eventCount(), count);
      assert.equal((await userRow(who.userId)).plan, 'free');
    });

    it('answers 200 to event types it does not use, and ignores them', async () => {
      const response = await send({
        ...stripe.invoiceEvent([...stripe.subscriptions.keys()][0]!, true),
        type: 'invoice.finalized',
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().outcome, 'ignored');
    });

    it("keeps an operator's grant when an earlier Stripe subscription ends", async () => {
      const who = await account('granted@example.com');
      const { subscriptionId } = await buy(who, { plan: 'pro', period: 'monthly', locations: 1 });
      await setManualPlan(t.app.db, 'granted@example.com', 'agency', 10);
      await send(
        stripe.changeSubscription(subscriptionId, { status: 'canceled' }, { type: 'customer.subscription.deleted' }),
      );
      const user = await userRow(who.userId);
      assert.deepEqual([user.plan, user.plan_locations, user.plan_source], ['agency', 10, 'manual']);
    });
  });
}

describe('billing without Stripe settings', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite');
  });
  after(() => t.close());

  it('says checkout is not configured; checkout, portal and webhook answer 503 in the request language', async () => {
    assert.equal((await t.app.inject({ url: '/api/site-config' })).json().checkout, false);
    const client = new TestClient(t.app, { 'accept-language': 'de-DE' });
    const { accessToken } = (await client.post('/api/auth/register', signup('nostripe@example.com'))).json();
    const auth = { authorization: `Bearer ${accessToken}` };
    const checkout = await client.post('/api/billing/checkout', { plan: 'pro', period: 'monthly', locations: 1 }, auth);
    assert.equal(checkout.statusCode, 503);
    assert.deepEqual(checkout.json(), {
      message: 'Die Buchung per Karte ist gerade nicht möglich. Bitte schreiben Sie unserem Vertrieb.',
      code: 'api.billingUnavailable',
    });
    assert.equal((await client.post('/api/billing/portal', {}, auth)).statusCode, 503);
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/billing/webhook',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
      503,
    );
    const plan = (await client.get('/api/billing/plan', auth)).json();
    assert.equal(plan.checkout, false);
    assert.equal(plan.portal, false);
  });
});

describe('billing settings', () => {
  it('wants all the Stripe settings or none, and names each one missing', () => {
    assert.equal(loadConfig({}).stripe, null);
    assert.throws(
      () => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_PRO_MONTHLY: 'price_x' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /STRIPE_WEBHOOK_SECRET/.test(error.message) &&
        /STRIPE_PRICE_AGENCY_ANNUAL/.test(error.message) &&
        !/STRIPE_SECRET_KEY:/.test(error.message),
    );
    assert.throws(
      () => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_public' }),
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
  });

  it('refuses to start when a configured Stripe price does not match the price table, and says which one', async () => {
    const stripe = new StripeStandIn();
    await stripe.start();
    try {
      const pro = stripe.prices.get(priceIdOf('pro', 'monthly'))! as { tiers: Array<{ flat_amount: number }> };
      pro.tiers[1]!.flat_amount = 4900;
      const annual = stripe.prices.get(priceIdOf('agency', 'annual'))!;
      annual.recurring = { interval: 'month', interval_count: 1 };
      await assert.rejects(buildTestApp('sqlite', stripe.env()), (error: Error) => {
        assert.match(
          error.message,
          /STRIPE_PRICE_PRO_MONTHLY \(price_standin_pro_monthly\) tier 2 \(2–5\) must cost a flat 3900 cents \(it costs 4900\)/,
        );
        assert.match(error.message, /STRIPE_PRICE_AGENCY_ANNUAL \(price_standin_agency_annual\) must recur every year/);
        assert.doesNotMatch(error.message, /STRIPE_PRICE_PRO_ANNUAL|STRIPE_PRICE_AGENCY_MONTHLY/);
        return true;
      });
    } finally {
      await stripe.stop();
    }
  });
});
