import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { priceFor, TIERS } from '@findable/core/pricing';
import Stripe from 'stripe';

/**
 * A stand-in for api.stripe.com on 127.0.0.1 (docs/billing.md 'Tests'), for the real `stripe` client pointed at
 * it with its host, port and protocol settings. It speaks Stripe's JSON for the calls the server makes (prices,
 * customers, Checkout sessions, portal sessions, subscriptions and their cancellation, the payments
 * of a Checkout's invoice and their refunds), keeps what it made, and serves a page at each
 * Checkout and portal URL that shows what the session was for. Completing a Checkout here makes the
 * subscription and the events Stripe would send; the tests sign and post them with the package's own helper.
 */
export class StripeStandIn {
  readonly secretKey = 'sk_test_standin_0123456789';
  readonly webhookSecret = 'whsec_standin_0123456789abcdef';
  /** Every request the server made, in order. */
  seen: Array<{ method: string; path: string; params: URLSearchParams; headers: IncomingMessage['headers'] }> = [];
  prices = new Map<string, Record<string, unknown>>();
  customers = new Map<string, Record<string, unknown>>();
  sessions = new Map<string, Record<string, unknown>>();
  portalSessions = new Map<string, Record<string, unknown>>();
  subscriptions = new Map<string, Record<string, unknown>>();
  /** The payments of the invoices a Checkout paid (Stripe's invoice payments), and the refunds made of them. */
  invoicePayments = new Map<string, ReturnType<typeof invoicePaymentJson>>();
  refunds = new Map<string, Record<string, unknown>>();
  origin = '';
  /**
   * Where the stand-in posts the events of a Checkout paid on its page (as Stripe posts to the webhook
   * endpoint); unset, its pages only show the session (the API tests post the events themselves).
   */
  webhookUrl: string | undefined;
  /**
   * Set: 'Pay' sends the customer back at once and holds the events, as Stripe may (its webhooks are not ordered with
   * the redirect), until `POST /_standin/deliver` (or `deliverHeld()`) posts them. Unset, the events are posted first.
   */
  holdWebhooks = false;
  private held: unknown[] = [];
  /** How many of the next cancellations to answer with a 500, as Stripe does when it fails (tests of a retry). */
  failCancels = 0;
  /** How many of the next refunds to answer with a 500. */
  failRefunds = 0;
  /** A refusal Stripe gives every refund while set (as for a disputed charge): its error code. */
  refuseRefunds: string | null = null;
  private counter = 0;
  private readonly idempotent = new Map<string, string>();
  private readonly signer = new Stripe('sk_test_signer');
  private server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => this.route(request, raw, response));
  });

  constructor() {
    for (const plan of ['pro', 'agency'] as const) {
      for (const period of ['monthly', 'annual'] as const)
        this.prices.set(priceIdOf(plan, period), tieredPrice(priceIdOf(plan, period), plan, period));
    }
  }

  /** The settings that point the server at this stand-in. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_PRO_MONTHLY: priceIdOf('pro', 'monthly'),
      STRIPE_PRICE_PRO_ANNUAL: priceIdOf('pro', 'annual'),
      STRIPE_PRICE_AGENCY_MONTHLY: priceIdOf('agency', 'monthly'),
      STRIPE_PRICE_AGENCY_ANNUAL: priceIdOf('agency', 'annual'),
      STRIPE_API_URL: this.origin,
    };
  }

  async start(port = 0) {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** How much of a payment the refunds made here gave back, in cents. */
  refundedOf(paymentIntent: string): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === paymentIntent)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
  }

  private nextId(prefix: string) {
    this.counter += 1;
    return `${prefix}_standin${String(this.counter).padStart(6, '0')}`;
  }

  private route(request: IncomingMessage, raw: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = new URLSearchParams(request.method === 'GET' ? url.search : raw);
    const path = url.pathname;
    const page = /^\/(c\/pay|p\/session)\/([\w]+)$/.exec(path);
    if (page && request.method === 'POST' && page[1] === 'c/pay') return void this.pay(page[2]!, response);
    if (page && request.method === 'POST') return void this.cancelInPortal(page[2]!, response);
    // The browser tests' control: post the held events now (200), or say why they were refused (500).
    if (request.method === 'POST' && path === '/_standin/deliver')
      return void this.deliverHeld().then(
        () => json(response, 200, { delivered: true }),
        (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
    if (page)
      return this.page(page[1] === 'c/pay' ? this.sessions.get(page[2]!) : this.portalSessions.get(page[2]!), response);
    this.seen.push({ method: request.method ?? '', path, params, headers: request.headers });
    if (request.headers.authorization !== `Bearer ${this.secretKey}`)
      return stripeError(response, 401, 'Invalid API Key provided');
    const key = request.headers['idempotency-key'];
    const replay =
      typeof key === 'string' && request.method === 'POST' ? this.idempotent.get(`${path} ${key}`) : undefined;
    let found: RegExpExecArray | null;
    if (request.method === 'GET' && (found = /^\/v1\/prices\/([\w]+)$/.exec(path))) {
      const price = this.prices.get(found[1]!);
      if (!price) return stripeError(response, 404, `No such price: '${found[1]}'`, 'resource_missing');
      // Like Stripe, a price's tiers come only when asked for (expand[]=tiers).
      const expanded = [...params.entries()].some(([name, value]) => name.startsWith('expand') && value === 'tiers');
      const { tiers, ...rest } = price;
      return json(response, 200, expanded ? { ...rest, tiers } : rest);
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      const id = replay ?? this.nextId('cus');
      if (!replay) {
        this.customers.set(id, {
          id,
          object: 'customer',
          email: params.get('email'),
          name: params.get('name'),
          preferred_locales: [params.get('preferred_locales[0]')].filter(Boolean),
          metadata: metadataOf(params),
          created: now(),
          livemode: false,
        });
        if (typeof key === 'string') this.idempotent.set(`${path} ${key}`, id);
      }
      return json(response, 200, this.customers.get(id));
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = params.get('customer') ?? '';
      if (!this.customers.has(customer))
        return stripeError(response, 400, `No such customer: '${customer}'`, 'resource_missing');
      const price = params.get('line_items[0][price]') ?? '';
      if (!this.prices.has(price)) return stripeError(response, 400, `No such price: '${price}'`, 'resource_missing');
      const id = this.nextId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: params.get('mode'),
        customer,
        client_reference_id: params.get('client_reference_id'),
        locale: params.get('locale'),
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        metadata: metadataOf(params),
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `${this.origin}/c/pay/${id}`,
        // Not part of Stripe's answer (line items are a sub-list there); kept here for the checks and the page.
        line_items_standin: [{ price, quantity: Number(params.get('line_items[0][quantity]')) }],
        created: now(),
        livemode: false,
      };
      this.sessions.set(id, session);
      const { line_items_standin: _items, ...answer } = session;
      return json(response, 200, answer);
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = params.get('customer') ?? '';
      if (!this.customers.has(customer))
        return stripeError(response, 400, `No such customer: '${customer}'`, 'resource_missing');
      const id = this.nextId('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer,
        locale: params.get('locale'),
        return_url: params.get('return_url'),
        url: `${this.origin}/p/session/${id}`,
        created: now(),
        livemode: false,
      };
      this.portalSessions.set(id, session);
      return json(response, 200, session);
    }
    if (request.method === 'DELETE' && (found = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      // Cancel now: Stripe answers the subscription, ended, and refuses one already canceled.
      if (this.failCancels > 0) {
        this.failCancels -= 1;
        return json(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const subscription = this.subscriptions.get(found[1]!);
      if (!subscription) return stripeError(response, 404, `No such subscription: '${found[1]}'`, 'resource_missing');
      if (subscription.status === 'canceled')
        return stripeError(response, 400, `A canceled subscription can only update its cancellation_details.`);
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return json(response, 200, subscription);
    }
    if (request.method === 'GET' && path === '/v1/invoice_payments') {
      const data = [...this.invoicePayments.values()].filter(
        (payment) =>
          (!params.get('invoice') || payment.invoice === params.get('invoice')) &&
          (!params.get('status') || payment.status === params.get('status')),
      );
      return json(response, 200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (replay) return json(response, 200, this.refunds.get(replay));
      if (this.failRefunds > 0) {
        this.failRefunds -= 1;
        return json(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const intent = params.get('payment_intent');
      if (this.refuseRefunds)
        return stripeError(response, 400, `Charge for ${intent} has been disputed.`, this.refuseRefunds);
      const payment = [...this.invoicePayments.values()].find((it) => it.payment.payment_intent === intent);
      if (!payment || payment.status !== 'paid')
        return stripeError(response, 400, `No such payment_intent: '${intent}'`, 'resource_missing');
      // Like Stripe: what is left of the payment, or the amount asked for, never more than is left.
      const left = (payment.amount_paid ?? 0) - this.refundedOf(intent!);
      if (left <= 0)
        return stripeError(response, 400, `Charge for ${intent} has already been refunded.`, 'charge_already_refunded');
      const amount = params.has('amount') ? Number(params.get('amount')) : left;
      if (amount > left)
        return stripeError(response, 400, `Refund amount is greater than the unrefunded amount on charge.`);
      const id = this.nextId('re');
      this.refunds.set(id, {
        id,
        object: 'refund',
        amount,
        currency: payment.currency,
        payment_intent: intent,
        reason: params.get('reason'),
        metadata: metadataOf(params),
        status: 'succeeded',
        created: now(),
      });
      if (typeof key === 'string') this.idempotent.set(`${path} ${key}`, id);
      return json(response, 200, this.refunds.get(id));
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      const intent = params.get('payment_intent');
      const data = [...this.refunds.values()].filter((refund) => !intent || refund.payment_intent === intent);
      return json(response, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    if (request.method === 'GET' && (found = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const subscription = this.subscriptions.get(found[1]!);
      return subscription
        ? json(response, 200, subscription)
        : stripeError(response, 404, `No such subscription: '${found[1]}'`, 'resource_missing');
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
  }

  /** What a Checkout or portal URL shows here: the session's facts, for a browser test to read. */
  private page(session: Record<string, unknown> | undefined, response: ServerResponse) {
    if (!session) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('no such session');
    const items = (session.line_items_standin as Array<{ price: string; quantity: number }> | undefined) ?? [];
    const rows = Object.entries({
      session: session.id,
      customer: session.customer,
      locale: session.locale,
      price: items[0]?.price,
      quantity: items[0]?.quantity,
      success_url: session.success_url,
      cancel_url: session.cancel_url,
      return_url: session.return_url,
    })
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => `<dt>${name}</dt><dd data-field="${name}">${escapeHtml(String(value))}</dd>`)
      .join('');
    const pay =
      session.object === 'checkout.session' && session.status === 'open' && this.webhookUrl
        ? '<form method="post"><button>Pay</button></form>'
        : '';
    const cancel =
      session.object === 'billing_portal.session' && this.webhookUrl && this.portalSubscription(session)
        ? '<form method="post"><button>Cancel plan</button></form>'
        : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Stripe stand-in</title><link rel="icon" href="data:,"><h1>${session.object === 'checkout.session' ? 'Checkout' : 'Customer portal'} (stand-in)</h1><dl>${rows}</dl>${pay}${cancel}</html>`,
    );
  }

  /** Posts events signed to the webhook, in order; throws when one is refused. */
  private async deliver(events: unknown[]) {
    for (const event of events) {
      const { payload, headers } = this.signed(event);
      const delivered = await fetch(this.webhookUrl!, { method: 'POST', headers, body: payload });
      if (!delivered.ok) throw new Error(`webhook answered ${delivered.status}: ${await delivered.text()}`);
    }
  }

  /** Posts the events held back by `holdWebhooks`. */
  async deliverHeld() {
    await this.deliver(this.held.splice(0));
  }

  /**
   * 'Pay' on the Checkout page: the subscription is made, its events are posted signed to the webhook, and the
   * browser goes back to the success URL (with `holdWebhooks`, back first and the events held).
   */
  private async pay(sessionId: string, response: ServerResponse) {
    try {
      const events = this.completeCheckout(sessionId);
      if (this.holdWebhooks) this.held.push(...events);
      else await this.deliver(events);
      response.writeHead(303, { location: String(this.sessions.get(sessionId)!.success_url) }).end();
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  }

  /** The customer's running subscription that the portal can still cancel. */
  private portalSubscription(session: Record<string, unknown>) {
    return [...this.subscriptions.values()].find(
      (subscription) =>
        subscription.customer === session.customer &&
        subscription.status === 'active' &&
        !subscription.cancel_at_period_end,
    );
  }

  /** 'Cancel plan' in the portal: at the period's end, as Stripe's portal does; its event (or held), then back. */
  private async cancelInPortal(sessionId: string, response: ServerResponse) {
    try {
      const session = this.portalSessions.get(sessionId);
      const subscription = session && this.portalSubscription(session);
      if (!subscription) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('nothing to cancel');
      const event = this.changeSubscription(String(subscription.id), { cancelAtPeriodEnd: true });
      if (this.holdWebhooks) this.held.push(event);
      else await this.deliver([event]);
      response.writeHead(303, { location: String(session.return_url) }).end();
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  }

  /**
   * Pays a Checkout session as a customer would: the subscription is made (active, the session's price and
   * quantity, a month or a year paid), and the events Stripe sends are returned in the order it sends them. Not
   * `settled`, the payment is still being processed (a bank debit): its invoice payment is open.
   */
  completeCheckout(
    sessionId: string,
    { created = now(), settled = true }: { created?: number; settled?: boolean } = {},
  ): Stripe.Event[] {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const [item] = session.line_items_standin as Array<{ price: string; quantity: number }>;
    const price = this.prices.get(item!.price)!;
    const annual = (price.recurring as { interval: string }).interval === 'year';
    const subscription = this.putSubscription(
      subscriptionJson({
        id: this.nextId('sub'),
        customer: String(session.customer),
        price,
        quantity: item!.quantity,
        status: 'active',
        periodStart: created,
        periodEnd: created + (annual ? 365 : 30) * 86_400,
        metadata: session.metadata as Record<string, string>,
      }),
    );
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    const invoice = { ...invoiceJson(subscription, created), billing_reason: 'subscription_create' };
    const payment = invoicePaymentJson(
      this.nextId('inpay'),
      invoice.id,
      amountOf(price, item!.quantity),
      created,
      settled,
    );
    this.invoicePayments.set(payment.id, payment);
    subscription.latest_invoice = invoice.id;
    const { line_items_standin: _items, ...completed } = session;
    return [
      eventJson('customer.subscription.created', subscription, created),
      eventJson('checkout.session.completed', completed, created),
      eventJson('invoice.paid', invoice, created),
    ];
  }

  /** Changes a subscription as the portal or Stripe's billing would, and returns the event that tells of it. */
  changeSubscription(
    id: string,
    change: { quantity?: number; status?: string; cancelAtPeriodEnd?: boolean; periodEnd?: number },
    { created = now(), type = 'customer.subscription.updated' }: { created?: number; type?: string } = {},
  ): Stripe.Event {
    const current = this.subscriptions.get(id);
    if (!current) throw new Error(`no subscription ${id}`);
    const next = structuredClone(current) as ReturnType<typeof subscriptionJson>;
    const item = next.items.data[0]!;
    if (change.quantity !== undefined) item.quantity = change.quantity;
    if (change.status !== undefined) next.status = change.status;
    if (change.cancelAtPeriodEnd !== undefined) next.cancel_at_period_end = change.cancelAtPeriodEnd;
    if (change.periodEnd !== undefined) item.current_period_end = change.periodEnd;
    this.putSubscription(next);
    return eventJson(type, next, created);
  }

  /** The invoice event of a renewal of a subscription: paid, or its payment failed. */
  invoiceEvent(id: string, paid: boolean, { created = now() }: { created?: number } = {}): Stripe.Event {
    const subscription = this.subscriptions.get(id) as ReturnType<typeof subscriptionJson> | undefined;
    if (!subscription) throw new Error(`no subscription ${id}`);
    return eventJson(
      paid ? 'invoice.paid' : 'invoice.payment_failed',
      invoiceJson(subscription, created, paid),
      created,
    );
  }

  private putSubscription(subscription: ReturnType<typeof subscriptionJson>) {
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** An event as Stripe posts it: the body and its `Stripe-Signature` header (made by the package's own test helper). */
  signed(event: unknown, { secret = this.webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp !== undefined ? { timestamp } : {}),
    });
    return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
  }
}

export function priceIdOf(plan: 'pro' | 'agency', period: 'monthly' | 'annual') {
  return `price_standin_${plan}_${period}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** A Stripe price as the price table says it should be: volume tiers, a flat amount per tier, in US cents. */
export function tieredPrice(id: string, plan: 'pro' | 'agency', period: 'monthly' | 'annual'): Record<string, unknown> {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'tiered',
    created: 1_700_000_000,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: `${plan} ${period}`,
    product: `prod_standin_${plan}`,
    recurring: {
      interval: period === 'annual' ? 'year' : 'month',
      interval_count: 1,
      usage_type: 'licensed',
      meter: null,
      trial_period_days: null,
    },
    tax_behavior: 'exclusive',
    tiers_mode: 'volume',
    tiers: TIERS.map((tier, index) => ({
      flat_amount: priceFor(plan, tier.max, period) * 100,
      flat_amount_decimal: String(priceFor(plan, tier.max, period) * 100),
      unit_amount: 0,
      unit_amount_decimal: '0',
      up_to: index === TIERS.length - 1 ? null : tier.max,
    })),
    transform_quantity: null,
    type: 'recurring',
    unit_amount: null,
    unit_amount_decimal: null,
  };
}

/** A subscription in the shape of API 2025-03-31 and later: the period lives on its item. */
export function subscriptionJson(input: {
  id: string;
  customer: string;
  price: Record<string, unknown>;
  quantity: number;
  status: string;
  periodStart: number;
  periodEnd: number;
  metadata?: Record<string, string>;
}) {
  return {
    id: input.id,
    object: 'subscription' as const,
    customer: input.customer,
    status: input.status,
    cancel_at_period_end: false,
    cancel_at: null as number | null,
    latest_invoice: null as string | null,
    canceled_at: null as number | null,
    created: input.periodStart,
    start_date: input.periodStart,
    currency: 'usd',
    livemode: false,
    metadata: input.metadata ?? {},
    items: {
      object: 'list' as const,
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
      data: [
        {
          id: `si_${input.id.slice(4)}`,
          object: 'subscription_item' as const,
          price: input.price,
          quantity: input.quantity,
          current_period_start: input.periodStart,
          current_period_end: input.periodEnd,
          subscription: input.id,
        },
      ],
    },
  };
}

/** What a tiered price (volume, flat amount per tier) charges for a quantity, in cents. */
function amountOf(price: Record<string, unknown>, quantity: number): number {
  const tiers = price.tiers as Array<{ flat_amount: number; unit_amount: number; up_to: number | null }>;
  const tier = tiers.find((it) => it.up_to === null || quantity <= it.up_to)!;
  return tier.flat_amount + tier.unit_amount * quantity;
}

/** The payment of an invoice by its PaymentIntent (API 2025-03-31 and later: `GET /v1/invoice_payments`). */
function invoicePaymentJson(id: string, invoice: string, amount: number, created: number, settled: boolean) {
  return {
    id,
    object: 'invoice_payment' as const,
    amount_paid: settled ? amount : null,
    amount_requested: amount,
    created,
    currency: 'usd',
    invoice,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent' as const, payment_intent: `pi_${id.slice(6)}` },
    status: settled ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: settled ? created : null },
  };
}

function invoiceJson(subscription: ReturnType<typeof subscriptionJson>, created: number, paid = true) {
  const item = subscription.items.data[0]!;
  return {
    id: `in_${subscription.id.slice(4)}_${created}`,
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    attempted: true,
    attempt_count: 1,
    billing_reason: 'subscription_cycle',
    created,
    currency: 'usd',
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_${created}`,
          object: 'line_item',
          quantity: item.quantity,
          period: { start: item.current_period_start, end: item.current_period_end },
        },
      ],
    },
  };
}

let eventCounter = 0;
/** An event as Stripe sends it (a snapshot of the object, the API version, a unique id). */
export function eventJson(type: string, object: unknown, created = now()): Stripe.Event {
  eventCounter += 1;
  return {
    id: `evt_standin_${process.pid}_${eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}

function metadataOf(params: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of params) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_standin_${Date.now()}` });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, message: string, code?: string) {
  json(response, status, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
