import type { Peer, ScoredBusiness } from '../report/visibility-score.ts';

/**
 * The one demo business of the site: Café Aurora in Budapest. The sample report, the landing page's preview
 * and every drawn product visual show these figures, so a visitor meets the same café with the same numbers
 * on every page. Names are fictional and the same in every language.
 */
export const SAMPLE_BUSINESS = {
  placeId: 'sample-cafe-aurora',
  name: 'Café Aurora',
  // A Budapest address as Hungarian writes it: postcode and city, then street and number.
  address: '1061 Budapest, Király utca 26.',
  category: 'cafes',
  city: 'Budapest',
  rating: 4.8,
  reviewCount: 312,
  lat: 47.5013,
  lng: 19.0588,
  // The listing's one gap (a fix of the sample report): no website on the profile.
  website: null,
  phone: '+36 1 555 0142',
} as const satisfies ScoredBusiness & { name: string };

/** Its three closest rivals, as the competitor visuals name them. */
export const SAMPLE_RIVALS = ['Bean & Leaf', 'Kaffeehaus 12', 'Morning Ritual'] as const;

/** The other cafés of Budapest in the sample catalog: the peers its local rank and review leaders come from. */
export const SAMPLE_PEERS: readonly (Peer & { name: string })[] = [
  { placeId: 'sample-bean-and-leaf', name: 'Bean & Leaf', rating: 4.6, reviewCount: 540 },
  { placeId: 'sample-kaffeehaus-12', name: 'Kaffeehaus 12', rating: 4.9, reviewCount: 1240 },
  { placeId: 'sample-morning-ritual', name: 'Morning Ritual', rating: 4.3, reviewCount: 98 },
  { placeId: 'sample-harmat', name: 'Harmat Coffee', rating: 4.9, reviewCount: 860 },
  { placeId: 'sample-szirom', name: 'Szirom Café', rating: 4.8, reviewCount: 705 },
  { placeId: 'sample-pont', name: 'Pont Kávé', rating: 4.9, reviewCount: 388 },
  { placeId: 'sample-dunapart', name: 'Dunapart Kávézó', rating: 4.7, reviewCount: 1010 },
  { placeId: 'sample-nyolcas', name: 'Nyolcas Kávézó', rating: 4.5, reviewCount: 260 },
  { placeId: 'sample-tejut', name: 'Tejút Café', rating: 4.4, reviewCount: 175 },
  { placeId: 'sample-kis-kert', name: 'Kis Kert Bistro', rating: 4.6, reviewCount: 141 },
  { placeId: 'sample-rozsa', name: 'Rózsa Espresso', rating: 4.2, reviewCount: 63 },
  { placeId: 'sample-paprika', name: 'Paprika & Pastry', rating: 4.1, reviewCount: 212 },
  { placeId: 'sample-voros-macska', name: 'Vörös Macska Kávézó', rating: 4.8, reviewCount: 940 },
  { placeId: 'sample-galamb', name: 'Galamb Roastery', rating: 4.9, reviewCount: 320 },
];
