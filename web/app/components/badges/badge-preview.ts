import type { Badge } from '@findable/core/badges';
import { badgeSvg } from '@findable/core/badges/badge-svg';
import { categoryLabel } from '@findable/core/badges/categories';
import type { Translate } from '@findable/core/locales/translate';

/** The year the build was made in (vite.config.ts): what the prerendered badges show until the page hydrates. */
export const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

/** The prefix of a badge's gradient ids when it is drawn in the page, unique among the page's badges. */
export const previewIdPrefix = (badge: Badge) => `badge-${badge.id}-`;

/**
 * A badge as the badges page shows it: the SVG `/api/badge/raw-badge` sends for the badge's own name as the
 * category, to be drawn inline in the page (its gradients' ids made unique). The five cards then need no
 * request each, and the browser lays them out with the page instead of as five image documents, so the page's
 * largest paint comes with the HTML (docs/performance.md). The embed code and the downloads keep the API's
 * address: they are used on other sites.
 */
export function badgePreviewSvg(badge: Badge, t: Translate, year: number): string {
  return badgeSvg(
    badge,
    { title: t(`${badge.id}.title`), subtitle: t(`${badge.id}.subtitle`), category: categoryLabel(t(`${badge.id}.short`), t), year },
    previewIdPrefix(badge),
  );
}
