import { rankingScore } from '../badges/eligibility.ts';

/**
 * The overall visibility score of a business, 0–100, from what the catalog knows of it and of its peers (the
 * businesses of the same category in the same city). The method is published in docs/report.md and on the
 * report page; changing a number here changes every score, so `SCORE_METHOD_VERSION` goes up with it.
 *
 *   reputation      30  the rating, pulled towards a typical 4.2 by 25 imagined reviews (the badges' Bayesian
 *                       average), on a scale from 3.0 (nothing) to 4.9 (everything); no reviews, no points
 *   rank by rating  30  the place among its peers by that same average (the badges' ranking): first gets all,
 *                       last gets none
 *   review volume   20  the number of reviews against the local leaders (the average of the three most
 *                       reviewed peers, at least 50), on a logarithmic scale: the first reviews count most
 *   listing         20  how complete the listing is: address, category, city, map position, website, phone
 *
 * Version 2: without a category there is nobody to compare with, so the two comparing parts (rank by rating,
 * review volume) give nothing (version 1 gave half the rank's points, so a listing with a field missing could
 * score above the complete one).
 */
export const SCORE_METHOD_VERSION = 2;

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
  /** The sum before rounding (the fixes compare these). */
  exact: number;
  /** The local leaders' review count the review part measured against (at least 50). */
  leaderReviews: number;
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

/**
 * The 1-based rank of `business` among `peers` (it is added when missing); the total counts it once. Counts the
 * peers placed above it rather than sorting them all: the fixes compute a score several times over thousands.
 */
export function rankAmong(business: Peer, peers: readonly Peer[]): { rank: number; total: number } {
  let above = 0;
  let total = 1;
  for (const peer of peers) {
    if (peer.placeId === business.placeId) continue;
    total++;
    if (compareStanding(peer, business) < 0) above++;
  }
  return { rank: above + 1, total };
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

/** The score of a business whose standing among `total` peers is `standing` (null: no category). */
function scoreWith(business: ScoredBusiness, standing: { rank: number; total: number } | null, leaderReviews: number): VisibilityScore {
  const { ratingFloor, ratingCeiling } = SCORE_RULES;
  const reviewCount = Math.max(0, business.reviewCount);
  const bayesian = rankingScore(business.rating, reviewCount);
  const reputation = reviewCount > 0 && business.rating !== null ? clamp01((bayesian - ratingFloor) / (ratingCeiling - ratingFloor)) : 0;
  // Without a category there are no peers: the comparing parts give nothing.
  const rank = standing ? (standing.total === 1 ? 1 : (standing.total - standing.rank) / (standing.total - 1)) : 0;
  const reviews = standing ? clamp01(Math.log1p(reviewCount) / Math.log1p(leaderReviews)) : 0;

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
  return { score, band: scoreBand(score), rank: standing?.rank ?? null, peers: standing?.total ?? null, parts, missing, exact, leaderReviews };
}

/** The local leaders' review count: the average of the three most reviewed of the group, at least 50. */
function leadersOf(reviewCounts: readonly number[]): number {
  const { leaders, leaderFloorReviews } = SCORE_RULES;
  // The largest few, kept sorted in one pass (the group can be tens of thousands).
  const top: number[] = [];
  for (const count of reviewCounts) {
    if (top.length === leaders && count <= top[leaders - 1]!) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]! < count) at--;
    top.splice(at, 0, count);
    if (top.length > leaders) top.pop();
  }
  return Math.max(leaderFloorReviews, top.length ? top.reduce((sum, count) => sum + count, 0) / top.length : 0);
}

const asPeer = (business: ScoredBusiness): Peer => ({ placeId: business.placeId, rating: business.rating, reviewCount: Math.max(0, business.reviewCount) });

/**
 * The visibility score of `business` among `peers` (businesses of its category and city; it may be among
 * them or not). Deterministic: the same catalog gives the same score.
 */
export function visibilityScore(business: ScoredBusiness, peers: readonly Peer[]): VisibilityScore {
  if (!business.category?.trim()) return scoreWith(business, null, SCORE_RULES.leaderFloorReviews);
  const self = asPeer(business);
  const counts = [self.reviewCount];
  for (const peer of peers) if (peer.placeId !== self.placeId) counts.push(peer.reviewCount);
  return scoreWith(business, rankAmong(self, peers), leadersOf(counts));
}

/**
 * The scores of every business of one group (one category in one city), each among the others: the same as
 * `visibilityScore(member, group)` for each member, in one sort instead of one per member.
 */
export function groupScores(group: readonly ScoredBusiness[]): Map<string, VisibilityScore> {
  const peers = group.map(asPeer);
  // compareStanding with each average worked out once (a group can be tens of thousands).
  const keyed = peers.map((peer) => ({ peer, average: rankingScore(peer.rating, peer.reviewCount) }));
  keyed.sort((a, b) => {
    const average = b.average - a.average;
    return (Math.abs(average) > 1e-9 ? average : 0) || b.peer.reviewCount - a.peer.reviewCount || a.peer.placeId.localeCompare(b.peer.placeId);
  });
  const order = keyed.map((entry) => entry.peer);
  const place = new Map(order.map((peer, index) => [peer.placeId, index + 1]));
  const leaders = leadersOf(peers.map((peer) => peer.reviewCount));
  return new Map(
    group.map((member) => [
      member.placeId,
      member.category?.trim()
        ? scoreWith(member, { rank: place.get(member.placeId)!, total: order.length }, leaders)
        : scoreWith(member, null, SCORE_RULES.leaderFloorReviews),
    ]),
  );
}

/**
 * The share (0–100, whole) of the other members of a group whose score is lower than this one's; null when
 * the business has no peers.
 */
export function percentileAmong(exact: number, others: readonly number[]): number | null {
  if (!others.length) return null;
  return Math.round((others.filter((score) => score < exact - 1e-9).length / others.length) * 100);
}
