import { LOCKED_SECTIONS, type FreeReport } from '@findable/core/report';
import { SCORE_METHOD_VERSION, scoreBand, visibilityScore } from '@findable/core/report/score';
import type { Kysely } from 'kysely';
import { claimFreeReport, insertReport, latestReport } from '../db/report-repository.ts';
import type { Database, ProjectRow, UserRow } from '../db/schema.ts';
import { businessRow, findCatalogBusiness, findPeers, insertBusinesses, type CatalogEntry } from '../search/catalog-repository.ts';
import type { BusinessSearchProvider } from '../search/provider.ts';

/** A stored score is shown again for a day; after that the report is computed anew from the catalog. */
const REPORT_FRESH_MS = 24 * 60 * 60 * 1000;

export type FreeReportResult = { ok: true; report: FreeReport } | { ok: false; reason: 'noBusiness' | 'unknownBusiness' | 'locked' };

/**
 * The catalog entry of a place. A place the catalog does not have (one picked from Google's search) is looked
 * up once with the provider's Place Details and kept in the catalog, so its score, its badges and its peers'
 * ranks work like any other business's.
 */
export async function catalogBusiness(
  db: Kysely<Database>,
  placeId: string,
  provider: BusinessSearchProvider,
  language: string,
): Promise<CatalogEntry | undefined> {
  const known = await findCatalogBusiness(db, placeId);
  if (known || !provider.details) return known;
  const details = await provider.details(placeId, { language });
  if (!details) return undefined;
  await insertBusinesses(db, [businessRow({ ...details, place_id: placeId }, 'google', new Date().toISOString())], 'update');
  return findCatalogBusiness(db, placeId);
}

/**
 * The free report of a project (spec §4: 'a limited locked audit showing only an overall score'): the score of
 * its business and when and from what it was computed — nothing of the locked sections. An account has one
 * (the legal terms: a free trial usable only once): the first project scored holds it; any other is locked.
 */
export async function freeReport(
  db: Kysely<Database>,
  user: UserRow,
  project: ProjectRow,
  provider: BusinessSearchProvider,
  language: string,
): Promise<FreeReportResult> {
  if (!project.place_id) return { ok: false, reason: 'noBusiness' };
  if (user.free_report_project_id && user.free_report_project_id !== project.id) return { ok: false, reason: 'locked' };
  const business = await catalogBusiness(db, project.place_id, provider, language);
  if (!business) return { ok: false, reason: 'unknownBusiness' };
  if ((await claimFreeReport(db, user.id, project.id)) !== project.id) return { ok: false, reason: 'locked' };

  let stored = await latestReport(db, project.id, business.place_id, SCORE_METHOD_VERSION);
  if (!stored || Date.now() - Date.parse(stored.computed_at) > REPORT_FRESH_MS) {
    const result = visibilityScore(
      {
        placeId: business.place_id,
        rating: business.rating,
        reviewCount: business.review_count,
        category: business.category,
        city: business.city,
        address: business.formatted_address,
        lat: business.lat,
        lng: business.lng,
        website: business.website,
        phone: business.phone,
      },
      business.category ? await findPeers(db, business.category, business.city) : [],
    );
    stored = await insertReport(db, {
      user_id: user.id,
      project_id: project.id,
      place_id: business.place_id,
      score: result.score,
      method_version: SCORE_METHOD_VERSION,
      computed_at: new Date().toISOString(),
    });
  }
  return {
    ok: true,
    report: {
      access: 'free',
      business: {
        placeId: business.place_id,
        name: business.name,
        formattedAddress: business.formatted_address,
        category: business.category,
        city: business.city,
      },
      score: stored.score,
      band: scoreBand(stored.score),
      computedAt: stored.computed_at,
      source: business.source,
      methodVersion: stored.method_version,
      locked: [...LOCKED_SECTIONS],
    },
  };
}
