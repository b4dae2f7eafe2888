/**
 * npm run report:distribution [-- --size 20000]
 *
 * The visibility scores of the demo catalog `npm start` seeds (the same seed and size), each business among the
 * businesses of its category in its city, by the published method: the share of businesses per band, and the
 * quartiles. docs/report.md publishes the figures.
 */
import { parseArgs } from 'node:util';
import {
  asGroupMember,
  groupScores,
  scoreBand,
  visibilityScore,
  SCORE_METHOD_VERSION,
  wholeScore,
  type ScoredBusiness,
} from '@findable/core/report/score';
import { DEMO_CATALOG_SIZE, demoBusinesses } from '../src/search/demo-catalog.ts';

const { values } = parseArgs({ options: { size: { type: 'string', default: String(DEMO_CATALOG_SIZE) } } });
const groups = new Map<string, ScoredBusiness[]>();
for (const business of demoBusinesses(Number(values.size))) {
  const key = `${business.category}\u0000${business.city}`;
  const members = groups.get(key) ?? [];
  members.push({
    placeId: business.place_id,
    rating: business.rating,
    reviewCount: business.review_count,
    category: business.category,
    city: business.city,
    address: business.formatted_address,
    lat: business.lat,
    lng: business.lng,
    website: business.website,
    phone: business.phone,
  });
  groups.set(key, members);
}
// A group is one category in one city; a business without a category is scored alone (docs/report.md).
const scores = [...groups.values()]
  .flatMap((group) =>
    group[0]!.category?.trim()
      ? groupScores(group.map(asGroupMember)).map((result) => wholeScore(result.exact))
      : group.map((business) => visibilityScore(business, []).score),
  )
  .sort((a, b) => a - b);
const bands = { low: 0, fair: 0, good: 0, excellent: 0 };
for (const score of scores) bands[scoreBand(score)]++;
const share = (count: number) => `${((count / scores.length) * 100).toFixed(1)} %`;
const quartile = (q: number) => scores[Math.min(scores.length - 1, Math.floor(q * scores.length))];
console.log(
  `Score method ${SCORE_METHOD_VERSION}, ${scores.length.toLocaleString('en-US')} demo businesses in ${groups.size} groups (category × city):`,
);
console.log('| band | scores | share |\n|---|---|---|');
console.log(
  `| needs work | 0–39 | ${share(bands.low)} |\n| fair | 40–69 | ${share(bands.fair)} |\n| good | 70–84 | ${share(bands.good)} |\n| excellent | 85–100 | ${share(bands.excellent)} |`,
);
console.log(
  `Quartiles: ${quartile(0.25)} / ${quartile(0.5)} / ${quartile(0.75)}; lowest ${scores[0]}, highest ${scores.at(-1)}.`,
);
