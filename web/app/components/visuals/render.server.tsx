import type { Locale } from '@findable/core/locales';
import { formatNumber, formatRating } from '@findable/core/locales/format';
import type { MessageBundle } from '@findable/core/locales/messages';
import { SAMPLE_GRID_RANKS } from '@findable/core/demo';
import { gridFigures } from '@findable/core/report/grid';
import { createTranslator, type Translate } from '@findable/core/locales/translate';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OfficeVisual, TeamVisual } from './about-visuals.tsx';
import { AgencyVisual, MarketingVisual, WhiteLabelVisual } from './agency-visuals.tsx';
import { SAMPLE, type VisualProps } from './frame.tsx';
import { CompetitorsVisual, GrowthVisual, ReviewsVisual } from './insight-visuals.tsx';
import { DemandVisual, OpportunityVisual, SaturationVisual } from './location-visuals.tsx';
import { CompareGridVisual, GeoGridVisual, HexMapVisual } from './map-visuals.tsx';
import { GapsVisual, ProfileCompareVisual, ProspectVisual, RepliesVisual, SentimentVisual } from './review-visuals.tsx';
import { BacklinksVisual, KeywordsVisual, SpeedVisual } from './performance-visuals.tsx';
import { AiVisual, DashboardVisual, FixesVisual, ReportVisual } from './report-visuals.tsx';
import type { RenderedVisuals, VisualId } from './visual-ids.ts';

const VISUALS: Record<VisualId, ComponentType<VisualProps>> = {
  report: ReportVisual,
  fixes: FixesVisual,
  ai: AiVisual,
  dashboard: DashboardVisual,
  geogrid: GeoGridVisual,
  hexmap: HexMapVisual,
  hexmapPro: (props) => <HexMapVisual {...props} fine />,
  reviews: ReviewsVisual,
  competitors: CompetitorsVisual,
  growth: GrowthVisual,
  opportunity: OpportunityVisual,
  demand: DemandVisual,
  saturation: SaturationVisual,
  speed: SpeedVisual,
  backlinks: BacklinksVisual,
  keywords: KeywordsVisual,
  agency: AgencyVisual,
  whitelabel: WhiteLabelVisual,
  marketing: MarketingVisual,
  sentiment: SentimentVisual,
  gaps: GapsVisual,
  replies: RepliesVisual,
  compareGrid: CompareGridVisual,
  profileCompare: ProfileCompareVisual,
  prospect: ProspectVisual,
  team: TeamVisual,
  office: OfficeVisual,
};

/**
 * A translator over the `visuals` catalog, for the drawings. The loader passes the catalogs in: importing
 * the catalog table here would change how the client bundle is split (the on-demand catalog chunks get
 * merged into a shared one), although none of this module reaches the browser.
 */
export function visualTranslator(locale: Locale, messages: MessageBundle): Translate {
  return createTranslator(locale, messages, 'visuals');
}

/** The sample café's figures, for alt texts that name them ('score 78 of 100, rating 4.8 …'). */
function sampleFigures(locale: Locale) {
  return {
    score: SAMPLE.score,
    mapRank: formatNumber(locale, gridFigures(SAMPLE_GRID_RANKS).arp ?? 0),
    rating: formatRating(locale, SAMPLE.facts.rating),
    reviews: formatNumber(locale, SAMPLE.facts.reviewCount),
  };
}

/**
 * One drawn visual as an image: `role="img"` with its alt text from the `visuals` catalog. `defer` (a drawing in
 * a tab panel hidden at first) marks the drawing for the build to move into a file of its own, fetched when the
 * panel is shown (web/scripts/deferred-panels.ts); the alt text stays in the page. `loadError` is what the
 * drawing's place says when that file cannot be fetched.
 */
export function VisualFigure({
  id,
  t,
  locale,
  defer,
  belowTheFold,
}: { id: VisualId; defer?: { loadError: string } } & VisualProps) {
  const Visual = VISUALS[id];
  return (
    <div role="img" aria-label={t(`${id}.alt`, sampleFigures(locale))} className="h-full">
      <div aria-hidden="true" className="h-full" data-defer={defer ? '' : undefined} data-load-error={defer?.loadError}>
        <Visual t={t} locale={locale} belowTheFold={belowTheFold} />
      </div>
    </div>
  );
}

/**
 * Renders a page's drawn visuals to HTML at build time (in the route's loader, which never reaches the
 * browser). The pictures are static, so their markup travels as loader data and is set as inner HTML: the
 * page's JavaScript carries none of it (docs/decisions/005-build-time-rendered-static-parts.md). `onFirstScreen`
 * names the ones a page shows at the top (its hero), whose drawings stay inline (VisualProps' `belowTheFold`).
 */
export function renderVisuals(
  locale: Locale,
  messages: MessageBundle,
  ids: readonly VisualId[],
  onFirstScreen: readonly VisualId[] = [],
): RenderedVisuals {
  const t = visualTranslator(locale, messages);
  const out: RenderedVisuals = {};
  for (const id of new Set(ids)) {
    out[id] = renderToStaticMarkup(
      <VisualFigure id={id} t={t} locale={locale} belowTheFold={!onFirstScreen.includes(id)} />,
      {
        identifierPrefix: `visual-${id}-`,
      },
    );
  }
  return out;
}
