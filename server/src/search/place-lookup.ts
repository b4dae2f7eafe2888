import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findCatalogBusiness } from './catalog-repository.ts';
import type { BusinessSearchProvider } from './provider.ts';

/**
 * Whether a place id names a business the search could have answered: one of the catalog, or (with Google
 * Places) a place Place Details knows. A project may only point at such a place, so junk ids never become
 * projects that raise the upgrade quote. Throws the provider's SearchUnavailableError when it cannot answer.
 */
export async function placeExists(
  db: Kysely<Database>,
  provider: BusinessSearchProvider,
  placeId: string,
  language: string,
): Promise<boolean> {
  if (await findCatalogBusiness(db, placeId)) return true;
  return provider.details ? (await provider.details(placeId, { language })) !== undefined : false;
}
