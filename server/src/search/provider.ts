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
  details?(placeId: string, options?: { language?: string; reviews?: boolean }): Promise<PlaceFacts | undefined>;
  /**
   * The places of a type around a point (Google's Nearby Search): the peers of a place that is not in the
   * catalog. At most 20.
   */
  nearby?(center: { lat: number; lng: number }, type: string, options?: { language?: string }): Promise<PlaceFacts[]>;
  /** The results of a search biased to a point (Google's Text Search with a location bias), best first, at most 20. */
  rankAt?(
    keyword: string,
    point: { lat: number; lng: number },
    options: { language?: string; radiusM: number; signal?: AbortSignal },
  ): Promise<PlaceSummary[]>;
  /** Name, rating and reviews of places a scan ranked (from the short cache, else Place Details). */
  summaries?(placeIds: readonly string[], options?: { language?: string }): Promise<Map<string, PlaceSummary>>;
  /** Gets ready before the first search (the local catalog's search threads); called when the server listens. */
  warm?(): void;
  /** Lets go of what the provider holds (the local catalog's search threads); called when the server closes. */
  close?(): Promise<void>;
}

/** A place as Place Details or Nearby Search describes it: a catalog entry's fields and its Google types. */
export interface PlaceFacts extends BusinessInput {
  /** Google's primary type first, then its other types. */
  types: string[];
  /** At most five, as Place Details returns them with `reviews` in the field mask; shown live, never stored. */
  reviews?: Array<{ author: string; rating: number; text: string; published: string | null }>;
}

/** What the competitors table needs of a ranked place. */
export interface PlaceSummary {
  placeId: string;
  name: string;
  rating: number | null;
  reviewCount: number;
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
