import { rankingScore } from '../badges/eligibility.ts';
import { distanceM, METRES_PER_DEGREE, NOT_IN_TOP, TOP_RESULTS, type LatLng } from './grid.ts';
import { nameMatches, type ScanKeyword } from './keywords.ts';

/**
 * The local-pack model: how the catalog ranks businesses for a search at one point of the map, where Google
 * Places is not configured. Published in docs/report.md; every number here is in that table, and changing
 * one changes every scan of the catalog (scans store their source, so old and new are never compared).
 *
 *   score = relevance × (floor + (1 − floor) × prominence) × proximity
 *
 * - relevance: the business's category is the search's category and its name contains one of the search's
 *   words (1.0), the category only (0.8), the name only (0.5); neither: not a result.
 * - prominence, 0–1: 60 % the badges' Bayesian average rating on a scale from 3.0 to 5.0, 40 % the review
 *   count on a logarithmic scale that is full at 1,000 reviews.
 * - proximity: 1 / (1 + (d / 1.5 km)²): 1 at the point, ½ at 1.5 km, a fifth at 3 km; beyond 5 km no result.
 *   In a scan, d is measured on the grid's tangent plane (as the grid is laid out); over a few kilometres it
 *   differs from the great-circle distance by far less than a metre.
 *
 * Ties go to the lower place id, so the same catalog always gives the same ranks.
 */
export const LOCAL_PACK_MODEL = {
  relevance: { both: 1, category: 0.8, name: 0.5 },
  prominenceFloor: 0.25,
  ratingWeight: 0.6,
  ratingFrom: 3.0,
  ratingTo: 5.0,
  reviewsFull: 1000,
  halfDistanceM: 1500,
  radiusM: 5000,
} as const;

/** What the model needs of a business. `foldedName` is lower case without accents, as the catalog indexes it. */
export interface PackCandidate extends LatLng {
  placeId: string;
  category: string | null;
  foldedName: string;
  rating: number | null;
  reviewCount: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Relevance of a business for a search (0: not a result). */
export function relevance(
  candidate: Pick<PackCandidate, 'category' | 'foldedName'>,
  keyword: Pick<ScanKeyword, 'category' | 'stems'>,
): number {
  const category = candidate.category === keyword.category;
  const name = nameMatches(candidate.foldedName, keyword.stems);
  const { both, category: categoryOnly, name: nameOnly } = LOCAL_PACK_MODEL.relevance;
  return category && name ? both : category ? categoryOnly : name ? nameOnly : 0;
}

/** Prominence, 0–1, from the rating (Bayesian, as the badges rank) and the number of reviews. */
export function prominence(candidate: Pick<PackCandidate, 'rating' | 'reviewCount'>): number {
  const { ratingWeight, ratingFrom, ratingTo, reviewsFull } = LOCAL_PACK_MODEL;
  const rating = clamp01(
    (rankingScore(candidate.rating, candidate.reviewCount) - ratingFrom) / (ratingTo - ratingFrom),
  );
  const reviews = clamp01(Math.log1p(Math.max(0, candidate.reviewCount)) / Math.log1p(reviewsFull));
  return ratingWeight * rating + (1 - ratingWeight) * reviews;
}

/** Proximity, 0–1, from the distance in metres; 0 beyond the model's radius. */
export function proximity(distance: number): number {
  const { halfDistanceM, radiusM } = LOCAL_PACK_MODEL;
  return distance > radiusM ? 0 : 1 / (1 + (distance / halfDistanceM) ** 2);
}

/** A candidate's score at a point for a search; 0 when it is not a result there. */
export function packScore(
  candidate: PackCandidate,
  point: LatLng,
  keyword: Pick<ScanKeyword, 'category' | 'stems'>,
): number {
  const fit = relevance(candidate, keyword);
  if (!fit) return 0;
  const near = proximity(distanceM(candidate, point));
  if (!near) return 0;
  const { prominenceFloor } = LOCAL_PACK_MODEL;
  return fit * (prominenceFloor + (1 - prominenceFloor) * prominence(candidate)) * near;
}

/** One point's result: the business's rank (1–20, or 21 when not in the top 20) and the top 20's place ids. */
export interface PointResult {
  rank: number;
  top: string[];
  /** The twentieth's score, 0 while there are fewer than 20 results: a business scoring less cannot enter. */
  cutoff: number;
}

/**
 * The top 20 at a point and where `targetId` stands among them. Positions are metres east and north of the
 * grid's centre on its tangent plane (the grid is laid out the same way), so a distance is a hypotenuse.
 */
function rankAt(
  point: { x: number; y: number },
  candidates: readonly PackCandidate[],
  places: ReadonlyArray<{ x: number; y: number }>,
  fits: readonly number[],
  prominences: readonly number[],
  targetId: string,
): PointResult {
  const { prominenceFloor, radiusM } = LOCAL_PACK_MODEL;
  // The best TOP_RESULTS, kept sorted: candidates are many, results are twenty.
  const top: Array<{ id: string; score: number }> = [];
  for (let i = 0; i < candidates.length; i++) {
    const fit = fits[i]!;
    if (!fit) continue;
    const distance = Math.hypot(places[i]!.x - point.x, places[i]!.y - point.y);
    if (distance > radiusM) continue;
    const candidate = candidates[i]!;
    const score = fit * (prominenceFloor + (1 - prominenceFloor) * prominences[i]!) * proximity(distance);
    const last = top[top.length - 1];
    if (
      top.length === TOP_RESULTS &&
      last &&
      (score < last.score || (score === last.score && candidate.placeId > last.id))
    )
      continue;
    let at = top.length;
    while (
      at > 0 &&
      (top[at - 1]!.score < score || (top[at - 1]!.score === score && top[at - 1]!.id > candidate.placeId))
    )
      at--;
    top.splice(at, 0, { id: candidate.placeId, score });
    if (top.length > TOP_RESULTS) top.pop();
  }
  const index = top.findIndex((entry) => entry.id === targetId);
  return {
    rank: index === -1 ? NOT_IN_TOP : index + 1,
    top: top.map((entry) => entry.id),
    cutoff: top.length === TOP_RESULTS ? top[TOP_RESULTS - 1]!.score : 0,
  };
}

/** Ranks `targetId` at every point of a grid (laid out by `gridPoints`) by the local-pack model. */
export function scanWithModel(
  points: readonly LatLng[],
  candidates: readonly PackCandidate[],
  keyword: Pick<ScanKeyword, 'category' | 'stems'>,
  targetId: string,
): PointResult[] {
  const centre = points[(points.length - 1) >> 1]!;
  const metresPerLng = METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180);
  const planar = (place: LatLng) => ({
    x: (place.lng - centre.lng) * metresPerLng,
    y: (place.lat - centre.lat) * METRES_PER_DEGREE,
  });
  const fits = candidates.map((candidate) => relevance(candidate, keyword));
  const prominences = candidates.map((candidate) => prominence(candidate));
  const places = candidates.map(planar);
  return points.map((point) => rankAt(planar(point), candidates, places, fits, prominences, targetId));
}

/**
 * How far from the grid a scan must have read for its ranks to be those over the whole catalog. A business
 * farther than `d` from a point scores less than proximity(d) there (relevance and prominence are at most 1):
 * where a point's top 20 is full, nobody beyond the distance at which proximity falls to its twentieth's score
 * could enter it. A point with fewer than 20 results needs the model's whole reach. One metre of slack covers
 * the rounding between degrees and metres.
 */
export function reachNeeded(results: readonly PointResult[]): number {
  const { halfDistanceM, radiusM } = LOCAL_PACK_MODEL;
  let needed = 0;
  for (const result of results) {
    if (result.top.length < TOP_RESULTS || result.cutoff <= 0) return radiusM;
    // proximity(d) = cutoff  ⇔  d = half · √(1 / cutoff − 1)
    needed = Math.max(needed, halfDistanceM * Math.sqrt(Math.max(0, 1 / result.cutoff - 1)) + 1);
  }
  return Math.min(radiusM, needed);
}

/** Whether a scan over only the candidates within `reachM` of the grid (the box `gridBounds` draws) is complete. */
export function scanIsComplete(results: readonly PointResult[], reachM: number): boolean {
  return reachM >= LOCAL_PACK_MODEL.radiusM || reachNeeded(results) <= reachM;
}
