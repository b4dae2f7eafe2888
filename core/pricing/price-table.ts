/** The plans the calculator knows. The pricing page shows Pro and Agency; Basic exists for the API. */
export const PLANS = ['basic', 'pro', 'agency'] as const;
export type Plan = (typeof PLANS)[number];
export type Billing = 'monthly' | 'annual';

export const MIN_PLACES = 1;
export const MAX_PLACES = 50;
/** Annual price = 10 × monthly: two months free, which the page rounds to 'save 17%'. */
export const ANNUAL_MONTHS = 10;
export const ANNUAL_SAVING_PERCENT = 17;
/** Complete Local Marketing and Elevate, per business unit, billed monthly. */
export const MANAGED_SERVICE_MONTHLY_USD = 449;

/** Tiers of the number of places (businesses), inclusive. */
export const TIERS = [
  { min: 1, max: 1 },
  { min: 2, max: 5 },
  { min: 6, max: 10 },
  { min: 11, max: 20 },
  { min: 21, max: 30 },
  { min: 31, max: 40 },
  { min: 41, max: 50 },
] as const;

/** Monthly price in whole US dollars per tier (spec §9). */
export const MONTHLY_USD: Record<Plan, readonly number[]> = {
  basic: [19, 29, 39, 49, 79, 119, 169],
  pro: [29, 39, 59, 79, 119, 169, 249],
  agency: [49, 59, 79, 99, 149, 209, 329],
};

export type PricingErrorCode = 'invalid-plan' | 'out-of-range';

export class PricingError extends Error {
  override name = 'PricingError';
  readonly code: PricingErrorCode;
  constructor(code: PricingErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The plan for a name in any case ('PRO' → 'pro'); throws the spec's message for anything else. */
export function parsePlan(name: string): Plan {
  const plan = name.trim().toLowerCase();
  if (!(PLANS as readonly string[]).includes(plan)) {
    throw new PricingError('invalid-plan', "Invalid package name. Use 'basic', 'pro', or 'agency'.");
  }
  return plan as Plan;
}

/** The tier index for a number of places; throws when it is outside every tier (below 1, above 50, not whole). */
export function tierIndex(places: number): number {
  const index = TIERS.findIndex((tier) => Number.isInteger(places) && places >= tier.min && places <= tier.max);
  if (index < 0) throw new PricingError('out-of-range', 'Number of places exceeds maximum range.');
  return index;
}

/** Price in whole US dollars for a plan, a number of places and a billing period. */
export function priceFor(plan: string, places: number, billing: Billing): number {
  const monthly = MONTHLY_USD[parsePlan(plan)][tierIndex(places)]!;
  return billing === 'annual' ? monthly * ANNUAL_MONTHS : monthly;
}

export type PlacesInput =
  { ok: true; places: number } | { ok: false; reason: 'empty' | 'notNumber' | 'decimal' | 'tooLow' | 'tooHigh' };

/**
 * Reads what a visitor typed into 'Number of places'. Accepts surrounding spaces; a decimal comma or point
 * is recognised so the message can say 'whole number' instead of 'not a number'.
 */
export function parsePlacesInput(text: string): PlacesInput {
  const value = text.trim();
  if (!value) return { ok: false, reason: 'empty' };
  if (/^[+-]?\d+[.,]\d+$/.test(value)) return { ok: false, reason: 'decimal' };
  if (!/^[+-]?\d+$/.test(value)) return { ok: false, reason: 'notNumber' };
  const places = Number(value);
  if (places < MIN_PLACES) return { ok: false, reason: 'tooLow' };
  if (places > MAX_PLACES) return { ok: false, reason: 'tooHigh' };
  return { ok: true, places };
}
