import { SEARCH_MAX_RESULTS, type BusinessSearchResult } from '@findable/core/validation/search';
import { foldForSearch } from './normalize.ts';
import {
  SearchQuotaError,
  SearchUnavailableError,
  type BusinessSearchProvider,
  type PlaceFacts,
  type PlaceSummary,
} from './provider.ts';

/**
 * Google Places API (New) Text Search: POST {baseUrl}/v1/places:searchText with the key in
 * X-Goog-Api-Key and a field mask of the three fields we show (the mask also decides the billing SKU).
 * https://developers.google.com/maps/documentation/places/web-service/text-search
 *
 * Errors come as `{ error: { code, message, status } }`; quota exhaustion is HTTP 429 /
 * RESOURCE_EXHAUSTED (a proxy that speaks the legacy API's `status: OVER_QUERY_LIMIT` is understood too).
 */
export interface GooglePlacesOptions {
  apiKey: string;
  /** Origin of the API; tests point it at a stand-in server on 127.0.0.1. */
  baseUrl?: string;
  /** Per request; the search box gives up long before a slow answer would help. */
  timeoutMs?: number;
  /** Answers are kept this long per phrase and language, so typing the same prefix again costs nothing. */
  cacheTtlMs?: number;
  cacheSize?: number;
  /** Without a Retry-After from Google, how long a quota error stops further calls. */
  quotaBackoffSeconds?: number;
  /**
   * How long Place Details, Nearby Search and a scan's names and ratings are kept in memory (never on disk):
   * one visit to a report (docs/report.md 'Google's terms').
   */
  detailsTtlMs?: number;
  now?: () => number;
}

export const GOOGLE_PLACES_FIELD_MASK = 'places.id,places.displayName,places.formattedAddress';

/**
 * Place Details (New): the fields the report needs, nothing more (the mask sets the billing SKU: rating and
 * userRatingCount are Enterprise fields). https://developers.google.com/maps/documentation/places/web-service/place-details
 */
export const GOOGLE_PLACE_DETAILS_FIELD_MASK = [
  'id',
  'displayName',
  'formattedAddress',
  'addressComponents',
  'location',
  'types',
  'primaryType',
  'rating',
  'userRatingCount',
  'websiteUri',
  'nationalPhoneNumber',
].join(',');

/** Google place types → the verticals of our catalog (core/routes.ts VERTICALS); others keep Google's type. */
const TYPE_TO_VERTICAL: Record<string, string> = {
  restaurant: 'restaurants',
  cafe: 'cafes',
  coffee_shop: 'cafes',
  hair_salon: 'hair-salons',
  hair_care: 'hair-salons',
  beauty_salon: 'hair-salons',
  dentist: 'dentists',
  dental_clinic: 'dentists',
  bar: 'bars',
  pub: 'bars',
  barber_shop: 'barbers',
  lawyer: 'lawyers',
  gym: 'gyms',
  fitness_center: 'gyms',
  pharmacy: 'pharmacies',
  drugstore: 'pharmacies',
  massage: 'massage-salons',
  spa: 'massage-salons',
};

interface PlaceDetails {
  id?: unknown;
  displayName?: { text?: unknown };
  formattedAddress?: unknown;
  addressComponents?: Array<{ longText?: unknown; shortText?: unknown; types?: unknown }>;
  location?: { latitude?: unknown; longitude?: unknown };
  types?: unknown;
  primaryType?: unknown;
  rating?: unknown;
  userRatingCount?: unknown;
  websiteUri?: unknown;
  nationalPhoneNumber?: unknown;
  reviews?: Array<{
    rating?: unknown;
    text?: { text?: unknown };
    originalText?: { text?: unknown };
    authorAttribution?: { displayName?: unknown };
    publishTime?: unknown;
  }>;
  error?: { code?: unknown; message?: unknown; status?: unknown };
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A Place Details answer as a catalog entry: the first known type decides the category. */
export function placeToBusiness(place: PlaceDetails, placeId: string): PlaceFacts | undefined {
  const name = text(place.displayName?.text, 300);
  if (!name) return undefined;
  const types = [place.primaryType, ...(Array.isArray(place.types) ? (place.types as unknown[]) : [])].filter(
    (type): type is string => typeof type === 'string',
  );
  const known = types.map((type) => TYPE_TO_VERTICAL[type]).find(Boolean);
  const category =
    known ??
    text(
      types.find((type) => !['point_of_interest', 'establishment', 'store', 'food'].includes(type)),
      60,
    );
  const component = (type: string) =>
    place.addressComponents?.find((c) => Array.isArray(c.types) && c.types.includes(type));
  const locality = component('locality') ?? component('postal_town') ?? component('administrative_area_level_2');
  const country = text(component('country')?.shortText, 2);
  const rating = finite(place.rating);
  const lat = finite(place.location?.latitude);
  const lng = finite(place.location?.longitude);
  return {
    place_id: typeof place.id === 'string' && place.id ? place.id.slice(0, 255) : placeId,
    name,
    formatted_address: text(place.formattedAddress, 500) ?? '',
    category: category ? category.toLowerCase() : null,
    city: text(locality?.longText, 120),
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
    lat: lat !== null && lng !== null ? lat : null,
    lng: lat !== null && lng !== null ? lng : null,
    rating: rating !== null && rating >= 1 && rating <= 5 ? Math.round(rating * 10) / 10 : null,
    review_count: Math.max(0, Math.floor(finite(place.userRatingCount) ?? 0)),
    website: text(place.websiteUri, 500),
    phone: text(place.nationalPhoneNumber, 40),
    types,
    ...(Array.isArray(place.reviews)
      ? {
          reviews: place.reviews.slice(0, 5).flatMap((review) => {
            const stars = finite(review.rating);
            const body = text(review.text?.text ?? review.originalText?.text, 2000);
            return stars === null
              ? []
              : [
                  {
                    author: text(review.authorAttribution?.displayName, 120) ?? '',
                    rating: stars,
                    text: body ?? '',
                    published: text(review.publishTime, 40),
                  },
                ];
          }),
        }
      : {}),
  };
}

/** The fields a scan's Text Search asks for: who ranks where, and what the competitors table shows of them. */
export const GOOGLE_RANK_FIELD_MASK = 'places.id,places.displayName,places.rating,places.userRatingCount';
/** Nearby Search (New): the peers' listing fields, for their scores (the same as Place Details', per place). */
export const GOOGLE_NEARBY_FIELD_MASK = GOOGLE_PLACE_DETAILS_FIELD_MASK.split(',')
  .map((field) => `places.${field}`)
  .join(',');
/** How far around a place Nearby Search looks for its peers. */
const PEER_RADIUS_M = 5000;

interface PlacesResponse {
  places?: Array<{ id?: unknown; displayName?: { text?: unknown }; formattedAddress?: unknown }>;
  status?: unknown;
  error?: { code?: unknown; message?: unknown; status?: unknown };
}

function retryAfterSeconds(header: string | null, fallback: number): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : fallback;
}

/** A small map with a time-to-live per entry and a size bound (insertion order is age order). */
class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();
  private readonly ttlMs: number;
  private readonly size: number;
  private readonly now: () => number;
  constructor(ttlMs: number, size: number, now: () => number) {
    this.ttlMs = ttlMs;
    this.size = size;
    this.now = now;
  }
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}

export function googlePlacesProvider(options: GooglePlacesOptions): BusinessSearchProvider {
  const {
    apiKey,
    baseUrl = 'https://places.googleapis.com',
    timeoutMs = 3000,
    cacheTtlMs = 10 * 60_000,
    cacheSize = 500,
    quotaBackoffSeconds = 30,
    detailsTtlMs = 5 * 60_000,
    now = Date.now,
  } = options;
  const searches = new TtlCache<BusinessSearchResult[]>(cacheTtlMs, cacheSize, now);
  const details = new TtlCache<PlaceFacts | null>(detailsTtlMs, 2000, now);
  const nearby = new TtlCache<PlaceFacts[]>(detailsTtlMs, 500, now);
  const summaries = new TtlCache<PlaceSummary>(detailsTtlMs, 20_000, now);
  let blockedUntil = 0;

  const quotaError = (seconds: number) => {
    blockedUntil = now() + seconds * 1000;
    return new SearchQuotaError('Google Places quota exhausted', seconds);
  };

  /**
   * One call to the Places API: the key and field mask as headers, a timeout, and Google's errors as ours
   * (quota: SearchQuotaError and no further calls until Retry-After; anything else: SearchUnavailableError).
   * `notFound` answers undefined for an unknown id (404 NOT_FOUND, 400 INVALID_ARGUMENT).
   */
  async function call<T>(
    path: string,
    init: { mask: string; body?: unknown; query?: Record<string, string>; signal?: AbortSignal; notFound?: boolean },
  ): Promise<T | undefined> {
    if (now() < blockedUntil)
      throw new SearchQuotaError('Google Places quota exhausted', Math.ceil((blockedUntil - now()) / 1000));
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-goog-api-key': apiKey,
          'x-goog-fieldmask': init.mask,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: init.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SearchUnavailableError(`Google Places unreachable: ${(error as Error).message}`, { cause: error });
    }
    let body: { status?: unknown; error?: { code?: unknown; message?: unknown; status?: unknown } };
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      if (response.status === 429)
        throw quotaError(retryAfterSeconds(response.headers.get('retry-after'), quotaBackoffSeconds));
      if (init.notFound && response.status === 404) return undefined;
      throw new SearchUnavailableError(`Google Places answered ${response.status} without JSON`, { cause: error });
    }
    if (response.status === 429 || body.error?.status === 'RESOURCE_EXHAUSTED' || body.status === 'OVER_QUERY_LIMIT') {
      throw quotaError(retryAfterSeconds(response.headers.get('retry-after'), quotaBackoffSeconds));
    }
    if (
      init.notFound &&
      (response.status === 404 || body.error?.status === 'NOT_FOUND' || body.error?.status === 'INVALID_ARGUMENT')
    )
      return undefined;
    if (!response.ok || body.error) {
      const detail = typeof body.error?.status === 'string' ? body.error.status : String(response.status);
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- Google's error body is untyped JSON; its message is shown as text whatever it is.
      throw new SearchUnavailableError(`Google Places error ${detail}: ${String(body.error?.message ?? '')}`);
    }
    return body as T;
  }

  const remember = (
    place: { id?: unknown; displayName?: { text?: unknown }; rating?: unknown; userRatingCount?: unknown },
    language: string,
  ) => {
    const name = text(place.displayName?.text, 300);
    if (typeof place.id !== 'string' || !place.id || !name) return undefined;
    const rating = finite(place.rating);
    const summary: PlaceSummary = {
      placeId: place.id,
      name,
      rating: rating !== null && rating >= 1 && rating <= 5 ? Math.round(rating * 10) / 10 : null,
      reviewCount: Math.max(0, Math.floor(finite(place.userRatingCount) ?? 0)),
    };
    summaries.set(`${language}\u0000${place.id}`, summary);
    return summary;
  };

  const provider: BusinessSearchProvider = {
    name: 'google',
    async search(phrase, { language, signal } = {}) {
      const key = `${language ?? ''}\u0000${foldForSearch(phrase)}`;
      const cached = searches.get(key);
      if (cached) {
        searches.set(key, cached);
        return cached;
      }
      const body = await call<PlacesResponse>('/v1/places:searchText', {
        mask: GOOGLE_PLACES_FIELD_MASK,
        body: { textQuery: phrase, pageSize: SEARCH_MAX_RESULTS, ...(language ? { languageCode: language } : {}) },
        ...(signal ? { signal } : {}),
      });
      const results: BusinessSearchResult[] = [];
      for (const place of body?.places ?? []) {
        const name = place.displayName?.text;
        if (typeof place.id !== 'string' || !place.id || typeof name !== 'string') continue;
        results.push({
          name,
          formatted_address: typeof place.formattedAddress === 'string' ? place.formattedAddress : '',
          place_id: place.id,
        });
        if (results.length === SEARCH_MAX_RESULTS) break;
      }
      searches.set(key, results);
      return results;
    },

    async details(placeId, { language, reviews = false } = {}) {
      const key = `${language ?? ''}\u0000${reviews ? 'r' : ''}\u0000${placeId}`;
      const cached = details.get(key);
      if (cached !== undefined) return cached ?? undefined;
      const body = await call<PlaceDetails>(`/v1/places/${encodeURIComponent(placeId)}`, {
        mask: reviews ? `${GOOGLE_PLACE_DETAILS_FIELD_MASK},reviews` : GOOGLE_PLACE_DETAILS_FIELD_MASK,
        query: language ? { languageCode: language } : {},
        notFound: true,
      });
      const place = body ? placeToBusiness(body, placeId) : undefined;
      details.set(key, place ?? null);
      if (body) remember(body, language ?? '');
      return place;
    },

    async nearby(center, type, { language } = {}) {
      const key = `${language ?? ''}\u0000${type}\u0000${center.lat.toFixed(5)},${center.lng.toFixed(5)}`;
      const cached = nearby.get(key);
      if (cached) return cached;
      const body = await call<{ places?: PlaceDetails[] }>('/v1/places:searchNearby', {
        mask: GOOGLE_NEARBY_FIELD_MASK,
        body: {
          includedTypes: [type],
          maxResultCount: 20,
          locationRestriction: {
            circle: { center: { latitude: center.lat, longitude: center.lng }, radius: PEER_RADIUS_M },
          },
          ...(language ? { languageCode: language } : {}),
        },
      });
      const places = (body?.places ?? []).flatMap((place) => {
        const facts = typeof place.id === 'string' && place.id ? placeToBusiness(place, place.id) : undefined;
        if (facts) remember(place, language ?? '');
        return facts ? [facts] : [];
      });
      nearby.set(key, places);
      return places;
    },

    async rankAt(keyword, point, { language, radiusM, signal }) {
      const body = await call<{ places?: PlaceDetails[] }>('/v1/places:searchText', {
        mask: GOOGLE_RANK_FIELD_MASK,
        body: {
          textQuery: keyword,
          pageSize: 20,
          locationBias: { circle: { center: { latitude: point.lat, longitude: point.lng }, radius: radiusM } },
          ...(language ? { languageCode: language } : {}),
        },
        ...(signal ? { signal } : {}),
      });
      return (body?.places ?? []).flatMap((place) => remember(place, language ?? '') ?? []).slice(0, 20);
    },

    async summaries(placeIds, { language } = {}) {
      const found = new Map<string, PlaceSummary>();
      const missing: string[] = [];
      for (const id of placeIds) {
        const summary = summaries.get(`${language ?? ''}\u0000${id}`);
        if (summary) found.set(id, summary);
        else missing.push(id);
      }
      // Past the short cache: Place Details for each, a few at a time.
      for (let start = 0; start < missing.length; start += 5) {
        await Promise.all(
          missing.slice(start, start + 5).map(async (id) => {
            const body = await call<PlaceDetails>(`/v1/places/${encodeURIComponent(id)}`, {
              mask: 'id,displayName,rating,userRatingCount',
              query: language ? { languageCode: language } : {},
              notFound: true,
            });
            const summary = body
              ? remember({ ...body, id: typeof body.id === 'string' ? body.id : id }, language ?? '')
              : undefined;
            if (summary) found.set(id, summary);
          }),
        );
      }
      return found;
    },
  };
  return provider;
}
