import type { Badge } from '@findable/core/badges';
import { badgeSvg } from '@findable/core/badges/badge-svg';
import { categoryLabel } from '@findable/core/badges/categories';
import type { Translate } from '@findable/core/locales/translate';

/** The year the build was made in (vite.config.ts): what the prerendered badges show until the page hydrates. */
export const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

/**
 * A badge as the badges page shows it: the SVG `/api/badge/raw-badge` sends for the badge's own name as the
 * category, drawn in the page as a data URL. The five cards then need no request each, so the first one (the
 * page's largest paint on a phone) comes with the HTML instead of after it (docs/performance.md). The embed
 * code and the downloads keep the API's address: they are used on other sites.
 */
export function badgePreviewUrl(badge: Badge, t: Translate, year: number): string {
  const svg = badgeSvg(badge, {
    title: t(`${badge.id}.title`),
    subtitle: t(`${badge.id}.subtitle`),
    category: categoryLabel(t(`${badge.id}.short`), t),
    year,
  });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
