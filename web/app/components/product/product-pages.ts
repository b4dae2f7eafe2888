import type { ProductPageId } from '@findable/core/routes';
import type { VisualId } from '../visuals/visual-ids.ts';

/**
 * How a page turns visitors into customers: `register` opens the registration dialog, `contact` is the
 * 'Contact us for access' mail link (location intelligence, agencies), `consult` books a consultation on
 * the scheduling page (Complete Local Marketing).
 */
export type Conversion = 'register' | 'contact' | 'consult';

export type HighlightIcon =
  | 'gauge'
  | 'map'
  | 'bot'
  | 'list'
  | 'messages'
  | 'swords'
  | 'bell'
  | 'key'
  | 'link'
  | 'monitor'
  | 'users'
  | 'hexagon'
  | 'layers'
  | 'briefcase'
  | 'palette'
  | 'calendar'
  | 'video'
  | 'star'
  | 'target'
  | 'trending';

export interface ProductPageConfig {
  conversion: Conversion;
  /** The drawing beside the hero text. */
  hero: VisualId;
  /** Highlight cards under `highlights.items.{key}` with their icons (the `highlights` block's h2 and text). */
  highlights: ReadonlyArray<{ key: string; icon: HighlightIcon; badge?: 'agency' | 'pro' }>;
  /** Feature sections under `sections.{key}`, alternating text and drawing; `badge` marks agency or PRO features. */
  sections: ReadonlyArray<{ key: string; visual: VisualId; badge?: 'agency' | 'pro' }>;
  /** The interactive demo, at #demo. */
  demo?: boolean;
  /** Complete Local Marketing's price card and expandable included-services table (`services.rows`). */
  services?: number;
  /** The money-back guarantee block. */
  guarantee?: boolean;
  testimonials?: boolean;
  /** Number of FAQ entries (`faq.q1` …). */
  faq: number;
}

/** Every product page's layout. Its copy is in the `product` catalog under the page id. */
export const PRODUCT_PAGE_CONFIG: Record<ProductPageId, ProductPageConfig> = {
  localSeo: {
    conversion: 'register',
    hero: 'report',
    highlights: [
      { key: 'profile', icon: 'gauge' },
      { key: 'keywords', icon: 'key' },
      { key: 'backlinks', icon: 'link' },
      { key: 'website', icon: 'monitor' },
    ],
    sections: [
      { key: 'grid', visual: 'geogrid' },
      { key: 'ai', visual: 'ai' },
      { key: 'fixes', visual: 'fixes' },
    ],
    demo: true,
    guarantee: true,
    testimonials: true,
    faq: 5,
  },
  customerIntelligence: {
    conversion: 'register',
    hero: 'sentiment',
    highlights: [
      { key: 'monitoring', icon: 'bell' },
      { key: 'sentiment', icon: 'star' },
      { key: 'topics', icon: 'messages' },
    ],
    sections: [
      { key: 'mining', visual: 'reviews' },
      { key: 'competitorFeedback', visual: 'competitors' },
      { key: 'gaps', visual: 'gaps' },
      { key: 'replies', visual: 'replies' },
    ],
    demo: true,
    testimonials: true,
    faq: 5,
  },
  competitorAnalysis: {
    conversion: 'register',
    hero: 'competitors',
    highlights: [
      { key: 'rivals', icon: 'swords' },
      { key: 'alerts', icon: 'bell' },
      { key: 'ai', icon: 'bot' },
    ],
    sections: [
      { key: 'rankings', visual: 'compareGrid' },
      { key: 'profiles', visual: 'profileCompare' },
      { key: 'keywords', visual: 'keywords' },
    ],
    demo: true,
    testimonials: true,
    faq: 5,
  },
  onlinePerformance: {
    conversion: 'register',
    hero: 'keywords',
    highlights: [
      { key: 'speed', icon: 'gauge' },
      { key: 'mobile', icon: 'monitor' },
      { key: 'onPage', icon: 'list' },
      { key: 'authority', icon: 'link' },
    ],
    sections: [
      { key: 'website', visual: 'speed' },
      { key: 'backlinks', visual: 'backlinks' },
    ],
    testimonials: true,
    faq: 4,
  },
  completeLocalMarketing: {
    conversion: 'consult',
    hero: 'marketing',
    highlights: [],
    sections: [
      { key: 'profile', visual: 'geogrid' },
      { key: 'reputation', visual: 'replies' },
      { key: 'campaigns', visual: 'growth' },
      { key: 'reporting', visual: 'report' },
    ],
    services: 11,
    testimonials: true,
    faq: 5,
  },
  locationIntelligence: {
    conversion: 'contact',
    hero: 'hexmap',
    highlights: [
      { key: 'score', icon: 'target' },
      { key: 'demand', icon: 'users' },
      { key: 'saturation', icon: 'swords' },
      { key: 'hexagons', icon: 'hexagon' },
    ],
    sections: [
      { key: 'opportunity', visual: 'opportunity' },
      { key: 'demand', visual: 'demand' },
      { key: 'saturation', visual: 'saturation' },
      { key: 'pro', visual: 'hexmapPro', badge: 'pro' },
    ],
    faq: 4,
  },
  agencies: {
    conversion: 'contact',
    hero: 'agency',
    highlights: [
      { key: 'dashboards', icon: 'layers', badge: 'agency' },
      { key: 'whiteLabel', icon: 'palette', badge: 'agency' },
      { key: 'team', icon: 'users' },
      { key: 'clients', icon: 'briefcase' },
    ],
    sections: [
      { key: 'whiteLabel', visual: 'whitelabel', badge: 'agency' },
      { key: 'locations', visual: 'geogrid' },
      { key: 'prospecting', visual: 'prospect' },
    ],
    testimonials: true,
    faq: 4,
  },
  businessOwners: {
    conversion: 'register',
    hero: 'report',
    highlights: [
      { key: 'clear', icon: 'list' },
      { key: 'time', icon: 'calendar' },
      { key: 'growth', icon: 'trending' },
    ],
    sections: [
      { key: 'standing', visual: 'geogrid' },
      { key: 'reviews', visual: 'replies' },
      { key: 'competitors', visual: 'competitors' },
    ],
    guarantee: true,
    testimonials: true,
    faq: 5,
  },
};

/** All visuals a product page draws (rendered at build time by its loader). */
export function productVisuals(id: ProductPageId): VisualId[] {
  const config = PRODUCT_PAGE_CONFIG[id];
  return [config.hero, ...config.sections.map((section) => section.visual)];
}
