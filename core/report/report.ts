import { priceFor, type Plan } from '../pricing/price-table.ts';
import type { ScoreBand, ScorePart, ListingField } from './visibility-score.ts';

/** The sections of the full audit, in the order the report shows them. */
export const REPORT_SECTIONS = ['overview', 'rankings', 'competitors', 'reviews', 'fixes'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** What a free account's report leaves locked: every section but the overview's score. */
export const LOCKED_SECTIONS = ['rankings', 'competitors', 'reviews', 'fixes'] as const satisfies readonly ReportSection[];
export type LockedSection = (typeof LOCKED_SECTIONS)[number];

/** Where a business's figures come from: the generated demo catalog, an imported export, or Google Places. */
export type DataSource = 'demo' | 'import' | 'google' | 'sample';

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
 * The free report (spec §4: 'a limited locked audit showing only an overall score'): the API sends exactly
 * this and nothing of the locked sections.
 */
export interface FreeReport extends ReportSummary {
  access: 'free';
  locked: LockedSection[];
}

export interface Competitor {
  name: string;
  you?: boolean;
  rating: number;
  reviews: number;
  /** Average map rank over the geo-grid for the report's keyword. */
  averageRank: number;
}

export interface Fix {
  /** A key of the report catalog's `fixes` (the text is the visitor's language). */
  key: string;
  impact: 'high' | 'medium' | 'low';
  done: boolean;
}

/** The full audit: the sample report shows it; a paid plan would unlock it for the user's own business. */
export interface FullReport extends ReportSummary {
  access: 'full';
  parts: Record<ScorePart, number>;
  rank: number | null;
  peers: number | null;
  missing: ListingField[];
  rating: number | null;
  reviewCount: number;
  rankings: {
    /** A key of the report catalog's `keywords`. */
    keyword: string;
    size: number;
    /** Map rank at each grid point, row by row; the business sits at the centre. */
    ranks: number[];
  };
  competitors: Competitor[];
  reviews: {
    sentiment: { positive: number; neutral: number; negative: number };
    topics: Array<{ key: string; share: number; positive: boolean }>;
    unanswered: number;
    replyRate: number;
  };
  fixes: Fix[];
}

export type Report = FreeReport | FullReport;

/** The average map rank over a geo-grid, with one decimal. */
export function averageRank(ranks: readonly number[]): number {
  return Math.round((ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length) * 10) / 10;
}

/** The share (0–100) of grid points where the business shows in the map pack's top 3. */
export function topThreeShare(ranks: readonly number[]): number {
  return Math.round((ranks.filter((rank) => rank <= 3).length / ranks.length) * 100);
}

/**
 * The plan that unlocks the full audit for an account: Agency for agencies, Pro for businesses, priced for
 * its number of businesses (at least one) from the price table that /pricing shows.
 */
export function unlockOffer(accountType: 'business' | 'agency' | null | undefined, businesses: number): { plan: Plan; places: number; monthlyUsd: number } {
  const plan: Plan = accountType === 'agency' ? 'agency' : 'pro';
  const places = Math.min(50, Math.max(1, Math.floor(businesses)));
  return { plan, places, monthlyUsd: priceFor(plan, places, 'monthly') };
}
