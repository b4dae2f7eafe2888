import {
  compareStanding,
  scorerAmong,
  visibilityScore,
  type ListingField,
  type Peer,
  type ScoredBusiness,
} from './visibility-score.ts';

/**
 * The full audit's fixes (docs/report.md 'Fixes, ordered by measured impact'): every change whose effect the
 * published method can compute, each scored by applying it and computing the score again with the same
 * peers. A change the data cannot support (a gain of nothing, or a loss) is not on the list.
 */
export type Fix =
  /** Add a missing field to the listing. `atLeast`: the gain counts only the listing part (see category). */
  | { kind: 'field'; field: ListingField; gain: number; atLeast: boolean }
  /** Reach the local leaders' review count, at the same average rating. */
  | { kind: 'reviews'; from: number; to: number; gain: number; atLeast: false }
  /** Raise the average rating to the leaders' (the median of the three best-placed peers). */
  | { kind: 'rating'; from: number; to: number; gain: number; atLeast: false };

/** A gain below this rounds to 0.0 points: not worth a line. */
const MIN_GAIN = 0.05;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** What a missing field is set to when its fix is applied (any present value counts the same). */
const FILLED: Record<ListingField, Partial<ScoredBusiness>> = {
  address: { address: 'filled' },
  category: { category: 'filled' },
  city: { city: 'filled' },
  coordinates: { lat: 0, lng: 0 },
  website: { website: 'filled' },
  phone: { phone: 'filled' },
};

/** The average rating of the three peers placed highest by rating order (their median), or null. */
function leadersRating(business: ScoredBusiness, peers: readonly Peer[]): number | null {
  // The best three, kept in order in one pass (the peers can be tens of thousands).
  const best: Peer[] = [];
  for (const peer of peers) {
    if (peer.placeId === business.placeId || peer.rating === null) continue;
    if (best.length === 3 && compareStanding(peer, best[2]!) >= 0) continue;
    let at = best.length;
    while (at > 0 && compareStanding(peer, best[at - 1]!) < 0) at--;
    best.splice(at, 0, peer);
    if (best.length > 3) best.pop();
  }
  const ratings = best.map((peer) => peer.rating!).sort((a, b) => a - b);
  return ratings.length ? ratings[Math.floor((ratings.length - 1) / 2)]! : null;
}

/** The fixes for a business among its peers, the largest gain first. */
export function fixesByImpact(business: ScoredBusiness, peers: readonly Peer[]): Fix[] {
  const scoreOf = scorerAmong(peers);
  const base = scoreOf(business);
  const gainOf = (changed: ScoredBusiness) => scoreOf(changed).exact - base.exact;
  const fixes: Fix[] = [];

  for (const field of base.missing) {
    if (field === 'category') {
      // Which peers a category brings is unknown until it is chosen: only the listing part is certain.
      const listingOnly = visibilityScore({ ...business, ...FILLED.category }, []).parts.listing - base.parts.listing;
      fixes.push({ kind: 'field', field, gain: oneDecimal(listingOnly), atLeast: true });
    } else {
      fixes.push({ kind: 'field', field, gain: oneDecimal(gainOf({ ...business, ...FILLED[field] })), atLeast: false });
    }
  }

  if (base.peers !== null) {
    const target = Math.ceil(base.leaderReviews);
    if (business.reviewCount < target) {
      fixes.push({
        kind: 'reviews',
        from: business.reviewCount,
        to: target,
        gain: oneDecimal(gainOf({ ...business, reviewCount: target })),
        atLeast: false,
      });
    }
    const rating = leadersRating(business, peers);
    if (business.rating !== null && rating !== null && business.rating < rating) {
      fixes.push({
        kind: 'rating',
        from: business.rating,
        to: rating,
        gain: oneDecimal(gainOf({ ...business, rating })),
        atLeast: false,
      });
    }
  }
  return fixes.filter((fix) => fix.gain >= MIN_GAIN).sort((a, b) => b.gain - a.gain || fixOrder(a) - fixOrder(b));
}

const KIND_ORDER = { field: 0, reviews: 1, rating: 2 } as const;
const fixOrder = (fix: Fix) => KIND_ORDER[fix.kind];
