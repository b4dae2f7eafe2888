import { priceFor, type Plan } from '../pricing/price-table.ts';
import type { BadgeType } from '../badges/definitions.ts';
import type { Fix } from './fixes.ts';
import type { GridFigures, PointRank } from './grid.ts';
import type { PlanState } from './plan.ts';
import type { ScoreBand, ScorePart, ListingField } from './visibility-score.ts';

export type { Fix } from './fixes.ts';

/** The sections of the full audit, in the order the report shows them. */
export const REPORT_SECTIONS = ['overview', 'rankings', 'competitors', 'reviews', 'fixes'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** What a free account's report leaves locked: every section but the overview's score. */
export const LOCKED_SECTIONS = [
  'rankings',
  'competitors',
  'reviews',
  'fixes',
] as const satisfies readonly ReportSection[];
export type LockedSection = (typeof LOCKED_SECTIONS)[number];

/**
 * Where a business's figures come from: the generated demo catalog, an imported export, Google Places, the
 * sample report, or what the user typed for a business the search did not find ('typed': not on the map).
 */
export type DataSource = 'demo' | 'import' | 'google' | 'sample' | 'typed';

export interface ReportBusiness {
  placeId: string;
  name: string;
  formattedAddress: string;
  category: string | null;
  city: string | null;
}

/** What every report has: the business, the overall score, when and from what it was computed. */
export interface ReportSummary {
  business: ReportBusiness;
  score: number;
  band: ScoreBand;
  /** ISO 8601. */
  computedAt: string;
  source: DataSource;
  methodVersion: number;
}

/**
 * The public figures of a business that both reports show (the sign-up dialog shows them already): rating,
 * reviews, its place among its peers by rating, the badges it earns, how its score compares with its peers',
 * and whether the comparison rests on little data.
 */
export interface ReportFacts {
  rating: number | null;
  reviewCount: number;
  /** 1-based place among the peers by rating order; null without a category. */
  rank: number | null;
  /** Businesses of its category in its city, itself included; null without a category. */
  peers: number | null;
  /** The share (0–100) of its peers whose score is lower; null without peers. */
  percentile: number | null;
  /** Fewer than 5 peers or fewer than 10 reviews: the score compares little. */
  lowConfidence: boolean;
  /** The badges it earns (docs/badges.md). */
  badges: BadgeType[];
}

/**
 * The free report (spec §4: 'a limited locked audit showing only an overall score'): the score, the public
 * figures, and nothing of the locked sections.
 */
export interface FreeReport extends ReportSummary {
  access: 'free';
  facts: ReportFacts;
  locked: LockedSection[];
}

/** One row of the competitors: a business that outranks the user's on the grid, or the user's own. */
export interface Competitor {
  name: string;
  you?: boolean;
  rating: number | null;
  reviews: number;
  /** Average map rank over the measured points, 'not in the top 20' as 21 (its ATRP), one decimal. */
  averageRank: number;
  /** Points where it ranks above the user's business. */
  pointsAhead: number;
}

/** A search the scan can measure, in the report's language. */
export interface KeywordChoice {
  id: string;
  text: string;
}

/** A map-rank scan as the report shows it. */
export interface RankingsReport {
  scanId: string;
  /** The search, as it was searched. */
  keyword: string;
  keywordId: string;
  /** The searches of the business's category, for another scan. */
  keywords: KeywordChoice[];
  size: number;
  spacingM: number;
  source: 'local' | 'google';
  status: 'running' | 'done' | 'failed';
  /** ISO 8601: when the scan started. */
  startedAt: string;
  /** Rank at each point, row by row from the north-west; the business is the centre; null: failed or not yet. */
  ranks: PointRank[];
  /** Points with an answer (a rank or a failure). */
  done: number;
  figures: GridFigures;
  /** The scan before this one with the same settings (keyword, grid, spacing, source): its figures. */
  previous: { startedAt: string; figures: GridFigures } | null;
}

/** Review figures, only as far as the data has them. */
export interface ReviewsReport {
  rating: number | null;
  count: number;
  /** Medians of the peers (the business excluded); null without peers. */
  peersMedianRating: number | null;
  peersMedianCount: number | null;
  /** The local leaders' review count (the score's review part measures against it). */
  leaderCount: number;
  /** Reviews still needed to reach the leaders' count (0 when there). */
  toLeaders: number;
  /** Reviews as Google's Place Details returns them (at most five), shown live and never stored; null elsewhere. */
  latest: Array<{ author: string; rating: number; text: string; published: string | null }> | null;
}

/** The full audit of the user's own business (docs/report.md). */
export interface FullReport extends ReportSummary {
  access: 'full';
  facts: ReportFacts;
  parts: Record<ScorePart, number>;
  missing: ListingField[];
  /** The plan's state, for a notice when a payment is late. */
  planState: PlanState;
  /** Null when the business has no map position or no keyword list for its category (the page says why). */
  rankings: RankingsReport | null;
  competitors: Competitor[];
  reviews: ReviewsReport;
  fixes: Fix[];
}

export type Report = FreeReport | FullReport;

/** The plan and monthly price that would unlock the full audit (and the body's `unlock` of a locked report's 403). */
export interface UnlockOffer {
  plan: Plan;
  places: number;
  monthlyUsd: number;
}

/** The 403 of a report the account's plan does not open: the API's error, and the plan that would. */
export interface LockedReportError {
  message: string;
  code: string;
  unlock: UnlockOffer;
}

/**
 * The plan that unlocks the full audit for an account: Agency for agencies, Pro for businesses, priced for
 * its number of businesses (at least one) from the price table that /pricing shows.
 */
export function unlockOffer(accountType: 'business' | 'agency' | null | undefined, businesses: number): UnlockOffer {
  const plan: Plan = accountType === 'agency' ? 'agency' : 'pro';
  const places = Math.min(50, Math.max(1, Math.floor(businesses)));
  return { plan, places, monthlyUsd: priceFor(plan, places, 'monthly') };
}
