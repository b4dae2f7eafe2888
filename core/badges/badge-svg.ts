import { escapeHtml } from '../html.ts';
import type { Translate } from '../locales/translate.ts';
import { categoryLabel } from './categories.ts';
import { BADGE_HEIGHT, BADGE_WIDTH, type Badge } from './definitions.ts';

/** Cuts text to a length that fits its line on the badge. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface BadgeText {
  title: string;
  subtitle: string;
  category: string;
  year: number;
  /** For a lapsed badge (given a place_id that no longer earns it): drawn grey and marked. */
  lapsedLabel?: string;
}

/**
 * A badge's texts in the reader's language (`t` over the `badges` catalog): its title and subtitle, and the
 * category as the reader's label (a known business type such as 'restaurant' is named in the language). The
 * badge endpoint and the badges page draw with the same texts.
 */
export function badgeText(badge: Badge, t: Translate, category: string, year: number): BadgeText {
  return {
    title: t(`${badge.id}.title`),
    subtitle: t(`${badge.id}.subtitle`),
    category: categoryLabel(category, t),
    year,
  };
}

/**
 * A badge as SVG: a ribbon medal with the badge's colour, its title, the category the visitor chose (escaped:
 * it comes from the URL) and the year. Text uses widely available fonts so the PNG renderer finds them.
 * `idPrefix` goes before the gradients' ids, for several badges drawn inline in one page.
 */
export function badgeSvg(badge: Badge, text: BadgeText, idPrefix = ''): string {
  // Hex colours (not oklch): every SVG renderer and mail client understands them.
  const [d, m, l] = text.lapsedLabel ? ['#3f4250', '#7b7f8c', '#eceef3'] : palette(badge.hue);
  const title = fit(text.title, 24);
  const subtitle = fit(text.subtitle, 38);
  const category = fit(text.category, 34);
  // Fonts differ between renderers (an <img> cannot use web fonts); a line that might not fit is squeezed to
  // its box with textLength instead of running over the edge. ~0.6 em per character, bold a little wider.
  const squeeze = (line: string, size: number, room: number) =>
    line.length * size * 0.62 > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  const pillText = Math.min(250, Math.ceil(category.length * 18 * 0.62));
  const pillWidth = pillText + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}" role="img" aria-label="${escapeHtml(title)} – ${escapeHtml(category)}">
<defs>
<linearGradient id="${idPrefix}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${l}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
<linearGradient id="${idPrefix}medal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m}"/><stop offset="1" stop-color="${d}"/></linearGradient>
</defs>
<rect x="4" y="4" width="${BADGE_WIDTH - 8}" height="${BADGE_HEIGHT - 8}" rx="36" fill="url(#${idPrefix}bg)" stroke="${m}" stroke-width="4"/>
<path d="M118 214 L92 312 L130 294 L150 330 L172 236 Z" fill="${d}"/>
<path d="M182 214 L208 312 L170 294 L150 330 L128 236 Z" fill="${m}"/>
<circle cx="150" cy="160" r="96" fill="url(#${idPrefix}medal)"/>
<circle cx="150" cy="160" r="78" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="4 7"/>
<path d="M150 104 l16 33 36 5 -26 25 6 36 -32 -17 -32 17 6 -36 -26 -25 36 -5 Z" fill="#ffffff"/>
<text x="286" y="112" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="19" font-weight="700" letter-spacing="2" fill="${m}">FINDABLE · ${text.year}</text>
<text x="286" y="162" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="800" fill="${d}"${squeeze(title, 32, 280)}>${escapeHtml(title)}</text>
<text x="286" y="200" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="19" fill="#3d4354"${squeeze(subtitle, 19, 280)}>${escapeHtml(subtitle)}</text>
<rect x="286" y="226" width="${pillWidth}" height="40" rx="20" fill="${d}"/>
<text x="306" y="252" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="600" fill="#ffffff"${squeeze(category, 18, pillText)}>${escapeHtml(category)}</text>
${text.lapsedLabel ? `<text x="286" y="300" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="700" fill="#b42318">${escapeHtml(fit(text.lapsedLabel, 30))}</text>` : ''}
</svg>`;
}

function palette(hue: number): [string, string, string] {
  if (hue < 40) return ['#8a1c1c', '#dc4b3e', '#fde8e4'];
  if (hue < 120) return ['#7a4a00', '#d99a06', '#fdf3d7'];
  if (hue < 200) return ['#05603a', '#12a36b', '#e0f6ec'];
  if (hue < 260) return ['#1e3a8a', '#3b6fe0', '#e3ecfd'];
  return ['#3b2a8c', '#5b4cf0', '#ebe8fe'];
}
