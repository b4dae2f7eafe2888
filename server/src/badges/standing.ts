import { evaluateBadges, type BadgeStanding } from '@findable/core/badges/eligibility';
import { rankAmong } from '@findable/core/report/score';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findPeers } from '../search/catalog-repository.ts';

/**
 * A business's standing among businesses of its category in its city, and the badges that follows from it.
 * One indexed read of the peers (category, city); ranked in code by the published order (core/report/score).
 */
export async function standingOf(db: Kysely<Database>, placeId: string): Promise<BadgeStanding | undefined> {
  const business = await db
    .selectFrom('businesses')
    .select(['place_id', 'name', 'formatted_address', 'category', 'city', 'rating', 'review_count'])
    .where('place_id', '=', placeId)
    .executeTakeFirst();
  if (!business) return undefined;
  const { rank, total } = rankAmong(
    { placeId, rating: business.rating, reviewCount: business.review_count },
    await findPeers(db, business.category, business.city),
  );
  return {
    business,
    rank,
    total,
    badges: evaluateBadges({ rating: business.rating, reviewCount: business.review_count, rank, total }),
  };
}
