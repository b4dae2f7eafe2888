import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  businessRow,
  countKnownPlaceIds,
  deleteDemoBusinesses,
  insertBusinesses,
  type BusinessInput,
} from '../catalog-repository.ts';
import { csvRecords, geoJsonRecords, type ImportFormat } from './file-formats.ts';
import { fieldsOf, validateRecord } from './row-fields.ts';

/**
 * Loads a business export (CSV or GeoJSON) into the catalog: `npm run import:businesses -- FILE`.
 * Every row is validated on its own; bad rows are reported with their reasons and skipped, the good ones
 * are written in one transaction (all or nothing), inserting new place_ids and updating known ones.
 * Formats and columns: docs/search.md 'Importing a catalog'.
 */

export interface RejectedRow {
  /** CSV: the line the row starts on (the header is line 1). GeoJSON: 'feature N' (from 1). */
  where: string;
  place_id?: string;
  reasons: string[];
}

export interface ImportReport {
  format: ImportFormat;
  rows: number;
  taken: number;
  inserted: number;
  updated: number;
  rejected: RejectedRow[];
  demoRemoved: number;
  dryRun: boolean;
}

/** Validates every record: the businesses to write and the rejected rows with their reasons. */
export function readCatalogFile(
  content: string,
  format: ImportFormat,
): { businesses: BusinessInput[]; rejected: RejectedRow[]; rows: number } {
  const records = format === 'csv' ? csvRecords(content) : geoJsonRecords(content);
  const businesses: BusinessInput[] = [];
  const rejected: RejectedRow[] = [];
  const firstSeen = new Map<string, string>();
  for (const { where, record, problem } of records) {
    if (!record) {
      rejected.push({ where, reasons: [problem ?? 'unreadable'] });
      continue;
    }
    const result = validateRecord(record);
    if ('reasons' in result) {
      const rawId = fieldsOf(record).place_id;
      const placeId =
        typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId).trim() || undefined : undefined;
      rejected.push({ where, ...(placeId ? { place_id: placeId } : {}), reasons: result.reasons });
      continue;
    }
    const seen = firstSeen.get(result.business.place_id);
    if (seen) {
      rejected.push({ where, place_id: result.business.place_id, reasons: [`place_id repeats ${seen}`] });
      continue;
    }
    firstSeen.set(result.business.place_id, where);
    businesses.push(result.business);
  }
  return { businesses, rejected, rows: records.length };
}

/**
 * Imports a file's content. With `replaceDemo` the generated demo businesses are removed in the same
 * transaction; with `dryRun` nothing is written.
 */
export async function importCatalog(
  db: Kysely<Database>,
  content: string,
  {
    format,
    replaceDemo = false,
    dryRun = false,
    now = new Date().toISOString(),
  }: { format: ImportFormat; replaceDemo?: boolean; dryRun?: boolean; now?: string },
): Promise<ImportReport> {
  const { businesses, rejected, rows } = readCatalogFile(content, format);
  const report: ImportReport = {
    format,
    rows,
    taken: businesses.length,
    inserted: 0,
    updated: 0,
    rejected,
    demoRemoved: 0,
    dryRun,
  };
  if (dryRun) return report;
  await db.transaction().execute(async (trx) => {
    if (replaceDemo) report.demoRemoved = await deleteDemoBusinesses(trx);
    const known = await countKnownPlaceIds(
      trx,
      businesses.map((business) => business.place_id),
    );
    await insertBusinesses(
      trx,
      businesses.map((business) => businessRow(business, 'import', now)),
      'update',
    );
    report.updated = known;
    report.inserted = businesses.length - known;
  });
  return report;
}
