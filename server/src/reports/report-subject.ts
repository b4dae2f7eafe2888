import type { DataSource } from '@findable/core/report';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, ProjectRow } from '../db/schema.ts';
import { asGroupMember, type GroupMember } from '@findable/core/report/score';
import { asListing, findCatalogBusiness, findPeers, type Listing } from '../search/catalog-repository.ts';
import { foldForSearch } from '../search/normalize.ts';
import type { BusinessSearchProvider, PlaceFacts } from '../search/provider.ts';

/**
 * What a report is computed from (docs/report.md): the business, its peer group (the businesses of its
 * category in its city, itself included) and where the figures come from.
 *
 * - A place of the catalog (the demo catalog, an import): the catalog's rows.
 * - A Google place (with GOOGLE_PLACES_API_KEY): Place Details for the business, and Nearby Search for the
 *   places of its type around it as its peers, fetched when the report is computed and kept only in the
 *   provider's short memory cache: Google's terms let a product store place ids, not ratings or reviews.
 */
export interface ReportSubject {
  business: Listing & { formattedAddress: string; foldedName: string };
  /** The peer group, the business included: what the score needs of each. */
  group: GroupMember[];
  source: Exclude<DataSource, 'sample'>;
  /** At most five reviews from Place Details (Google only), shown live, never stored. */
  latestReviews: PlaceFacts['reviews'] | null;
}

function fromFacts(facts: PlaceFacts): Listing {
  return asListing({
    ...facts,
    category: facts.category ?? null,
    city: facts.city ?? null,
    lat: facts.lat ?? null,
    lng: facts.lng ?? null,
    rating: facts.rating ?? null,
    review_count: facts.review_count ?? 0,
    website: facts.website ?? null,
    phone: facts.phone ?? null,
  });
}

export async function reportSubject(
  db: Kysely<Database>,
  provider: BusinessSearchProvider,
  placeId: string,
  options: { language: string; reviews?: boolean },
): Promise<ReportSubject | undefined> {
  const known = await findCatalogBusiness(db, placeId);
  if (known) {
    const business = asListing(known);
    const group = known.category ? await findPeers(db, known.category, known.city) : [];
    return {
      business: { ...business, formattedAddress: known.formatted_address, foldedName: foldForSearch(known.name) },
      group: group.some((member) => member.placeId === placeId) ? group : [asGroupMember(business), ...group],
      source: known.source === 'google' ? 'google' : known.source,
      latestReviews: null,
    };
  }
  if (!provider.details) return undefined;
  const facts = await provider.details(placeId, { language: options.language, reviews: options.reviews ?? false });
  if (!facts) return undefined;
  const business = fromFacts({ ...facts, place_id: placeId });
  const type = facts.types[0];
  const around =
    provider.nearby && type && business.lat !== null && business.lng !== null
      ? await provider.nearby({ lat: business.lat, lng: business.lng }, type, { language: options.language })
      : [];
  // The places of its type around it are its peers: the same category and city by definition.
  const peers = around
    .filter((place) => place.place_id !== placeId)
    .map((place) => asGroupMember({ ...fromFacts(place), category: business.category, city: business.city }));
  return {
    business: { ...business, formattedAddress: facts.formatted_address, foldedName: foldForSearch(facts.name) },
    group: [asGroupMember(business), ...peers],
    source: 'google',
    latestReviews: facts.reviews ?? null,
  };
}

/**
 * A business typed by hand that the search did not find (docs/report.md 'Not on the map'): scored by the same
 * method from what the user told us (no reviews, no map position, no address on a listing) among the catalog's
 * businesses of its category in its city (the city matched without regard to case). Undefined without a
 * category and city: there is nothing to compare it with.
 */
export async function typedSubject(db: Kysely<Database>, project: ProjectRow): Promise<ReportSubject | undefined> {
  if (!project.category || !project.city) return undefined;
  const spelled = await db
    .selectFrom('businesses')
    .select('city')
    .where('category', '=', project.category)
    .where(sql<string>`lower(city)`, '=', project.city.toLowerCase())
    .limit(1)
    .executeTakeFirst();
  const city = spelled?.city ?? project.city;
  const business: Listing = {
    placeId: `typed:${project.id}`,
    name: project.name,
    rating: null,
    reviewCount: 0,
    category: project.category,
    city,
    address: null,
    lat: null,
    lng: null,
    website: project.website,
    phone: project.phone,
  };
  return {
    business: { ...business, formattedAddress: city, foldedName: foldForSearch(project.name) },
    group: [asGroupMember(business), ...(await findPeers(db, project.category, city))],
    source: 'typed',
    latestReviews: null,
  };
}
