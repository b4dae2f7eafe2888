import { SEARCH_MAX_RESULTS, type BusinessSearchResult } from '@findable/core/validation/search';
import { foldForSearch } from './normalize.ts';
import type { BusinessInput } from './catalog-repository.ts';
import { SearchQuotaError, SearchUnavailableError, type BusinessSearchProvider } from './provider.ts';

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
  error?: { code?: unknown; message?: unknown; status?: unknown };
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A Place Details answer as a catalog entry: the first known type decides the category. */
export function placeToBusiness(place: PlaceDetails, placeId: string): BusinessInput | undefined {
  const name = text(place.displayName?.text, 300);
  if (!name) return undefined;
  const types = [place.primaryType, ...(Array.isArray(place.types) ? place.types : [])].filter((type): type is string => typeof type === 'string');
  const known = types.map((type) => TYPE_TO_VERTICAL[type]).find(Boolean);
  const category =
    known ??
    text(
      types.find((type) => !['point_of_interest', 'establishment', 'store', 'food'].includes(type)),
      60,
    );
  const component = (type: string) => place.addressComponents?.find((c) => Array.isArray(c.types) && c.types.includes(type));
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
  };
}

interface PlacesResponse {
  places?: Array<{ id?: unknown; displayName?: { text?: unknown }; formattedAddress?: unknown }>;
  status?: unknown;
  error?: { code?: unknown; message?: unknown; status?: unknown };
}

function retryAfterSeconds(header: string | null, fallback: number): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : fallback;
}

export function googlePlacesProvider(options: GooglePlacesOptions): BusinessSearchProvider {
  const {
    apiKey,
    baseUrl = 'https://places.googleapis.com',
    timeoutMs = 3000,
    cacheTtlMs = 10 * 60_000,
    cacheSize = 500,
    quotaBackoffSeconds = 30,
    now = Date.now,
  } = options;
  const endpoint = new URL('/v1/places:searchText', baseUrl).href;
  // A small LRU (a Map keeps insertion order; a hit is re-inserted at the end).
  const cache = new Map<string, { at: number; results: BusinessSearchResult[] }>();
  let blockedUntil = 0;

  const quotaError = (seconds: number) => {
    blockedUntil = now() + seconds * 1000;
    return new SearchQuotaError('Google Places quota exhausted', seconds);
  };

  return {
    name: 'google',
    async search(phrase, { language, signal } = {}) {
      const key = `${language ?? ''}\u0000${foldForSearch(phrase)}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < cacheTtlMs) {
        cache.delete(key);
        cache.set(key, cached);
        return cached.results;
      }
      if (now() < blockedUntil) {
        throw new SearchQuotaError('Google Places quota exhausted', Math.ceil((blockedUntil - now()) / 1000));
      }

      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-goog-api-key': apiKey,
            'x-goog-fieldmask': GOOGLE_PLACES_FIELD_MASK,
          },
          body: JSON.stringify({ textQuery: phrase, pageSize: SEARCH_MAX_RESULTS, ...(language ? { languageCode: language } : {}) }),
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SearchUnavailableError(`Google Places unreachable: ${(error as Error).message}`, { cause: error });
      }

      let body: PlacesResponse;
      try {
        body = (await response.json()) as PlacesResponse;
      } catch (error) {
        if (response.status === 429) throw quotaError(retryAfterSeconds(response.headers.get('retry-after'), quotaBackoffSeconds));
        throw new SearchUnavailableError(`Google Places answered ${response.status} without JSON`, { cause: error });
      }
      if (response.status === 429 || body.error?.status === 'RESOURCE_EXHAUSTED' || body.status === 'OVER_QUERY_LIMIT') {
        throw quotaError(retryAfterSeconds(response.headers.get('retry-after'), quotaBackoffSeconds));
      }
      if (!response.ok || body.error) {
        const detail = typeof body.error?.status === 'string' ? body.error.status : String(response.status);
        throw new SearchUnavailableError(`Google Places error ${detail}: ${String(body.error?.message ?? '')}`);
      }

      const results: BusinessSearchResult[] = [];
      for (const place of body.places ?? []) {
        const name = place.displayName?.text;
        if (typeof place.id !== 'string' || !place.id || typeof name !== 'string') continue;
        results.push({ name, formatted_address: typeof place.formattedAddress === 'string' ? place.formattedAddress : '', place_id: place.id });
        if (results.length === SEARCH_MAX_RESULTS) break;
      }
      cache.set(key, { at: now(), results });
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return results;
    },

    async details(placeId, { language } = {}) {
      if (now() < blockedUntil) {
        throw new SearchQuotaError('Google Places quota exhausted', Math.ceil((blockedUntil - now()) / 1000));
      }
      const url = new URL(`/v1/places/${encodeURIComponent(placeId)}`, baseUrl);
      if (language) url.searchParams.set('languageCode', language);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'x-goog-api-key': apiKey, 'x-goog-fieldmask': GOOGLE_PLACE_DETAILS_FIELD_MASK },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SearchUnavailableError(`Google Places unreachable: ${(error as Error).message}`, { cause: error });
      }
      const body = (await response.json().catch(() => ({}))) as PlaceDetails;
      if (response.status === 429 || body.error?.status === 'RESOURCE_EXHAUSTED') {
        throw quotaError(retryAfterSeconds(response.headers.get('retry-after'), quotaBackoffSeconds));
      }
      // An unknown or malformed id: Google answers 404 NOT_FOUND or 400 INVALID_ARGUMENT.
      if (response.status === 404 || body.error?.status === 'NOT_FOUND' || body.error?.status === 'INVALID_ARGUMENT') return undefined;
      if (!response.ok || body.error) {
        const detail = typeof body.error?.status === 'string' ? body.error.status : String(response.status);
        throw new SearchUnavailableError(`Google Place Details error ${detail}: ${String(body.error?.message ?? '')}`);
      }
      return placeToBusiness(body, placeId);
    },
  };
}
