import * as z from 'zod/mini';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_RESULTS } from './search-limits.ts';
import { hasNoControlCharacters } from './text.ts';

/**
 * The business search shared by web and server (spec §3 'Business search result', §7 searchBusiness).
 * Written with zod/mini: only the search box's lazily loaded part uses it in the browser, and mini
 * tree-shakes to a few KB. Its numbers live in search-limits.ts (no zod) for the eagerly loaded part.
 */

export * from './search-limits.ts';

/** Message keys (in the `search` catalog) the schemas use; the API sends the key as `code`. */
export const SEARCH_ERRORS = {
  tooLong: 'errors.tooLong',
  invalid: 'errors.invalid',
  rateLimited: 'errors.rateLimited',
  unavailable: 'errors.unavailable',
  busy: 'errors.busy',
  network: 'errors.network',
} as const;

/**
 * The query string of GET /api/projects/searchBusiness. A missing `search` is the empty phrase (answered
 * with `[]`); more than SEARCH_MAX_LENGTH characters is an error.
 */
export const BusinessSearchQuerySchema = z.object({
  search: z._default(
    z.string(SEARCH_ERRORS.invalid).check(
      z.maxLength(SEARCH_MAX_LENGTH, SEARCH_ERRORS.tooLong),
      // Tabs and line breaks are white space to the search; other control characters are not text.
      z.refine((text) => hasNoControlCharacters(text.replace(/[\t\n\r]/g, ' ')), SEARCH_ERRORS.invalid),
    ),
    '',
  ),
});
export type BusinessSearchQuery = z.infer<typeof BusinessSearchQuerySchema>;

/** One business as the search answers it: the fields of a Places text search result the product uses. */
export const BusinessSearchResultSchema = z.object({
  name: z.string(),
  formatted_address: z.string(),
  place_id: z.string().check(z.minLength(1)),
});
export type BusinessSearchResult = z.infer<typeof BusinessSearchResultSchema>;

export const BusinessSearchResultsSchema = z.array(BusinessSearchResultSchema).check(z.maxLength(SEARCH_MAX_RESULTS));
