import type { ServerResponse } from 'node:http';
import { json, type Seen } from './places-stand-in.ts';

/** The place Place Details (New) knows in these tests, with reviews (the full audit asks for them, the free report never). */
export const GERBEAUD = {
  id: 'ChIJ-gerbeaud',
  displayName: { text: 'Gerbeaud Kávéház', languageCode: 'hu' },
  formattedAddress: 'Budapest, Vörösmarty tér 7-8, 1051',
  addressComponents: [
    { longText: 'Budapest', shortText: 'Budapest', types: ['locality', 'political'] },
    { longText: 'Magyarország', shortText: 'HU', types: ['country', 'political'] },
  ],
  location: { latitude: 47.4963, longitude: 19.0506 },
  types: ['cafe', 'food', 'point_of_interest', 'establishment'],
  primaryType: 'cafe',
  rating: 4.4,
  userRatingCount: 21_000,
  websiteUri: 'https://gerbeaud.example',
  nationalPhoneNumber: '(06 1) 429 9000',
  reviews: [
    {
      rating: 5,
      text: { text: 'A classic.' },
      authorAttribution: { displayName: 'Kata' },
      publishTime: '2026-11-01T10:00:00Z',
    },
    {
      rating: 3,
      text: { text: 'Busy at noon.' },
      authorAttribution: { displayName: 'Tom' },
      publishTime: '2026-10-20T10:00:00Z',
    },
  ],
};

/** Two cafés around it, as Nearby Search and Text Search answer them. */
export const RIVALS = [
  {
    id: 'ChIJ-central',
    displayName: { text: 'Central Kávéház' },
    rating: 4.3,
    userRatingCount: 9000,
    location: { latitude: 47.4935, longitude: 19.0557 },
    types: ['cafe'],
    primaryType: 'cafe',
    formattedAddress: 'Budapest, Károlyi u. 9',
  },
  {
    id: 'ChIJ-muvesz',
    displayName: { text: 'Művész Kávéház' },
    rating: 4.2,
    userRatingCount: 6000,
    location: { latitude: 47.5029, longitude: 19.0604 },
    types: ['cafe'],
    primaryType: 'cafe',
    formattedAddress: 'Budapest, Andrássy út 29',
  },
];

/** Metres north of the place of a Text Search's location bias. */
const northOf = (body: Record<string, unknown>) => {
  const center = (body.locationBias as { circle: { center: { latitude: number } } }).circle.center;
  return (center.latitude - GERBEAUD.location.latitude) * 111_195;
};

/**
 * Google Places (New) on the stand-in: Place Details (GET /v1/places/{id}, 404 NOT_FOUND for an unknown id),
 * Nearby Search (the place and its two rivals), the business search (Text Search by name) and Text Search with
 * a location bias, whose results depend on
 * where the point is: north of the place a rival comes first (rank 2), on its row it is first, south of it
 * it is not among the results (not in the top 20). `point` may make a point fail (500) or answer slowly.
 */
export function googlePlaces(
  failing: () => boolean,
  point: (north: number, body: Record<string, unknown>) => 'fail' | number | undefined = () => undefined,
) {
  return (request: Seen, response: ServerResponse) => {
    if (failing()) return json(response, 500, { error: { code: 500, message: 'backend error', status: 'INTERNAL' } });
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/v1/places:searchNearby') return json(response, 200, { places: [GERBEAUD, ...RIVALS] });
    if (path === '/v1/places:searchText' && !request.body.locationBias) {
      // The business search (no location bias): the places whose name has every word of the query but the city's.
      const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const words = fold(String(request.body.textQuery))
        .replace(/budapest/g, '')
        .split(/\s+/)
        .filter(Boolean);
      const places = [GERBEAUD, ...RIVALS].filter((place) =>
        words.every((word) => fold(place.displayName.text).includes(word)),
      );
      return json(response, 200, { places });
    }
    if (path === '/v1/places:searchText') {
      const north = northOf(request.body);
      const answer = () => {
        const [central, muvesz] = RIVALS;
        const places =
          north > 500 ? [central, GERBEAUD, muvesz] : north < -500 ? [muvesz, central] : [GERBEAUD, central, muvesz];
        json(response, 200, { places });
      };
      const special = point(north, request.body);
      if (special === 'fail')
        return json(response, 503, { error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } });
      if (typeof special === 'number') return void setTimeout(answer, special);
      return answer();
    }
    const id = decodeURIComponent(path.replace(/^\/v1\/places\//, ''));
    const place = [GERBEAUD, ...RIVALS].find((candidate) => candidate.id === id);
    if (!place)
      return json(response, 404, { error: { code: 404, message: `Place ${id} not found.`, status: 'NOT_FOUND' } });
    json(response, 200, place);
  };
}
