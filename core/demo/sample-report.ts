import type { Locale } from '../locales/index.ts';
import { median, scoreInGroup } from '../report/audit.ts';
import { fixesByImpact } from '../report/fixes.ts';
import { gridFigures } from '../report/grid.ts';
import { keywordsFor } from '../report/keywords.ts';
import type { FullReport } from '../report/report.ts';
import { asGroupMember, SCORE_METHOD_VERSION, type ScoredBusiness } from '../report/visibility-score.ts';
import { SAMPLE_BUSINESS, SAMPLE_PEERS, SAMPLE_RIVALS } from './sample-business.ts';

/**
 * Map ranks for the café's main search ('coffee shop', 'Café', 'kávézó') at 7 × 7 points around Café Aurora
 * (the centre): top 3 close by, weaker towards the east, where Bean & Leaf has its cluster.
 */
export const SAMPLE_GRID_RANKS = [
  [3, 2, 2, 2, 4, 6, 9],
  [2, 1, 1, 1, 3, 5, 8],
  [2, 1, 1, 1, 2, 4, 7],
  [2, 1, 1, 1, 1, 3, 6],
  [3, 1, 1, 1, 2, 4, 7],
  [4, 2, 2, 2, 3, 5, 9],
  [5, 4, 3, 3, 5, 7, 11],
].flat();

/** The rivals' average map rank for the same search, and the points where each is ahead of the café. */
const RIVALS: Record<(typeof SAMPLE_RIVALS)[number], { averageRank: number; pointsAhead: number }> = {
  'Bean & Leaf': { averageRank: 1.8, pointsAhead: 22 },
  'Kaffeehaus 12': { averageRank: 2.9, pointsAhead: 14 },
  'Morning Ritual': { averageRank: 6.1, pointsAhead: 4 },
};

/** The sample peers as listings: complete, like the café's rivals on a well-kept map. */
const PEER_LISTINGS: ScoredBusiness[] = SAMPLE_PEERS.map((peer) => ({
  ...peer,
  category: SAMPLE_BUSINESS.category,
  city: SAMPLE_BUSINESS.city,
  address: `${peer.name}, Budapest`,
  lat: SAMPLE_BUSINESS.lat,
  lng: SAMPLE_BUSINESS.lng,
  website: 'https://example.com',
  phone: '+36 1 555 0100',
}));

/**
 * The full audit of Café Aurora: what the demo block shows and what every drawn visual takes its figures
 * from. The score, its percentile, the fixes and the review figures are computed by the published method
 * from the sample peers, like a real report's; the grid and the rivals' map ranks are sample figures.
 */
export function sampleReport(computedAt: string, locale: Locale = 'en-US'): FullReport {
  const { result, facts } = scoreInGroup(SAMPLE_BUSINESS, PEER_LISTINGS.map(asGroupMember));
  const keyword = keywordsFor(SAMPLE_BUSINESS.category)[0]!;
  const peer = (name: string) => SAMPLE_PEERS.find((p) => p.name === name)!;
  const figures = gridFigures(SAMPLE_GRID_RANKS);
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
    facts,
    parts: result.parts,
    missing: result.missing,
    planState: 'active',
    rankings: {
      scanId: 'sample',
      keyword: keyword.text[locale],
      keywordId: keyword.id,
      keywords: keywordsFor(SAMPLE_BUSINESS.category).map((choice) => ({ id: choice.id, text: choice.text[locale] })),
      size: 7,
      spacingM: 1000,
      source: 'local',
      status: 'done',
      startedAt: computedAt,
      ranks: SAMPLE_GRID_RANKS,
      done: SAMPLE_GRID_RANKS.length,
      figures,
      previous: null,
    },
    competitors: [
      {
        name: SAMPLE_BUSINESS.name,
        you: true,
        rating: SAMPLE_BUSINESS.rating,
        reviews: SAMPLE_BUSINESS.reviewCount,
        averageRank: figures.atrp!,
        pointsAhead: 0,
      },
      ...SAMPLE_RIVALS.map((name) => ({
        name,
        rating: peer(name).rating,
        reviews: peer(name).reviewCount,
        ...RIVALS[name],
      })),
    ],
    reviews: {
      rating: SAMPLE_BUSINESS.rating,
      count: SAMPLE_BUSINESS.reviewCount,
      peersMedianRating: median(SAMPLE_PEERS.flatMap((p) => (p.rating === null ? [] : [p.rating]))),
      peersMedianCount: median(SAMPLE_PEERS.map((p) => p.reviewCount)),
      leaderCount: Math.ceil(result.leaderReviews),
      toLeaders: Math.max(0, Math.ceil(result.leaderReviews) - SAMPLE_BUSINESS.reviewCount),
      latest: null,
    },
    fixes: fixesByImpact(SAMPLE_BUSINESS, SAMPLE_PEERS),
  };
}

/**
 * What review mining (a managed-service feature, spec §1) would show for Café Aurora: the product pages'
 * illustrations only. The report's Reviews section never shows these: no data source of the audit has them.
 */
export const SAMPLE_REVIEW_INSIGHTS = {
  sentiment: { positive: 82, neutral: 11, negative: 7 },
  topics: [
    { key: 'staff', share: 92, positive: true },
    { key: 'food', share: 81, positive: true },
    { key: 'wait', share: 34, positive: false },
    { key: 'price', share: 22, positive: false },
  ],
} as const;
