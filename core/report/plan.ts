/**
 * An account's plan and what it gives, as the legal terms describe the lifecycle (spec §4 'Subscription
 * lifecycle'; docs/billing.md): a paid plan renews until cancelled; a cancelled one stays until the end of its
 * paid period; a failed renewal leaves the audit open for a grace period, then suspends it until paid (never
 * deleted). Pure, so the server's access rule and the page's notices agree.
 */
export const PLAN_IDS = ['free', 'pro', 'agency'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PlanStatus = 'active' | 'past_due' | 'canceled';

export interface AccountPlan {
  plan: PlanId;
  /** How many projects (the oldest first) the plan covers. */
  locations: number;
  status: PlanStatus;
  /** ISO 8601: the end of the paid period, when known. */
  periodEnd: string | null;
  /** ISO 8601: when a renewal first failed. */
  pastDueSince: string | null;
}

/**
 * - `free`: no paid plan (or one that has ended);
 * - `active`: paid, the full audit is open;
 * - `pastDue`: a renewal failed, still open during the grace period (the page shows a notice);
 * - `suspended`: unpaid past the grace period; the full audit is closed until paid, nothing is deleted.
 */
export type PlanState = 'free' | 'active' | 'pastDue' | 'suspended';

const DAY_MS = 24 * 60 * 60 * 1000;

export function planState(account: AccountPlan, now: number, graceDays: number): PlanState {
  if (account.plan === 'free' || account.locations < 1) return 'free';
  if (account.status === 'canceled') {
    return account.periodEnd !== null && Date.parse(account.periodEnd) > now ? 'active' : 'free';
  }
  if (account.status === 'past_due') {
    const since = account.pastDueSince === null ? now : Date.parse(account.pastDueSince);
    return now - since < graceDays * DAY_MS ? 'pastDue' : 'suspended';
  }
  return 'active';
}

/** Whether the plan opens the full audit now (active, or unpaid within the grace period). */
export function planOpensAudit(state: PlanState): boolean {
  return state === 'active' || state === 'pastDue';
}

/** GET /api/billing/plan: the account's plan as the pages show it (docs/billing.md). */
export interface BillingPlan {
  /** Plans can be bought by card here (Stripe is configured). */
  checkout: boolean;
  plan: PlanId;
  locations: number;
  status: PlanStatus;
  /** What the plan gives now (`planState`). */
  state: PlanState;
  source: 'manual' | 'stripe' | null;
  periodEnd: string | null;
  pastDueSince: string | null;
  /** When an unpaid plan's full audit pauses. */
  graceEndsAt: string | null;
  /** The account has a Stripe customer: 'Manage billing' opens the portal. */
  portal: boolean;
}
