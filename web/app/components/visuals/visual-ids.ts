/** The drawn product visuals (SVG/HTML mock-ups) a page can show, by id. */
export const VISUAL_IDS = [
  'report',
  'fixes',
  'ai',
  'dashboard',
  'geogrid',
  'hexmap',
  'hexmapPro',
  'reviews',
  'competitors',
  'growth',
  'opportunity',
  'demand',
  'saturation',
  'speed',
  'backlinks',
  'keywords',
  'agency',
  'whitelabel',
  'marketing',
  'sentiment',
  'gaps',
  'replies',
  'compareGrid',
  'profileCompare',
  'prospect',
  'team',
  'office',
] as const;

export type VisualId = (typeof VISUAL_IDS)[number];

/** Build-time rendered visuals, as loader data: id → HTML. */
export type RenderedVisuals = Partial<Record<VisualId, string>>;
