import type { Badge } from '@findable/core/badges';
import { badgeSvg, badgeText } from '@findable/core/badges/badge-svg';
import type { Translate } from '@findable/core/locales/translate';

/** The year the build was made in (vite.config.ts): what the prerendered badges show until the page hydrates. */
export const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

/**
 * A badge as the badges page shows it: the SVG `/api/badge/raw-badge` sends for the badge's own name as the
 * category, to be drawn inline in the page (its gradients' ids made unique). The five cards then need no request
 * each, and the browser lays them out with the page instead of as five image documents, so the page's largest
 * paint comes with the HTML (docs/performance-history.md, 'The badges page's badges drawn in the page'). The embed
 * code and the downloads keep the API's address: they are used on other sites.
 */
export function badgePreviewSvg(badge: Badge, t: Translate, year: number): string {
  return badgeSvg(badge, badgeText(badge, t, t(`${badge.id}.short`), year), `badge-${badge.id}-`);
}
