import { planOpensAudit, type BillingPlan } from '@findable/core/report/plan';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { Locale } from '@findable/core/locales';
import { billingPlan } from '../../services/api-client.ts';

/** How often the page asks whether Stripe's webhook has changed the plan. */
const ASK_EVERY_MS = 2000;

/**
 * Back from Stripe (Checkout, the customer portal) before its webhook has come: Stripe does not order its events
 * with the customer's return, and the customer is often back first. While `waiting`, the page asks for the plan
 * every two seconds, one question at a time, for `forMs` at most, and reloads its data once when `arrived` says
 * the webhook has changed the plan, so the customer sees what they did without reloading the page themselves.
 */
function useReloadWhenPlanChanges(
  waiting: boolean,
  locale: Locale,
  arrived: (plan: BillingPlan) => boolean,
  forMs: number,
): void {
  const { revalidate } = useRevalidator();
  // The latest test, read at each tick (the portal's compares with the plan the page shows now).
  const arrivedRef = useRef(arrived);
  useEffect(() => {
    arrivedRef.current = arrived;
  });
  useEffect(() => {
    if (!waiting) return;
    const until = Date.now() + forMs;
    let stopped = false;
    let asking = false;
    const stop = () => {
      stopped = true;
      window.clearInterval(timer);
    };
    const timer = window.setInterval(() => {
      if (Date.now() > until) return stop();
      if (asking) return;
      asking = true;
      billingPlan(locale)
        .then((now) => {
          if (stopped || !arrivedRef.current(now)) return;
          stop();
          void revalidate();
        })
        .catch(() => undefined)
        .finally(() => (asking = false));
    }, ASK_EVERY_MS);
    return stop;
  }, [waiting, locale, revalidate, forMs]);
}

/** Back from a paid Checkout (`?checkout=success`): the report reloads once the plan opens the full audit (3 min at most). */
export function usePlanAfterCheckout(paid: boolean, plan: BillingPlan | null | undefined, locale: Locale): void {
  useReloadWhenPlanChanges(
    paid && plan != null && !planOpensAudit(plan.state),
    locale,
    (now) => planOpensAudit(now.state),
    3 * 60_000,
  );
}

/**
 * Back from the customer portal (`?portal=return`): the customer may have changed the plan there (its places, its
 * period, a cancellation) or nothing at all, so the page reloads once the plan differs from the one it shows, and
 * stops asking after a minute.
 */
export function usePlanAfterPortal(returned: boolean, plan: BillingPlan | null | undefined, locale: Locale): void {
  const shown = plan == null ? null : JSON.stringify(plan);
  useReloadWhenPlanChanges(returned && shown !== null, locale, (now) => JSON.stringify(now) !== shown, 60_000);
}

/**
 * Stripe's return marks (`?checkout=…`, `?portal=…`) are read once: the address loses them without a navigation,
 * so a reload or a bookmark does not act on them again. The page's router still has them, so links made from its
 * location leave them out (stripe-return-marks.ts).
 */
export function forgetSearchParam(name: string): void {
  const address = new URL(window.location.href);
  if (!address.searchParams.has(name)) return;
  address.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', address);
}
