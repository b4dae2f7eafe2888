import { EMBED_WIDTH, BADGE_HEIGHT, BADGE_WIDTH, type Badge } from '@findable/core/badges';
import { escapeHtml } from '@findable/core/html';

/** The badge image URL: SVG (or PNG for download), in a language, live for a business when a place is given. */
export function badgeImageUrl(
  badge: Badge,
  category: string,
  locale: string,
  placeId?: string | null,
  mode?: 'png',
): string {
  const query = new URLSearchParams({ type: badge.type, cat: category, lang: locale });
  if (placeId) query.set('place_id', placeId);
  if (mode) query.set('mode', mode);
  return `/api/badge/raw-badge?${query}`;
}

/**
 * The embed snippet (spec §7): a plain link (works without script) around the badge image at width 300 with
 * its height and alt text; it links to the business's verification page when there is one, else to the badges
 * page, with utm_source=badge and utm_medium=embed, and rel="nofollow" as search engines ask of widget links.
 * `origin` is the site's public origin (the server's SITE_URL, from the site facts): the code runs elsewhere.
 */
export function embedCode(
  origin: string,
  badge: Badge,
  category: string,
  locale: string,
  alt: string,
  placeId?: string | null,
): string {
  const target = new URL(
    placeId ? `/${locale}/badges/verify/${encodeURIComponent(placeId)}/${badge.type}` : `/${locale}/badges`,
    origin,
  );
  target.searchParams.set('utm_source', 'badge');
  target.searchParams.set('utm_medium', 'embed');
  const image = new URL(badgeImageUrl(badge, category, locale, placeId), origin);
  const height = Math.round((EMBED_WIDTH * BADGE_HEIGHT) / BADGE_WIDTH);
  return `<a href="${escapeHtml(target.href)}" rel="nofollow" target="_blank"><img src="${escapeHtml(image.href)}" width="${EMBED_WIDTH}" height="${height}" alt="${escapeHtml(alt)}" loading="lazy"></a>`;
}
