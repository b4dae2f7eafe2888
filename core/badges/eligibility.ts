import type { BadgeType } from './definitions.ts';

/**
 * The published rules (docs/badges.md). A business's standing among businesses of its category in its city is
 * its rank by a Bayesian average rating: ratings with few reviews are pulled towards a typical 4.2, so ten
 * 5-star reviews do not outrank four hundred 4.8-star ones.
 */
export const RULES = {
  trustedMinRating: 4.9,
  favouriteMinReviews: 100,
  favouriteMinRating: 4.7,
  priorRating: 4.2,
  priorReviews: 25,
} as const;

export interface BusinessStanding {
  rating: number | null;
  reviewCount: number;
  /** 1-based rank among businesses of its category in its city. */
  rank: number;
  total: number;
}

export interface BadgeResult {
  type: BadgeType;
  earned: boolean;
}

/** A business's standing among its peers and the badges it earns: what the badge API answers (server and web). */
export interface BadgeStanding {
  business: {
    place_id: string;
    name: string;
    formatted_address: string;
    category: string | null;
    city: string | null;
    rating: number | null;
    review_count: number;
  };
  rank: number;
  total: number;
  badges: BadgeResult[];
}

/** The Bayesian average used for ranking. */
export function rankingScore(rating: number | null, reviewCount: number): number {
  const { priorRating, priorReviews } = RULES;
  const r = rating ?? priorRating;
  return (reviewCount * r + priorReviews * priorRating) / (reviewCount + priorReviews);
}

/** Which of the five badges a business earns, from its rating, reviews and rank. */
export function evaluateBadges(standing: BusinessStanding): BadgeResult[] {
  const rating = standing.rating ?? 0;
  return [
    { type: 'trusted', earned: standing.reviewCount > 0 && rating >= RULES.trustedMinRating },
    { type: 'top25', earned: standing.rank <= 25 },
    { type: 'top50', earned: standing.rank <= 50 },
    { type: 'top100', earned: standing.rank <= 100 },
    {
      type: 'favourite',
      earned: standing.reviewCount >= RULES.favouriteMinReviews && rating >= RULES.favouriteMinRating,
    },
  ];
}
