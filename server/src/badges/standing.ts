import { evaluateBadges, rankingScore, type BadgeResult } from '@findable/core/badges/eligibility';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Standing {
  business: { place_id: string; name: string; formatted_address: string; category: string | null; city: string | null; rating: number | null; review_count: number };
  rank: number;
  total: number;
  badges: BadgeResult[];
}

/**
 * A business's standing among businesses of its category in its city, and the badges that follows from it.
 * One indexed read of the peers (category, city); ranking in code by the published score.
 */
export async function standingOf(db: Kysely<Database>, placeId: string): Promise<Standing | undefined> {
  const business = await db
    .selectFrom('businesses')
    .select(['place_id', 'name', 'formatted_address', 'category', 'city', 'rating', 'review_count'])
    .where('place_id', '=', placeId)
    .executeTakeFirst();
  if (!business) return undefined;
  let peers = db.selectFrom('businesses').select(['place_id', 'rating', 'review_count']);
  peers = business.category === null ? peers.where('category', 'is', null) : peers.where('category', '=', business.category);
  peers = business.city === null ? peers.where('city', 'is', null) : peers.where('city', '=', business.city);
  const ranked = (await peers.execute())
    .map((peer) => ({ ...peer, score: rankingScore(peer.rating, peer.review_count) }))
    .sort((a, b) => b.score - a.score || b.review_count - a.review_count || a.place_id.localeCompare(b.place_id));
  const rank = ranked.findIndex((peer) => peer.place_id === placeId) + 1;
  return {
    business,
    rank,
    total: ranked.length,
    badges: evaluateBadges({ rating: business.rating, reviewCount: business.review_count, rank, total: ranked.length }),
  };
}
