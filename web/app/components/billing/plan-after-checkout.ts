import { planOpensAudit, type BillingPlan } from '@findable/core/report/plan';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { Locale } from '@findable/core/locales';
import { billingPlan } from '../../services/api-client.ts';

/** How often, and for how long, the page asks whether Stripe's webhook has started the plan. */
const ASK_EVERY_MS = 2000;
const ASK_FOR_MS = 3 * 60_000;

/**
 * Back from a paid Checkout (`?checkout=success`) before Stripe's webhook has come (its events are not ordered with
 * the redirect): the plan that was bought does not open the full audit yet. The page then asks for the plan every
 * two seconds, one question at a time, for three minutes at most, and reloads the report once when it does, so the
 * customer sees what they paid for without reloading the page themselves.
 */
export function usePlanAfterCheckout(paid: boolean, plan: BillingPlan | null | undefined, locale: Locale): void {
  const { revalidate } = useRevalidator();
  const waiting = paid && plan != null && !planOpensAudit(plan.state);
  useEffect(() => {
    if (!waiting) return;
    const until = Date.now() + ASK_FOR_MS;
    let stopped = false;
    let asking = false;
    const stop = () => {
      stopped = true;
      window.clearInterval(timer);
    };
    const timer = window.setInterval(() => {
      if (asking) return;
      if (Date.now() > until) return stop();
      asking = true;
      billingPlan(locale)
        .then((now) => {
          if (stopped || !planOpensAudit(now.state)) return;
          stop();
          void revalidate();
        })
        .catch(() => undefined)
        .finally(() => (asking = false));
    }, ASK_EVERY_MS);
    return stop;
  }, [waiting, locale, revalidate]);
}
