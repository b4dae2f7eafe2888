import type { Locale } from '@findable/core/locales';

/** Share images are drawn at build time (web/scripts/share-images.ts) as 1200×630 PNGs under /og/. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** '/og/logo.png', '/og/de-DE/pricing.png' … */
export function shareImagePath(name: string): string {
  return `/og/${name}.png`;
}

/** The share image of a page: its canonical path inside the locale ('' is the landing page, drawn as 'home'). */
export function pageShareImagePath(locale: Locale, path: string): string {
  return shareImagePath(`${locale}/${path || 'home'}`);
}
