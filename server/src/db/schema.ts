import type { Locale } from '@findable/core/locales';
import type { PlanId, PlanStatus } from '@findable/core/report/plan';
import type { Generated, Insertable, Selectable } from 'kysely';

export type { PlanId };

/** Timestamps are ISO 8601 strings made in code, so both engines store and sort them the same way. */
type Timestamp = string;

export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** The account's language (its mails'); written only from a checked locale. */
  locale: Locale;
  created_at: Timestamp;
  updated_at: Timestamp;
  password_hash: string | null;
  google_sub: string | null;
  account_type: 'business' | 'agency' | null;
  /** For a user who joined through an agency's invite: that agency's user id. */
  agency_id: string | null;
  terms_version: string | null;
  terms_accepted_at: Timestamp | null;
  privacy_version: string | null;
  privacy_accepted_at: Timestamp | null;
  disclaimer_version: string | null;
  disclaimer_accepted_at: Timestamp | null;
  /** The project that holds the account's one free report (claimed when it is first computed). */
  free_report_project_id: string | null;
  /** The plan (docs/report.md 'Who sees the full audit'; docs/billing.md): free, or a paid plan for some locations. */
  plan: Generated<PlanId>;
  /** How many of the account's projects (oldest first) the plan covers; 0 on the free plan. */
  plan_locations: Generated<number>;
  /** Who set the plan: an operator's `npm run account:plan` ('manual'), or Stripe's webhooks ('stripe'). */
  plan_source: 'manual' | 'stripe' | null;
  /** 'active'; 'past_due' after a failed renewal (suspended after the grace period); 'canceled' at the period end. */
  plan_status: Generated<PlanStatus>;
  /** The end of the paid period (a cancelled plan stays until then). */
  plan_period_end: Timestamp | null;
  /** When a renewal first failed; the grace period counts from here. */
  plan_past_due_since: Timestamp | null;
  plan_updated_at: Timestamp | null;
  /** The Stripe subscription the plan comes from (plan_source 'stripe'), so another subscription's end leaves it be. */
  plan_subscription_id: string | null;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;

/** One refresh token; tokens of one sign-in form a family, rotated on each use. */
export interface RefreshTokenTable {
  id: string;
  user_id: string;
  family_id: string;
  /** SHA-256 of the token; the token itself is only ever in the browser's cookie. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface InviteTable {
  id: string;
  agency_id: string;
  email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When the invite was accepted. */
  used_at: Timestamp | null;
}

export interface ProjectTable {
  id: string;
  user_id: string;
  name: string;
  place_id: string | null;
  /** A business typed by hand (not found in the search): what its report is scored from. */
  city: string | null;
  category: string | null;
  website: string | null;
  phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type ProjectRow = Selectable<ProjectTable>;

/** A business the search can find (the demo catalog, or an import). See docs/search.md. */
export interface BusinessTable {
  /** Internal key the engine assigns (SQLite rowid, PostgreSQL identity); the public id is place_id. */
  id: Generated<number>;
  place_id: string;
  name: string;
  formatted_address: string;
  /** A vertical id from core/routes.ts VERTICALS, or another lower-case slug from an import. */
  category: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  lat: number | null;
  lng: number | null;
  /** 1.0–5.0, null without reviews. */
  rating: number | null;
  review_count: number;
  /** The listing's website and phone, where the source has them (the report's completeness part). */
  website: string | null;
  phone: string | null;
  /** How many of the listing fields the row has (core's `filledFields`; the peer group's index holds it). */
  listing_filled: Generated<number>;
  /**
   * 'demo' for the generated catalog, 'import' for rows loaded by `npm run import:businesses`, 'google' for a
   * place looked up once with Place Details when it was picked in the search.
   */
  source: 'demo' | 'import' | 'google';
  /** Accent- and case-folded name and address, written by the application (search/normalize.ts). */
  search_name: string;
  search_address: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type BusinessRow = Selectable<BusinessTable>;
export type NewBusinessRow = Insertable<BusinessTable>;

/** Every word of the catalog's folded names and addresses (prefix expansion, docs/search.md). */
export interface SearchTermTable {
  term: string;
  /** How many businesses had the word when they were written (an upper bound: never decremented). */
  docs: number;
  /** How many of them had it in their name (the same kind of upper bound). */
  name_docs: Generated<number>;
}

/** A visibility score computed for a project's business (docs/report.md). */
export interface ReportTable {
  id: string;
  user_id: string;
  project_id: string;
  place_id: string;
  score: number;
  method_version: number;
  computed_at: Timestamp;
}
export type ReportRow = Selectable<ReportTable>;

/** One map-rank scan of a project's business on a grid of points (docs/report.md). */
export interface GridScanTable {
  id: string;
  project_id: string;
  place_id: string;
  /** The search, as typed ('dentist', 'Zahnarzt'): one of its category's keywords (core/report/keywords.ts). */
  keyword: string;
  /** Points per side (an odd number: the business is the centre). */
  grid_size: number;
  spacing_m: number;
  /** 'local' (the catalog's local-pack model) or 'google' (Text Search at each point). */
  source: 'local' | 'google';
  status: 'running' | 'done' | 'failed';
  started_at: Timestamp;
  finished_at: Timestamp | null;
  /** When it last wrote a point while running (null: none yet). */
  alive_at: Generated<Timestamp | null>;
}
export type GridScanRow = Selectable<GridScanTable>;

/** One point of a scan: the business's rank there (21: not in the top 20; null: the point failed). */
export interface GridScanPointTable {
  scan_id: string;
  /** Row by row from the north-west corner. */
  point: number;
  rank: number | null;
  /** JSON array of the top 20's place ids at this point, best first. */
  top: string;
}
export type GridScanPointRow = Selectable<GridScanPointTable>;

/** The one Stripe customer of an account (docs/billing.md). */
export interface BillingCustomerTable {
  user_id: string;
  customer_id: string;
  created_at: Timestamp;
}

/** A Stripe subscription as its newest applied webhook event described it (docs/billing.md). */
export interface BillingSubscriptionTable {
  id: string;
  user_id: string;
  customer_id: string;
  plan: 'pro' | 'agency';
  period: 'monthly' | 'annual';
  /** The number of locations. */
  quantity: number;
  /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  /** 1 when cancelled at the end of the paid period. */
  cancel_at_period_end: number;
  period_end: Timestamp | null;
  past_due_since: Timestamp | null;
  /** The time of the Stripe event this state comes from: an older event never overwrites it. */
  state_at: Timestamp;
  updated_at: Timestamp;
}
export type BillingSubscriptionRow = Selectable<BillingSubscriptionTable>;

/** A Stripe webhook event that was applied, by id (each is applied once). */
export interface BillingEventTable {
  id: string;
  type: string;
  /** When Stripe created the event. */
  created_at: Timestamp;
  received_at: Timestamp;
}

/** An account its owner closed, by id only (migration 0800): a Checkout paid after the close is canceled at Stripe. */
export interface ClosedAccountTable {
  user_id: string;
  closed_at: string;
}

/** A mail waiting to be sent (mail/mail-queue.ts); removed once sent. */
export interface MailQueueTable {
  id: string;
  recipient: string;
  template: string;
  locale: Locale;
  /** The template's values (names, links), encrypted with a key derived from the server secret. */
  payload: string;
  attempts: number;
  next_attempt_at: Timestamp;
  /** While a worker is sending it, no other worker takes it. */
  locked_until: Timestamp | null;
  last_error: string | null;
  /** Set when every retry failed: the mail stays for the operator, with its last error. */
  failed_at: Timestamp | null;
  created_at: Timestamp;
}
export type MailQueueRow = Selectable<MailQueueTable>;

export interface Database {
  users: UserTable;
  refresh_tokens: RefreshTokenTable;
  password_resets: PasswordResetTable;
  invites: InviteTable;
  projects: ProjectTable;
  businesses: BusinessTable;
  search_terms: SearchTermTable;
  reports: ReportTable;
  grid_scans: GridScanTable;
  grid_scan_points: GridScanPointTable;
  billing_customers: BillingCustomerTable;
  billing_subscriptions: BillingSubscriptionTable;
  billing_events: BillingEventTable;
  closed_accounts: ClosedAccountTable;
  mail_queue: MailQueueTable;
}
