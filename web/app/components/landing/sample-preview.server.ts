import { averageRank } from '@findable/core/report';
import { SAMPLE } from '../visuals/frame.tsx';
import { SAMPLE_INNER_GRID } from '../visuals/map-visuals.tsx';

/** The hero preview's figures, from the sample report (the one demo data set): computed at build time. */
export function samplePreview() {
  return {
    name: SAMPLE.business.name,
    city: SAMPLE.business.city ?? '',
    score: SAMPLE.score,
    grid: SAMPLE_INNER_GRID,
    mapRank: averageRank(SAMPLE.rankings.ranks),
    rating: SAMPLE.rating ?? 0,
    reviews: SAMPLE.reviewCount,
    openFixes: SAMPLE.fixes.filter((fix) => !fix.done).length,
  };
}

export type SamplePreview = ReturnType<typeof samplePreview>;
