import { z } from 'zod';
import type { BusinessInput } from '../catalog-repository.ts';

/**
 * One row of a business export: the columns it may use for each field, and the validation of its values
 * (docs/search.md 'Importing a catalog').
 */

/** Accepted column / property names per field (case-insensitive; spaces and dashes count as _). */
export const ALIASES: Record<keyof BusinessInput, readonly string[]> = {
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
export const REQUIRED = ['place_id', 'name', 'formatted_address'] as const;

export const normaliseKey = (key: string) =>
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
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a cell of an imported file is read as text whatever type the parser gave it.
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
const blankToUndefined = (value: unknown) =>
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a cell of an imported file is read as text whatever type the parser gave it.
  value === null || value === undefined ? undefined : String(value).replace(/\s+/g, ' ').trim() || undefined;
const tooLong = (max: number) => `is longer than ${max} characters`;
const requiredText = (max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: 'is missing' }).max(max, tooLong(max)));
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
    lat: number('decimal').pipe(
      z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90').optional(),
    ),
    lng: number('decimal').pipe(
      z.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180').optional(),
    ),
    rating: number('decimal').pipe(
      z.number().min(1, 'must be between 1 and 5').max(5, 'must be between 1 and 5').optional(),
    ),
    review_count: number('integer').pipe(
      z.number().int('must be a whole number').min(0, 'must not be negative').optional(),
    ),
    website: optionalText(500),
    phone: optionalText(40),
  })
  .superRefine((row, context) => {
    if (row.lat !== undefined && row.lng === undefined)
      context.addIssue({ code: 'custom', path: ['lng'], message: 'is missing (lat is given)' });
    if (row.lng !== undefined && row.lat === undefined)
      context.addIssue({ code: 'custom', path: ['lat'], message: 'is missing (lng is given)' });
  });

/** A raw record's values under our field names, whichever alias its columns use. */
export function fieldsOf(record: Record<string, unknown>): Record<string, unknown> {
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
