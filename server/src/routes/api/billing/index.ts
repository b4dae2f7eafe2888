import { PlanViewSchema, RedirectSchema } from '@findable/core/api';
import { appLink } from '@findable/core/routes';
import { planState } from '@findable/core/report/plan';
import { CheckoutSchema } from '@findable/core/validation/billing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BillingService } from '../../../billing/billing-service.ts';
import { findCustomerId } from '../../../db/billing-repository.ts';
import { apiError } from '../../../http/api-error.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import { answers } from '../../../http/route-schemas.ts';
import { limiter } from '../../../plugins/rate-limit.ts';
import { accountPlan } from '../../../reports/report-access.ts';

export interface BillingRoutesOptions {
  /** The public origin: Checkout and the portal return to the report and the account page there. */
  siteUrl: string;
  graceDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /api/billing (docs/billing.md): the account's plan as the pages show it, a Checkout session for a plan, and a
 * customer portal session. The amount is never the client's: the plan and period choose a configured Stripe
 * price, the locations are its quantity. Without Stripe settings checkout and portal answer 503 (the pages show
 * 'Contact sales' instead: GET /api/site-config says `checkout: false`).
 */
const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, { siteUrl, graceDays }) => {
  const tags = ['billing'];
  const requireBilling = (request: FastifyRequest): BillingService => {
    if (!app.billing) throw apiError(request, 503, 'api.billingUnavailable');
    return app.billing;
  };
  const limit = { onRequest: [app.rateLimit(limiter('billing', 20, 60_000))] };

  app.get('/plan', { schema: { tags, response: answers({ 200: PlanViewSchema }) } }, async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const plan = accountPlan(user);
    const state = planState(plan, Date.now(), graceDays);
    reply.header('cache-control', 'private, no-store');
    return {
      checkout: app.billing !== null,
      plan: plan.plan,
      locations: plan.locations,
      status: plan.status,
      state,
      source: user.plan_source,
      periodEnd: plan.periodEnd,
      pastDueSince: plan.pastDueSince,
      graceEndsAt:
        plan.status === 'past_due' && plan.pastDueSince
          ? new Date(Date.parse(plan.pastDueSince) + graceDays * DAY_MS).toISOString()
          : null,
      portal: app.billing !== null && (await findCustomerId(app.db, user.id)) !== undefined,
    };
  });

  app.post(
    '/checkout',
    { ...limit, schema: { tags, body: CheckoutSchema, response: answers({ 200: RedirectSchema }) } },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const { plan, period, locations } = request.body;
      const billing = requireBilling(request);
      const locale = requestLocale(request);
      // A plan bought with Stripe is changed in the portal (locations, cancel): a second subscription would bill twice.
      if (user.plan_source === 'stripe' && planState(accountPlan(user), Date.now(), graceDays) !== 'free')
        throw apiError(request, 409, 'api.billingSubscribed');
      await billing.ensurePricesVerified();
      const customerId = await billing.customerFor(app.db, user, locale);
      const url = await billing.checkoutUrl({
        customerId,
        userId: user.id,
        plan,
        period,
        locations,
        locale,
        returnUrl: appLink('report', locale, { origin: siteUrl }),
      });
      return { url };
    },
  );

  app.post('/portal', { ...limit, schema: { tags, response: answers({ 200: RedirectSchema }) } }, async (request) => {
    const user = await app.auth.requireUser(request);
    const billing = requireBilling(request);
    const customerId = await findCustomerId(app.db, user.id);
    if (!customerId) throw apiError(request, 409, 'api.billingNoCustomer');
    const locale = requestLocale(request);
    // Back on account settings with a mark: the page follows the change's webhook, which may come after the customer.
    const returnUrl = appLink('account', locale, { origin: siteUrl, query: { portal: 'return' } });
    return { url: await billing.portalUrl(customerId, locale, returnUrl) };
  });
};
export default billingRoutes;
