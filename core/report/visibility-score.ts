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

/** Place ids compared character by character (as the local-pack model breaks its ties): no locale rules. */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The badges' order of businesses: by Bayesian average, then by reviews, then by id (so ties are stable). The
 * badge ranking (server/src/badges/standing.ts) and the score's local rank both use it.
 */
export function compareStanding(a: Peer, b: Peer): number {
  // Averages closer than floating-point noise are a tie (4.2 from 9 reviews and the prior 4.2 must not differ).
  const average = rankingScore(b.rating, b.reviewCount) - rankingScore(a.rating, a.reviewCount);
  return (Math.abs(average) > 1e-9 ? average : 0) || b.reviewCount - a.reviewCount || compareIds(a.placeId, b.placeId);
}

/** A peer's standing key: its Bayesian average worked out once (a group can be tens of thousands). */
interface Standing {
  peer: Peer;
  average: number;
}

const standingOf = (peer: Peer): Standing => ({ peer, average: rankingScore(peer.rating, peer.reviewCount) });

/** compareStanding on keys whose averages are worked out already. */
function compareKeyed(a: Standing, b: Standing): number {
  const average = b.average - a.average;
  return (
    (Math.abs(average) > 1e-9 ? average : 0) ||
    b.peer.reviewCount - a.peer.reviewCount ||
    compareIds(a.peer.placeId, b.peer.placeId)
  );
}

/**
 * The 1-based rank of `business` among `peers` (it is added when missing); the total counts it once. Counts the
 * peers placed above it rather than sorting them all.
 */
export function rankAmong(business: Peer, peers: readonly Peer[]): { rank: number; total: number } {
  return standingsAmong(peers)(business);
}

/**
 * The rank of any business among the same peers, their averages worked out once: the fixes rank the same
 * business several times over, changed, among thousands.
 */
function standingsAmong(peers: readonly Peer[]): (business: Peer) => { rank: number; total: number } {
  const keyed = peers.map(standingOf);
  return (business) => {
    const self = standingOf(business);
    let above = 0;
    let total = 1;
    for (const key of keyed) {
      if (key.peer.placeId === business.placeId) continue;
      total++;
      if (compareKeyed(key, self) < 0) above++;
    }
    return { rank: above + 1, total };
  };
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
      return (
        Number.isFinite(business.lat) && Number.isFinite(business.lng) && business.lat !== null && business.lng !== null
      );
    case 'website':
      return Boolean(business.website?.trim());
    case 'phone':
      return Boolean(business.phone?.trim());
  }
}

/**
 * How many of the listing fields a business has (0–6). The catalog keeps it per business
 * (`businesses.listing_filled`), so a peer group is read without its text.
 */
export function filledFields(business: ScoredBusiness): number {
  return LISTING_FIELDS.filter((field) => present(business, field)).length;
}

/** A member of a peer group as the score needs it: its standing and how complete its listing is. */
export interface GroupMember extends Peer {
  /** How many of the listing fields it has (`filledFields`). */
  filled: number;
}

export const asGroupMember = (business: ScoredBusiness): GroupMember => ({
  placeId: business.placeId,
  rating: business.rating,
  reviewCount: business.reviewCount,
  filled: filledFields(business),
});

/** The four parts, each 0–1, of a business with `filled` listing fields whose standing is `standing` (null: no category). */
function fractions(
  member: Omit<GroupMember, 'placeId'>,
  standing: { rank: number; total: number } | null,
  leaderReviews: number,
): Record<ScorePart, number> {
  const { ratingFloor, ratingCeiling } = SCORE_RULES;
  const reviewCount = Math.max(0, member.reviewCount);
  const bayesian = rankingScore(member.rating, reviewCount);
  return {
    reputation:
      reviewCount > 0 && member.rating !== null ? clamp01((bayesian - ratingFloor) / (ratingCeiling - ratingFloor)) : 0,
    // Without a category there are no peers: the comparing parts give nothing.
    rank: standing ? (standing.total === 1 ? 1 : (standing.total - standing.rank) / (standing.total - 1)) : 0,
    reviews: standing ? clamp01(Math.log1p(reviewCount) / Math.log1p(leaderReviews)) : 0,
    listing: member.filled / LISTING_FIELDS.length,
  };
}

/** The score shown: the sum rounded to a whole number from 0 to 100. */
export const wholeScore = (exact: number) => Math.min(100, Math.max(0, Math.round(exact)));

const exactOf = (parts: Record<ScorePart, number>) =>
  parts.reputation * SCORE_WEIGHTS.reputation +
  parts.rank * SCORE_WEIGHTS.rank +
  parts.reviews * SCORE_WEIGHTS.reviews +
  parts.listing * SCORE_WEIGHTS.listing;

/** The score of a business whose standing among `total` peers is `standing` (null: no category). */
function scoreWith(
  business: ScoredBusiness,
  standing: { rank: number; total: number } | null,
  leaderReviews: number,
): VisibilityScore {
  const missing = LISTING_FIELDS.filter((field) => !present(business, field));
  const raw = fractions({ ...business, filled: LISTING_FIELDS.length - missing.length }, standing, leaderReviews);
  const parts: Record<ScorePart, number> = {
    reputation: oneDecimal(raw.reputation * SCORE_WEIGHTS.reputation),
    rank: oneDecimal(raw.rank * SCORE_WEIGHTS.rank),
    reviews: oneDecimal(raw.reviews * SCORE_WEIGHTS.reviews),
    listing: oneDecimal(raw.listing * SCORE_WEIGHTS.listing),
  };
  const exact = exactOf(raw);
  const score = wholeScore(exact);
  return {
    score,
    band: scoreBand(score),
    rank: standing?.rank ?? null,
    peers: standing?.total ?? null,
    parts,
    missing,
    exact,
    leaderReviews,
  };
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

/** The local leaders' review count of a business and its peers (itself counted once). */
function leadersWith(business: Peer, peers: readonly Peer[]): number {
  const counts = [Math.max(0, business.reviewCount)];
  for (const peer of peers) if (peer.placeId !== business.placeId) counts.push(Math.max(0, peer.reviewCount));
  return leadersOf(counts);
}

/**
 * The visibility score of `business` among `peers` (businesses of its category and city; it may be among
 * them or not). Deterministic: the same catalog gives the same score.
 */
export function visibilityScore(business: ScoredBusiness, peers: readonly Peer[]): VisibilityScore {
  return scorerAmong(peers)(business);
}

/**
 * Scores any business among the same peers (the fixes score one business several times, changed): the same as
 * `visibilityScore(business, peers)`, with the peers' averages worked out once.
 */
export function scorerAmong(peers: readonly Peer[]): (business: ScoredBusiness) => VisibilityScore {
  const standing = standingsAmong(peers);
  return (business) =>
    business.category?.trim()
      ? scoreWith(business, standing(business), leadersWith(business, peers))
      : scoreWith(business, null, SCORE_RULES.leaderFloorReviews);
}

/** A group member's score among the others: its place, the group's size, the score before rounding and the leaders' reviews. */
export interface GroupScore {
  rank: number;
  total: number;
  exact: number;
  leaderReviews: number;
}

/**
 * The scores of every member of one group (one category in one city, so every member has the category; each
 * place id once), each among the others, in the group's order: the same as `visibilityScore(member, group)`
 * for each, in one sort instead of one count per member (a group can be tens of thousands).
 */
export function groupScores(group: readonly GroupMember[]): GroupScore[] {
  const total = group.length;
  const counts = group.map((member) => Math.max(0, member.reviewCount));
  const averages = group.map((member, i) => rankingScore(member.rating, counts[i]!));
  // compareStanding, on indexes, with each average worked out once.
  const order = Array.from({ length: total }, (_, i) => i).sort((a, b) => {
    const average = averages[b]! - averages[a]!;
    return (
      (Math.abs(average) > 1e-9 ? average : 0) ||
      counts[b]! - counts[a]! ||
      compareIds(group[a]!.placeId, group[b]!.placeId)
    );
  });
  const leaders = leadersOf(counts);
  const scores: GroupScore[] = new Array<GroupScore>(total);
  order.forEach((member, index) => {
    const standing = { rank: index + 1, total };
    scores[member] = {
      ...standing,
      exact: exactOf(fractions(group[member]!, standing, leaders)),
      leaderReviews: leaders,
    };
  });
  return scores;
}

/** `business`'s full score from its place in its group (`groupScores`). */
export function scoreFromGroup(business: ScoredBusiness, standing: GroupScore): VisibilityScore {
  return scoreWith(business, standing, standing.leaderReviews);
}

/**
 * The share (0–100, whole) of the other members of a group whose score is lower than this one's; null when
 * the business has no peers.
 */
export function percentileAmong(exact: number, others: readonly number[]): number | null {
  if (!others.length) return null;
  let lower = 0;
  for (const score of others) if (score < exact - 1e-9) lower++;
  return Math.round((lower / others.length) * 100);
}
