import type { BusinessSearchResult } from '@findable/core/validation/search';
import type { BusinessInput } from './catalog-repository.ts';

/** Where business search answers come from (DESIGN 'Business search'): the local catalog or Google Places. */
export interface BusinessSearchProvider {
  readonly name: 'local' | 'google';
  /**
   * At most SEARCH_MAX_RESULTS businesses for a phrase, best match first. The phrase is already trimmed,
   * non-empty and at most SEARCH_MAX_LENGTH characters. `language` is a BCP 47 tag for providers that
   * localise addresses.
   */
  search(phrase: string, options?: { language?: string; signal?: AbortSignal }): Promise<BusinessSearchResult[]>;
  /**
   * What the provider knows of one place it answered (rating, reviews, type, position, contact), for a
   * provider whose places are not in the local catalog: the report looks a picked place up once and keeps it
   * there (docs/report.md). Undefined when the place does not exist.
   */
  details?(placeId: string, options?: { language?: string }): Promise<BusinessInput | undefined>;
}

/** The provider cannot answer now (network, bad key, its own error): the API answers 502. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

/** The provider's quota or rate limit is exhausted: the API answers 503 with Retry-After. */
export class SearchQuotaError extends SearchUnavailableError {
  override name = 'SearchQuotaError';
  /** Seconds after which trying again makes sense. */
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
