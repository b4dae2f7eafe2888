import { priceFor, TIERS, type Billing } from '@findable/core/pricing';
import type Stripe from 'stripe';

export type PaidPlan = 'pro' | 'agency';
export const PAID_PLANS: readonly PaidPlan[] = ['pro', 'agency'];
export const PERIODS: readonly Billing[] = ['monthly', 'annual'];

/**
 * What is wrong with a Stripe price for a plan and period, compared with the one price table (core/pricing):
 * it must be an active recurring US-dollar price, billed per month (monthly) or per year (annual), tiered by
 * volume with the table's tiers, each a flat amount for the whole tier and nothing per unit, so that the
 * quantity (the number of locations) costs exactly what /pricing shows. Empty when it matches.
 */
export function priceMismatches(
  price: Pick<Stripe.Price, 'active' | 'currency' | 'recurring' | 'billing_scheme' | 'tiers_mode' | 'tiers'>,
  plan: PaidPlan,
  period: Billing,
): string[] {
  const problems: string[] = [];
  if (!price.active) problems.push('is archived (not active)');
  if (price.currency !== 'usd') problems.push(`is in ${price.currency.toUpperCase()}, the table is in USD`);
  const interval = period === 'annual' ? 'year' : 'month';
  if (price.recurring?.interval !== interval || price.recurring.interval_count !== 1) {
    problems.push(
      `must recur every ${interval} (it recurs ${price.recurring ? `every ${price.recurring.interval_count} ${price.recurring.interval}` : 'never'})`,
    );
  }
  if (price.billing_scheme !== 'tiered' || price.tiers_mode !== 'volume') {
    problems.push('must be tiered by volume (billing_scheme tiered, tiers_mode volume)');
    return problems;
  }
  const tiers = price.tiers ?? [];
  if (tiers.length !== TIERS.length) {
    problems.push(`has ${tiers.length} tiers, the table has ${TIERS.length}`);
    return problems;
  }
  TIERS.forEach((tier, index) => {
    const stripeTier = tiers[index]!;
    const last = index === TIERS.length - 1;
    const upTo = stripeTier.up_to;
    if (!(upTo === tier.max || (last && upTo === null)))
      problems.push(
        `tier ${index + 1} must go up to ${last ? `${tier.max} or inf` : tier.max} (it goes up to ${upTo ?? 'inf'})`,
      );
    const cents = priceFor(plan, tier.max, period) * 100;
    if (stripeTier.flat_amount !== cents)
      problems.push(
        `tier ${index + 1} (${tier.min}–${tier.max}) must cost a flat ${cents} cents (it costs ${stripeTier.flat_amount ?? 'nothing flat'})`,
      );
    if (stripeTier.unit_amount !== null && stripeTier.unit_amount !== 0)
      problems.push(`tier ${index + 1} must have no per-unit amount (it has ${stripeTier.unit_amount})`);
  });
  return problems;
}
