/**
 * The five free badges (spec §3). `type` is what URLs and the badge endpoint use; `aliases` are older names
 * that resolve to the same badge. Titles and texts are in the `badges` catalog under the badge id.
 */
export const BADGES = [
  { id: 'trusted', type: 'trusted', category: 'trusted', aliases: ['community-trusted'], hue: 165 },
  { id: 'best25', type: 'top25', category: 'top', aliases: ['top-25', 'best25'], hue: 85 },
  { id: 'best50', type: 'top50', category: 'top', aliases: ['top-50', 'best50'], hue: 250 },
  { id: 'best100', type: 'top100', category: 'top', aliases: ['top-100', 'best100'], hue: 275 },
  {
    id: 'mostloved',
    type: 'favourite',
    category: 'favourite',
    aliases: ['customer-favorite', 'customers-choice', 'mostloved'],
    hue: 10,
  },
] as const;

export type Badge = (typeof BADGES)[number];
export type BadgeType = Badge['type'];

/** The badge for a type, id or alias, in any case and with surrounding spaces; undefined when unknown. */
export function resolveBadge(name: string | null | undefined): Badge | undefined {
  const key = (name ?? '').trim().toLowerCase();
  if (!key) return undefined;
  return BADGES.find(
    (badge) => badge.type === key || badge.id === key || (badge.aliases as readonly string[]).includes(key),
  );
}

/** The unlock-badge page's rule (spec §5): t and c non-empty after trimming, and not 'null' or 'undefined'. */
export function isUsableParam(value: string | null | undefined): value is string {
  const trimmed = (value ?? '').trim();
  return trimmed !== '' && trimmed !== 'null' && trimmed !== 'undefined';
}

/** The embed snippet's image width (spec §9) and the badge image's aspect ratio. */
export const EMBED_WIDTH = 300;
export const BADGE_WIDTH = 600;
export const BADGE_HEIGHT = 360;
