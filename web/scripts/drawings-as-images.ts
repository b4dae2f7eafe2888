/**
 * Turns the large map drawings of a prerendered page into image files: each `<svg data-image="">` (the geo-grid
 * and hexagon maps of the visuals below the first screen: VisualProps' `belowTheFold`) is written to
 * `/assets/drawing-<hash>.svg`, and an `<img>` with the same size and classes, loaded as it nears the screen,
 * takes its place.
 *
 * Inline, the two maps of the landing page weighed on its brotli HTML (a circle or a hexagon per cell; size in
 * docs/performance-history.md, 'Landing HTML within 20 KB …'),
 * bytes the browser reads before its first paint for pictures a visitor sees only after scrolling. As files they
 * cost nothing before the first paint, are cached for a year (hashed names) and shared by the pages and locales
 * that show the same map. An image cannot read the page's CSS, so the theme colours the drawing names
 * (`var(--color-…)`) are written in, and its text (the ranks in the geo-grid) gets a font family of its own.
 */
import { createHash } from 'node:crypto';

const DRAWING = /<svg\b([^<>]*)\sdata-image=""([^<>]*)>([\s\S]*?)<\/svg>/g;
const CSS_VARIABLE = /var\(--([\w-]+)\)/g;
const DECLARATION = /--([\w-]+):([^;{}]+)[;}]/g;
// Inter is the page's web font, which an image cannot use; these draw the ranks' digits at the same size.
const FONT_FAMILY = 'Inter, Arial, Helvetica, sans-serif';

/** The custom properties the stylesheet declares (Tailwind's theme: `--color-brand-700` → `oklch(…)`); the first wins. */
export function cssVariables(css: string): Map<string, string> {
  const variables = new Map<string, string>();
  for (const [, name, value] of css.matchAll(DECLARATION)) {
    if (!variables.has(name!)) variables.set(name!, value!.trim());
  }
  return variables;
}

function attribute(attributes: string, name: string): string | undefined {
  return attributes.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

/** The file name of a drawing: `/assets/drawing-<hash>.svg`. */
export function drawingPath(svg: string): string {
  return `/assets/drawing-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;
}

/**
 * Replaces every `data-image` drawing of `html` with an `<img>` and returns the page and the files to write
 * (path → SVG document). Fails on a drawing that names a custom property `variables` does not have, or that
 * holds another `<svg>`: either would draw wrongly as an image.
 */
export function drawingsAsImages(
  html: string,
  variables: Map<string, string>,
): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const out = html.replace(DRAWING, (_, before: string, after: string, content: string) => {
    const attributes = `${before} ${after}`;
    const [viewBox, width, height] = ['viewBox', 'width', 'height'].map((name) => attribute(attributes, name));
    if (!viewBox || !width || !height)
      throw new Error(`a drawing without viewBox, width or height: <svg${attributes}>`);
    if (content.includes('<svg')) throw new Error('a drawing with another <svg> inside');
    const body = content.replace(CSS_VARIABLE, (reference, name: string) => {
      const value = variables.get(name);
      if (!value) throw new Error(`a drawing names ${reference}, which the stylesheet does not declare`);
      return value;
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" font-family="${FONT_FAMILY}">${body}</svg>`;
    const file = drawingPath(svg);
    files.set(file, svg);
    const className = attribute(attributes, 'class');
    return `<img src="${file}" alt="" width="${width}" height="${height}"${className ? ` class="${className}"` : ''} loading="lazy" decoding="async">`;
  });
  return { html: out, files };
}
