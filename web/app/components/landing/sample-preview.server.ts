import { SAMPLE_GRID_RANKS } from '@findable/core/demo';
import { gridFigures } from '@findable/core/report/grid';
import { SAMPLE } from '../visuals/frame.tsx';
import { SAMPLE_INNER_GRID } from '../visuals/map-visuals.tsx';

/** The hero preview's figures, from the sample report (the one demo data set): computed at build time. */
export function samplePreview() {
  return {
    name: SAMPLE.business.name,
    city: SAMPLE.business.city ?? '',
    score: SAMPLE.score,
    grid: SAMPLE_INNER_GRID,
    mapRank: gridFigures(SAMPLE_GRID_RANKS).arp ?? 0,
    rating: SAMPLE.facts.rating ?? 0,
    reviews: SAMPLE.facts.reviewCount,
    openFixes: SAMPLE.fixes.length,
  };
}

export type SamplePreview = ReturnType<typeof samplePreview>;
