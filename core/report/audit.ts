import { evaluateBadges } from '../badges/eligibility.ts';
import { NOT_IN_TOP, type PointRank } from './grid.ts';
import type { ReportFacts } from './report.ts';
import {
  asGroupMember,
  groupScores,
  percentileAmong,
  scoreFromGroup,
  visibilityScore,
  type GroupMember,
  type ScoredBusiness,
  type VisibilityScore,
} from './visibility-score.ts';

/**
 * The full audit's pure parts that work on a scan's points and the peers (docs/report.md): the competitors
 * that outrank the business, and review figures against the peers.
 */

/** One point of a scan as stored: the business's rank (null: failed) and the top 20's place ids. */
export interface ScanPoint {
  rank: PointRank;
  top: readonly string[];
}

export interface CompetitorStanding {
  placeId: string;
  /** Points where it ranks above the business. */
  pointsAhead: number;
  /** Its average rank over the measured points, 21 where it is not in the top 20, one decimal. */
  averageRank: number;
}

/** How many competitors the section lists. */
export const COMPETITORS_SHOWN = 10;

/**
 * The businesses that outrank `placeId` at the most points (at most 10), each with the points where it is
 * ahead and its average rank; ties by the better average rank, then by place id in code-unit order (not
 * `localeCompare`, whose order follows the process's locale: two servers could store one scan's competitors in
 * two orders).
 */
export function competitorsFromScan(points: readonly ScanPoint[], placeId: string): CompetitorStanding[] {
  const measured = points.filter((point) => point.rank !== null);
  const ahead = new Map<string, number>();
  for (const point of measured) {
    const own = point.top.indexOf(placeId);
    const above = own === -1 ? point.top : point.top.slice(0, own);
    for (const id of above) if (id !== placeId) ahead.set(id, (ahead.get(id) ?? 0) + 1);
  }
  const averageRank = (id: string) => {
    const total = measured.reduce((sum, point) => {
      const index = point.top.indexOf(id);
      return sum + (index === -1 ? NOT_IN_TOP : index + 1);
    }, 0);
    return Math.round((total / measured.length) * 10) / 10;
  };
  return [...ahead]
    .map(([id, pointsAhead]) => ({ placeId: id, pointsAhead, averageRank: averageRank(id) }))
    .sort(
      (a, b) =>
        b.pointsAhead - a.pointsAhead ||
        a.averageRank - b.averageRank ||
        (a.placeId < b.placeId ? -1 : a.placeId > b.placeId ? 1 : 0),
    )
    .slice(0, COMPETITORS_SHOWN);
}

/** The median of a list (the mean of the two middle values for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Fewer peers than this (the business not counted), or fewer reviews, and the score compares little. */
export const LOW_CONFIDENCE = { peers: 5, reviews: 10 } as const;

/**
 * The score of a business in its peer group (itself included or not) and the public figures both reports
 * show: rating, reviews, place by rating, percentile of its score among its peers', badges, confidence.
 */
export function scoreInGroup(
  business: ScoredBusiness,
  group: readonly GroupMember[],
): { result: VisibilityScore; facts: ReportFacts } {
  const others = group.filter((member) => member.placeId !== business.placeId);
  let result: VisibilityScore;
  let othersExact: number[] = [];
  if (business.category?.trim()) {
    const [own, ...theirs] = groupScores([asGroupMember(business), ...others]);
    result = scoreFromGroup(business, own!);
    othersExact = theirs.map((score) => score.exact);
  } else {
    // Without a category there is nobody to compare with.
    result = visibilityScore(business, []);
  }
  const rank = result.rank;
  return {
    result,
    facts: {
      rating: business.rating,
      reviewCount: business.reviewCount,
      rank,
      peers: result.peers,
      percentile: percentileAmong(result.exact, othersExact),
      lowConfidence: othersExact.length < LOW_CONFIDENCE.peers || business.reviewCount < LOW_CONFIDENCE.reviews,
      badges:
        rank === null || result.peers === null
          ? []
          : evaluateBadges({ rating: business.rating, reviewCount: business.reviewCount, rank, total: result.peers })
              .filter((badge) => badge.earned)
              .map((badge) => badge.type),
    },
  };
}
