import { averageRank, type FullReport } from '../report/report.ts';
import { SCORE_METHOD_VERSION, visibilityScore } from '../report/visibility-score.ts';
import { SAMPLE_BUSINESS, SAMPLE_PEERS, SAMPLE_RIVALS } from './sample-business.ts';

/**
 * Map ranks for 'coffee near me' at 7 × 7 points around Café Aurora (the centre): top 3 close by, weaker
 * towards the east, where Bean & Leaf has its cluster.
 */
const GEO_GRID = [
  [3, 2, 2, 2, 4, 6, 9],
  [2, 1, 1, 1, 3, 5, 8],
  [2, 1, 1, 1, 2, 4, 7],
  [2, 1, 1, 1, 1, 3, 6],
  [3, 1, 1, 1, 2, 4, 7],
  [4, 2, 2, 2, 3, 5, 9],
  [5, 4, 3, 3, 5, 7, 11],
].flat();

/** The rivals' average map rank for the same keyword. */
const RIVAL_MAP_RANKS: Record<(typeof SAMPLE_RIVALS)[number], number> = { 'Bean & Leaf': 1.8, 'Kaffeehaus 12': 2.9, 'Morning Ritual': 6.1 };

/**
 * The full audit of Café Aurora: what the demo block shows and what every drawn visual takes its figures
 * from. The score is computed by the published method from the sample peers, like a real report's.
 */
export function sampleReport(computedAt: string): FullReport {
  const result = visibilityScore(SAMPLE_BUSINESS, SAMPLE_PEERS);
  const peer = (name: string) => SAMPLE_PEERS.find((p) => p.name === name)!;
  return {
    access: 'full',
    business: {
      placeId: SAMPLE_BUSINESS.placeId,
      name: SAMPLE_BUSINESS.name,
      formattedAddress: SAMPLE_BUSINESS.address,
      category: SAMPLE_BUSINESS.category,
      city: SAMPLE_BUSINESS.city,
    },
    score: result.score,
    band: result.band,
    computedAt,
    source: 'sample',
    methodVersion: SCORE_METHOD_VERSION,
    parts: result.parts,
    rank: result.rank,
    peers: result.peers,
    missing: result.missing,
    rating: SAMPLE_BUSINESS.rating,
    reviewCount: SAMPLE_BUSINESS.reviewCount,
    rankings: { keyword: 'coffeeNearMe', size: 7, ranks: GEO_GRID },
    competitors: [
      { name: SAMPLE_BUSINESS.name, you: true, rating: SAMPLE_BUSINESS.rating, reviews: SAMPLE_BUSINESS.reviewCount, averageRank: averageRank(GEO_GRID) },
      ...SAMPLE_RIVALS.map((name) => ({ name, rating: peer(name).rating ?? 0, reviews: peer(name).reviewCount, averageRank: RIVAL_MAP_RANKS[name] })),
    ],
    reviews: {
      sentiment: { positive: 82, neutral: 11, negative: 7 },
      topics: [
        { key: 'staff', share: 92, positive: true },
        { key: 'food', share: 81, positive: true },
        { key: 'wait', share: 34, positive: false },
        { key: 'price', share: 22, positive: false },
      ],
      unanswered: 6,
      replyRate: 71,
    },
    fixes: [
      { key: 'website', impact: 'high', done: false },
      { key: 'services', impact: 'high', done: false },
      { key: 'replies', impact: 'high', done: false },
      { key: 'hours', impact: 'medium', done: false },
      { key: 'menu', impact: 'medium', done: false },
      { key: 'posts', impact: 'medium', done: false },
      { key: 'qa', impact: 'low', done: false },
      { key: 'category', impact: 'high', done: true },
      { key: 'photos', impact: 'high', done: true },
      { key: 'duplicate', impact: 'medium', done: true },
      { key: 'description', impact: 'medium', done: true },
      { key: 'attributes', impact: 'low', done: true },
    ],
  };
}
