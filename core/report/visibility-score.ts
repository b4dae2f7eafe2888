import { rankingScore } from '../badges/eligibility.ts';

/**
 * The overall visibility score of a business, 0–100, from what the catalog knows of it and of its peers (the
 * businesses of the same category in the same city). The method is published in docs/report.md and on the
 * report page; changing a number here changes every score, so `SCORE_METHOD_VERSION` goes up with it.
 *
 *   reputation  30  the rating, pulled towards a typical 4.2 by 25 imagined reviews (the badges' Bayesian
 *                   average), on a scale from 3.0 (nothing) to 4.9 (everything); no reviews, no points
 *   local rank  30  the place among its peers by that same average (the badges' ranking): first gets all,
 *                   last gets none; without a category there is nobody to compare with: half
 *   reviews     20  the number of reviews against the local leaders (the average of the three most reviewed
 *                   peers, at least 50), on a logarithmic scale: the first reviews count most
 *   listing     20  how complete the listing is: address, category, city, map position, website, phone
 */
export const SCORE_METHOD_VERSION = 1;

export const SCORE_WEIGHTS = { reputation: 30, rank: 30, reviews: 20, listing: 20 } as const;
export type ScorePart = keyof typeof SCORE_WEIGHTS;

export const SCORE_RULES = {
  /** Bayesian ratings at or below this earn no reputation points… */
  ratingFloor: 3.0,
  /** …and at or above this earn all of them (the trusted badge's threshold). */
  ratingCeiling: 4.9,
  /** How many of the most reviewed peers make 'the local leaders'. */
  leaders: 3,
  /** The leaders' review count is taken as at least this, so a business alone in town is not done at 3 reviews. */
  leaderFloorReviews: 50,
} as const;

/** The fields of a listing the completeness part checks, in the order the report lists them. */
export const LISTING_FIELDS = ['address', 'category', 'city', 'coordinates', 'website', 'phone'] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

export interface ScoredBusiness {
  placeId: string;
  rating: number | null;
  reviewCount: number;
  category: string | null;
  city: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  website: string | null;
  phone: string | null;
}

export interface Peer {
  placeId: string;
  rating: number | null;
  reviewCount: number;
}

export interface VisibilityScore {
  /** 0–100, whole. */
  score: number;
  band: ScoreBand;
  /** 1-based place among the peers (the business included); null without a category. */
  rank: number | null;
  /** How many businesses share its category and city (itself included); null without a category. */
  peers: number | null;
  /** Points per part, with one decimal. */
  parts: Record<ScorePart, number>;
  /** What the listing lacks. */
  missing: ListingField[];
}

export type ScoreBand = 'low' | 'fair' | 'good' | 'excellent';

/** Bands for the words and colours the report shows next to a score. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 85) return 'excellent';
  if (score >= 70) return 'good';
  if (score >= 40) return 'fair';
  return 'low';
}

/**
 * The badges' order of businesses: by Bayesian average, then by reviews, then by id (so ties are stable). The
 * badge ranking (server/src/badges/standing.ts) and the score's local rank both use it.
 */
export function compareStanding(a: Peer, b: Peer): number {
  // Averages closer than floating-point noise are a tie (4.2 from 9 reviews and the prior 4.2 must not differ).
  const average = rankingScore(b.rating, b.reviewCount) - rankingScore(a.rating, a.reviewCount);
  return (Math.abs(average) > 1e-9 ? average : 0) || b.reviewCount - a.reviewCount || a.placeId.localeCompare(b.placeId);
}

/** The 1-based rank of `business` among `peers` (it is added when missing); the total counts it once. */
export function rankAmong(business: Peer, peers: readonly Peer[]): { rank: number; total: number } {
  const all = [business, ...peers.filter((peer) => peer.placeId !== business.placeId)].sort(compareStanding);
  return { rank: all.findIndex((peer) => peer.placeId === business.placeId) + 1, total: all.length };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function present(business: ScoredBusiness, field: ListingField): boolean {
  switch (field) {
    case 'address':
      return Boolean(business.address?.trim());
    case 'category':
      return Boolean(business.category?.trim());
    case 'city':
      return Boolean(business.city?.trim());
    case 'coordinates':
      return Number.isFinite(business.lat) && Number.isFinite(business.lng) && business.lat !== null && business.lng !== null;
    case 'website':
      return Boolean(business.website?.trim());
    case 'phone':
      return Boolean(business.phone?.trim());
  }
}

/**
 * The visibility score of `business` among `peers` (businesses of its category and city; it may be among
 * them or not). Deterministic: the same catalog gives the same score.
 */
export function visibilityScore(business: ScoredBusiness, peers: readonly Peer[]): VisibilityScore {
  const { ratingFloor, ratingCeiling, leaders, leaderFloorReviews } = SCORE_RULES;
  const self: Peer = { placeId: business.placeId, rating: business.rating, reviewCount: Math.max(0, business.reviewCount) };
  const hasCategory = Boolean(business.category?.trim());

  const bayesian = rankingScore(self.rating, self.reviewCount);
  const reputation = self.reviewCount > 0 && self.rating !== null ? clamp01((bayesian - ratingFloor) / (ratingCeiling - ratingFloor)) : 0;

  const standing = hasCategory ? rankAmong(self, peers) : null;
  const rank = standing ? (standing.total === 1 ? 1 : (standing.total - standing.rank) / (standing.total - 1)) : 0.5;

  const others = hasCategory ? peers.filter((peer) => peer.placeId !== self.placeId) : [];
  const top = [...others.map((peer) => peer.reviewCount), self.reviewCount].sort((a, b) => b - a).slice(0, leaders);
  const leaderReviews = Math.max(leaderFloorReviews, top.reduce((sum, count) => sum + count, 0) / top.length);
  const reviews = clamp01(Math.log1p(self.reviewCount) / Math.log1p(leaderReviews));

  const missing = LISTING_FIELDS.filter((field) => !present(business, field));
  const listing = (LISTING_FIELDS.length - missing.length) / LISTING_FIELDS.length;

  const parts: Record<ScorePart, number> = {
    reputation: oneDecimal(reputation * SCORE_WEIGHTS.reputation),
    rank: oneDecimal(rank * SCORE_WEIGHTS.rank),
    reviews: oneDecimal(reviews * SCORE_WEIGHTS.reviews),
    listing: oneDecimal(listing * SCORE_WEIGHTS.listing),
  };
  const exact = reputation * SCORE_WEIGHTS.reputation + rank * SCORE_WEIGHTS.rank + reviews * SCORE_WEIGHTS.reviews + listing * SCORE_WEIGHTS.listing;
  const score = Math.min(100, Math.max(0, Math.round(exact)));
  return {
    score,
    band: scoreBand(score),
    rank: standing?.rank ?? null,
    peers: standing?.total ?? null,
    parts,
    missing,
  };
}
