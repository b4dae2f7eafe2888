import { CsvError, parse } from 'csv-parse/sync';
import { ALIASES, normaliseKey, REQUIRED } from './row-fields.ts';

/** The two file formats an export comes in, read into raw records (column → value) with where each starts. */
export type ImportFormat = 'csv' | 'geojson';

/** The file cannot be read as a catalog at all (wrong format, no header, required columns missing). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

/** A raw record, or why it could not be read, and where it is in the file. */
export interface RawRecord {
  where: string;
  record: Record<string, unknown> | null;
  problem?: string;
}

export function detectFormat(fileName: string, content: string): ImportFormat {
  if (/\.(geo)?json$/i.test(fileName)) return 'geojson';
  if (/\.(csv|tsv|txt)$/i.test(fileName)) return 'csv';
  return content.trimStart().startsWith('{') ? 'geojson' : 'csv';
}

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
      // Cast stays: csv-parse's types do not model `raw: true`, which returns { record, raw } per row.
    }) as unknown as Array<{ record: string[]; raw: string }>;
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new ImportFileError(
        `a quoted field starting on line ${(error as CsvError & { lines?: number }).lines ?? '?'} is never closed`,
      );
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

export function csvRecords(input: string): RawRecord[] {
  const { header, records } = parseCsv(input);
  const known = new Set(header.map(normaliseKey));
  const missing = REQUIRED.filter((field) => !ALIASES[field].some((name) => known.has(name)));
  if (missing.length)
    throw new ImportFileError(`the header has no column for ${missing.join(', ')} (found: ${header.join(', ')})`);
  return records.map(({ line, fields }) => {
    if (fields.length !== header.length) {
      return {
        where: `line ${line}`,
        record: null,
        problem: `has ${fields.length} fields, the header has ${header.length}`,
      };
    }
    return { where: `line ${line}`, record: Object.fromEntries(header.map((name, i) => [name, fields[i]])) };
  });
}

// GeoJSON (a FeatureCollection of Point features; the business fields are the properties)

export function geoJsonRecords(input: string): RawRecord[] {
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
    const f = feature as {
      type?: unknown;
      id?: unknown;
      properties?: unknown;
      geometry?: { type?: unknown; coordinates?: unknown } | null;
    };
    if (f?.type !== 'Feature' || typeof f.properties !== 'object' || f.properties === null) {
      return { where, record: null, problem: 'is not a Feature with properties' };
    }
    const record: Record<string, unknown> = { ...(f.properties as Record<string, unknown>) };
    if (record.place_id === undefined && (typeof f.id === 'string' || typeof f.id === 'number'))
      record.place_id = String(f.id);
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
