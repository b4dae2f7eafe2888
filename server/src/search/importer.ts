import { CsvError, parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { businessRow, countKnownPlaceIds, deleteDemoBusinesses, insertBusinesses, type BusinessInput } from './catalog-repository.ts';

/**
 * Loads a business export (CSV or GeoJSON) into the catalog: `npm run import:businesses -- FILE`.
 * Every row is validated on its own; bad rows are reported with their reasons and skipped, the good ones
 * are written in one transaction (all or nothing), inserting new place_ids and updating known ones.
 * Formats and columns: docs/search.md 'Importing a catalog'.
 */

export type ImportFormat = 'csv' | 'geojson';

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

/** The file cannot be read as a catalog at all (wrong format, no header, required columns missing). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

// ---------------------------------------------------------------------------------------------------------
// Fields

/** Accepted column / property names per field (case-insensitive; spaces and dashes count as _). */
const ALIASES: Record<keyof BusinessInput, readonly string[]> = {
  place_id: ['place_id', 'placeid', 'id', 'google_place_id'],
  name: ['name', 'title', 'business_name'],
  formatted_address: ['formatted_address', 'address', 'full_address'],
  category: ['category', 'type', 'vertical'],
  city: ['city', 'locality', 'town'],
  country: ['country', 'country_code'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'lon', 'long', 'longitude'],
  rating: ['rating', 'stars'],
  review_count: ['review_count', 'reviews', 'user_ratings_total', 'reviews_count'],
  website: ['website', 'website_uri', 'url', 'web'],
  phone: ['phone', 'phone_number', 'telephone', 'formatted_phone_number'],
};
const REQUIRED = ['place_id', 'name', 'formatted_address'] as const;

const normaliseKey = (key: string) =>
  key
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Numbers as exports write them: '4.5', '4,5' (German/Hungarian), '1 234' or '1,234' for counts. */
const number = (kind: 'decimal' | 'integer') =>
  z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'number') return value;
      const text = String(value)
        .trim()
        .replace(/[\s\u00a0]/g, '');
      if (!text) return undefined;
      const normalised = kind === 'integer' ? text.replace(/[.,](?=\d{3}(\D|$))/g, '') : text.replace(',', '.');
      return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
    },
    z.number({ error: 'is not a number' }).optional(),
  );

/** Text fields: trimmed, any run of white space (a line break in a spreadsheet cell) as one space. */
const blankToUndefined = (value: unknown) => (value === null || value === undefined ? undefined : String(value).replace(/\s+/g, ' ').trim() || undefined);
const tooLong = (max: number) => `is longer than ${max} characters`;
const requiredText = (max: number) => z.preprocess(blankToUndefined, z.string({ error: 'is missing' }).max(max, tooLong(max)));
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().max(max, tooLong(max)).optional());

const RowSchema = z
  .object({
    place_id: requiredText(255),
    name: requiredText(300),
    formatted_address: requiredText(500),
    category: optionalText(60).transform((value) => value?.toLowerCase()),
    city: optionalText(120),
    country: optionalText(10).pipe(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166 code')
        .transform((value) => value.toUpperCase())
        .optional(),
    ),
    lat: number('decimal').pipe(z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90').optional()),
    lng: number('decimal').pipe(z.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180').optional()),
    rating: number('decimal').pipe(z.number().min(1, 'must be between 1 and 5').max(5, 'must be between 1 and 5').optional()),
    review_count: number('integer').pipe(z.number().int('must be a whole number').min(0, 'must not be negative').optional()),
    website: optionalText(500),
    phone: optionalText(40),
  })
  .superRefine((row, context) => {
    if (row.lat !== undefined && row.lng === undefined) context.addIssue({ code: 'custom', path: ['lng'], message: 'is missing (lat is given)' });
    if (row.lng !== undefined && row.lat === undefined) context.addIssue({ code: 'custom', path: ['lat'], message: 'is missing (lng is given)' });
  });

/** A raw record's values under our field names, whichever alias its columns use. */
function fieldsOf(record: Record<string, unknown>): Record<string, unknown> {
  const byKey = new Map(Object.entries(record).map(([key, value]) => [normaliseKey(key), value]));
  const fields: Record<string, unknown> = {};
  for (const [field, names] of Object.entries(ALIASES)) {
    const name = names.find((candidate) => byKey.has(candidate));
    if (name) fields[field] = byKey.get(name);
  }
  return fields;
}

/** Validates one raw record (column → value); the business, or the reasons it was rejected. */
export function validateRecord(record: Record<string, unknown>): { business: BusinessInput } | { reasons: string[] } {
  const parsed = RowSchema.safeParse(fieldsOf(record));
  if (!parsed.success) {
    return { reasons: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'} ${issue.message}`) };
  }
  const row = parsed.data;
  return {
    business: {
      place_id: row.place_id,
      name: row.name,
      formatted_address: row.formatted_address,
      category: row.category ?? null,
      city: row.city ?? null,
      country: row.country ?? null,
      lat: row.lat ?? null,
      lng: row.lng ?? null,
      rating: row.rating === undefined ? null : Math.round(row.rating * 10) / 10,
      review_count: row.review_count ?? 0,
      website: row.website ?? null,
      phone: row.phone ?? null,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// CSV (RFC 4180: quoted fields, "" inside quotes, line breaks inside quotes; ',' or ';' separated), read by
// csv-parse.

export interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  line: number;
  fields: string[];
}

export function parseCsv(input: string): { header: string[]; records: CsvRecord[]; delimiter: string } {
  // One line-break convention, so the parser and our line numbers agree on what a line is.
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const firstLine = text.slice(0, text.search(/\n|$/));
  // Spreadsheets in German and Hungarian locales write ';' because ',' is their decimal mark.
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let parsed: Array<{ record: string[]; raw: string }>;
  try {
    parsed = parse(text, {
      delimiter,
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      raw: true,
    }) as unknown as Array<{ record: string[]; raw: string }>;
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new ImportFileError(`a quoted field starting on line ${(error as CsvError & { lines?: number }).lines ?? '?'} is never closed`);
    }
    throw new ImportFileError(`not readable as CSV: ${(error as Error).message}`);
  }
  const rows: CsvRecord[] = [];
  let line = 1;
  for (const { record, raw } of parsed) {
    // `raw` holds the record's own text and the empty lines skipped before it.
    const start = line + (/^\n*/.exec(raw)?.[0].length ?? 0);
    line += raw.split('\n').length - 1;
    if (record.some((value) => value !== '')) rows.push({ line: start, fields: record });
  }
  const [header, ...records] = rows;
  if (!header) throw new ImportFileError('the file is empty');
  return { header: header.fields.map((name) => name.trim()), records, delimiter };
}

function csvRecords(input: string): Array<{ where: string; record: Record<string, unknown> | null; problem?: string }> {
  const { header, records } = parseCsv(input);
  const known = new Set(header.map(normaliseKey));
  const missing = REQUIRED.filter((field) => !ALIASES[field].some((name) => known.has(name)));
  if (missing.length) throw new ImportFileError(`the header has no column for ${missing.join(', ')} (found: ${header.join(', ')})`);
  return records.map(({ line, fields }) => {
    if (fields.length !== header.length) {
      return { where: `line ${line}`, record: null, problem: `has ${fields.length} fields, the header has ${header.length}` };
    }
    return { where: `line ${line}`, record: Object.fromEntries(header.map((name, i) => [name, fields[i]])) };
  });
}

// ---------------------------------------------------------------------------------------------------------
// GeoJSON (a FeatureCollection of Point features; the business fields are the properties)

function geoJsonRecords(input: string): Array<{ where: string; record: Record<string, unknown> | null; problem?: string }> {
  let document: unknown;
  try {
    document = JSON.parse(input);
  } catch (error) {
    throw new ImportFileError(`not valid JSON: ${(error as Error).message}`);
  }
  const collection = document as { type?: unknown; features?: unknown };
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new ImportFileError('a GeoJSON file must hold one FeatureCollection');
  }
  return collection.features.map((feature: unknown, index: number) => {
    const where = `feature ${index + 1}`;
    const f = feature as { type?: unknown; id?: unknown; properties?: unknown; geometry?: { type?: unknown; coordinates?: unknown } | null };
    if (f?.type !== 'Feature' || typeof f.properties !== 'object' || f.properties === null) {
      return { where, record: null, problem: 'is not a Feature with properties' };
    }
    const record: Record<string, unknown> = { ...(f.properties as Record<string, unknown>) };
    if (record.place_id === undefined && (typeof f.id === 'string' || typeof f.id === 'number')) record.place_id = String(f.id);
    if (f.geometry) {
      const coordinates = f.geometry.coordinates;
      if (f.geometry.type !== 'Point' || !Array.isArray(coordinates) || coordinates.length < 2) {
        return { where, record: null, problem: 'geometry must be a Point [longitude, latitude]' };
      }
      // GeoJSON order is [longitude, latitude] (RFC 7946 §3.1.1).
      record.lng = coordinates[0];
      record.lat = coordinates[1];
    }
    return { where, record };
  });
}

// ---------------------------------------------------------------------------------------------------------

export function detectFormat(fileName: string, content: string): ImportFormat {
  if (/\.(geo)?json$/i.test(fileName)) return 'geojson';
  if (/\.(csv|tsv|txt)$/i.test(fileName)) return 'csv';
  return content.trimStart().startsWith('{') ? 'geojson' : 'csv';
}

/** Validates every record: the businesses to write and the rejected rows with their reasons. */
export function readCatalogFile(content: string, format: ImportFormat): { businesses: BusinessInput[]; rejected: RejectedRow[]; rows: number } {
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
      const placeId = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId).trim() || undefined : undefined;
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
  const report: ImportReport = { format, rows, taken: businesses.length, inserted: 0, updated: 0, rejected, demoRemoved: 0, dryRun };
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
