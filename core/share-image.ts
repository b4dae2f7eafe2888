import { escapeHtml } from './html.ts';

/**
 * The share image of a page (Open Graph / Twitter card): 1200×630, the page's title on the brand's design, and
 * for badge pages the badge itself. Pure SVG; the build renders it to PNG with resvg like the badge images
 * (web/scripts/share-images.ts). Text uses the fonts the badge images use (DejaVu Sans is on every machine
 * that renders them); lines are wrapped by an estimate of the glyph widths and squeezed when a long word would
 * still run over.
 */

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

const FONT = 'Inter, DejaVu Sans, Arial, sans-serif';
/** Average advance of a bold glyph in em (DejaVu Sans Bold is wide; Inter a little narrower). */
const BOLD_EM = 0.62;

/** Breaks text into at most `maxLines` lines of about `perLine` characters (the last one ends in '…' if cut). */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;·–-]+$/, '')}…`;
  return kept;
}

/** The biggest title size (from 68 down to 44 px) at which the title fits its box in three lines or fewer. */
function titleLayout(title: string, width: number): { size: number; lines: string[] } {
  for (const size of [68, 62, 56, 50, 44]) {
    const perLine = Math.floor(width / (size * BOLD_EM));
    const lines = wrapText(title, perLine, 3);
    if (!lines.at(-1)!.endsWith('…')) return { size, lines };
  }
  return { size: 44, lines: wrapText(title, Math.floor(width / (44 * BOLD_EM)), 3) };
}

/** The Findable mark (the favicon's pin with rising bars) in white on the brand colour, 32×32. */
const MARK = `<path d="M16 2C9.4 2 4 7.2 4 13.7c0 8.3 9.7 15.2 11 16.1.6.4 1.4.4 2 0 1.3-.9 11-7.8 11-16.1C28 7.2 22.6 2 16 2Z" fill="#ffffff"/>
<rect x="10" y="14" width="3" height="5" rx="1.5" fill="#4f46e5" opacity=".7"/>
<rect x="14.5" y="11" width="3" height="8" rx="1.5" fill="#4f46e5" opacity=".85"/>
<rect x="19" y="8" width="3" height="11" rx="1.5" fill="#10b981"/>`;

/** The mark, 32 × `scale` px, at (x, y). */
const mark = (x: number, y: number, scale: number) => `<g transform="translate(${x} ${y}) scale(${scale})">${MARK}</g>`;

export interface ShareImageInput {
  /** The page's title without the brand ('Local SEO for Cafés'). */
  title: string;
  /** A short line above the title: the section or the language's word for the page kind. */
  eyebrow?: string;
  /** A complete badge SVG (core/badges/badge-svg.ts) to show on the right, for badge pages. */
  badgeSvg?: string;
}

/** The share image of a page as SVG. */
export function shareImageSvg({ title, eyebrow, badgeSvg }: ShareImageInput): string {
  const textWidth = badgeSvg ? 600 : 1000;
  const { size, lines } = titleLayout(title, textWidth);
  const lineHeight = Math.round(size * 1.14);
  const blockHeight = lines.length * lineHeight;
  const firstBaseline = Math.round(330 - blockHeight / 2 + size * 0.8);
  const squeeze = (line: string) =>
    line.length * size * BOLD_EM > textWidth ? ` textLength="${textWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="96" y="${firstBaseline + index * lineHeight}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#ffffff"${squeeze(line)}>${escapeHtml(line)}</text>`,
    )
    .join('\n');
  const badge = badgeSvg
    ? `<g transform="translate(690 176) scale(0.75)"><rect x="-14" y="-14" width="628" height="388" rx="48" fill="#ffffff" opacity="0.12"/>${badgeSvg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')}</g>`
    : `<g opacity="0.9"><rect x="1000" y="390" width="36" height="120" rx="18" fill="#ffffff" opacity="0.35"/><rect x="1052" y="330" width="36" height="180" rx="18" fill="#ffffff" opacity="0.55"/><rect x="1104" y="250" width="36" height="260" rx="18" fill="#34d399"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<defs>
<linearGradient id="share-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
<radialGradient id="share-glow" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="#34d399" stop-opacity="0.45"/><stop offset="1" stop-color="#34d399" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#share-bg)"/>
<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#share-glow)"/>
${mark(96, 64, 2)}
<text x="176" y="110" font-family="${FONT}" font-size="40" font-weight="700" fill="#ffffff">Findable</text>
${eyebrow ? `<text x="96" y="${firstBaseline - size - 18}" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="3" fill="#a7f3d0">${escapeHtml(eyebrow.toUpperCase())}</text>` : ''}
${titleText}
<rect x="96" y="540" width="120" height="8" rx="4" fill="#34d399"/>
${badge}
</svg>`;
}

/** The mark alone on the brand colour, 512×512: the Organization's logo in the structured data. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="96" fill="#4f46e5"/>
${mark(96, 96, 10)}
</svg>`;
}
