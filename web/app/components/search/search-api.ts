import { BusinessSearchResultsSchema, type BusinessSearchResult } from '@findable/core/validation/search';

/** Why a search failed, as the box explains it (catalog keys `search:errors.*`). */
export type SearchFailure = 'rateLimited' | 'busy' | 'unavailable' | 'network';

export class SearchFailedError extends Error {
  override name = 'SearchFailedError';
  readonly failure: SearchFailure;
  constructor(failure: SearchFailure) {
    super(failure);
    this.failure = failure;
  }
}

/**
 * GET /api/projects/searchBusiness (spec §7). The phrase is URL-encoded (the spec's client sent it raw,
 * which breaks on '&' and '#'); a missing or malformed result counts as an empty list, as the spec says.
 */
export async function searchBusinesses(
  phrase: string,
  { signal, locale }: { signal: AbortSignal; locale: string },
): Promise<BusinessSearchResult[]> {
  let response: Response;
  try {
    response = await fetch(`/api/projects/searchBusiness?search=${encodeURIComponent(phrase)}`, {
      headers: { accept: 'application/json', 'accept-language': locale },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SearchFailedError('network');
  }
  if (response.status === 429) throw new SearchFailedError('rateLimited');
  if (response.status === 503) throw new SearchFailedError('busy');
  if (!response.ok) throw new SearchFailedError('unavailable');
  const parsed = BusinessSearchResultsSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : [];
}
