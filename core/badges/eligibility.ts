import type { BadgeType } from './definitions.ts';

/**
 * The published rules (docs/badges.md). A business's standing among businesses of its category in its city is
 * its rank by a Bayesian average rating: ratings with few reviews are pulled towards a typical 4.2, so ten
 * 5-star reviews do not outrank four hundred 4.8-star ones.
 *
 * A Top N badge also needs a field of at least `fieldPerPlace` × N businesses of the category in the city: its
 * holder is then in the better half of a real field, as the badge's words say ('over most of the competition',
 * 'a crowded market'). Without it, the third of twelve cafés would show 'Top 25' on its website, a claim that
 * held for every café in town.
 */
export const RULES = {
  trustedMinRating: 4.9,
  favouriteMinReviews: 100,
  favouriteMinRating: 4.7,
  priorRating: 4.2,
  priorReviews: 25,
  fieldPerPlace: 2,
} as const;

/** The rank badges, from the most exclusive: each with its number of places. */
const TOP_BADGES = [
  { type: 'top25', places: 25 },
  { type: 'top50', places: 50 },
  { type: 'top100', places: 100 },
] as const satisfies ReadonlyArray<{ type: BadgeType; places: number }>;

/** How many businesses of the category in the city a Top badge of `places` places needs. */
export const fieldFor = (places: number) => RULES.fieldPerPlace * places;

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

/** Which of the five badges a business earns, from its rating, reviews, rank and the size of its field. */
export function evaluateBadges(standing: BusinessStanding): BadgeResult[] {
  const rating = standing.rating ?? 0;
  return [
    { type: 'trusted', earned: standing.reviewCount > 0 && rating >= RULES.trustedMinRating },
    ...TOP_BADGES.map(({ type, places }) => ({
      type,
      earned: standing.rank <= places && standing.total >= fieldFor(places),
    })),
    {
      type: 'favourite',
      earned: standing.reviewCount >= RULES.favouriteMinReviews && rating >= RULES.favouriteMinRating,
    },
  ];
}

/**
 * For a business that earns no Top badge: the nearest one its field allows (the widest, so the fewest places to
 * climb) and how many places it must climb to it, or, in a field too small for any, the field the first one needs.
 */
export function nearestTopBadge(
  standing: Pick<BusinessStanding, 'rank' | 'total'>,
): { type: BadgeType; places: number } & ({ climb: number } | { field: number }) {
  const open = TOP_BADGES.filter(({ places }) => standing.total >= fieldFor(places)).at(-1);
  if (open) return { ...open, climb: Math.max(1, standing.rank - open.places) };
  const [first] = TOP_BADGES;
  return { ...first, field: fieldFor(first.places) };
}
