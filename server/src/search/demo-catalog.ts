import { VERTICALS, type Vertical } from '@findable/core/routes';
import { foldForSearch } from './normalize.ts';
import { mulberry32 } from './seeded-random.ts';

/**
 * The demo business catalog: a deterministic (seeded) generator of realistic local businesses of the ten
 * verticals in US, German and Hungarian cities, with names and addresses in the local language and style.
 * Every business has a `demo-` place_id and is stored with source 'demo', so demo data is never mistaken
 * for real data and can be removed in one statement.
 */

export type CountryCode = 'US' | 'DE' | 'HU';

/** One business as the catalog stores it (before search columns are added). */
export interface CatalogBusiness {
  place_id: string;
  name: string;
  formatted_address: string;
  category: string;
  city: string;
  country: CountryCode;
  lat: number;
  lng: number;
  /** 1.0–5.0 in steps of 0.1; null for a business without reviews. */
  rating: number | null;
  review_count: number;
  /** Most listings name a website and a phone; some do not (the report counts it). */
  website: string | null;
  phone: string | null;
}

/** The seed of the catalog `npm start` creates; change it and every demo business changes. */
export const DEMO_SEED = 20251123;
/** How many businesses the first start generates. */
export const DEMO_CATALOG_SIZE = 20_000;
export const DEMO_PLACE_ID_PREFIX = 'demo-';

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness

/** Mixes the catalog seed with a business's index, so each business is generated independently of the others. */
function mix(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  weighted<T extends { weight: number }>(items: readonly T[], total: number): T {
    let r = this.next() * total;
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item;
    }
    return items[items.length - 1]!;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Places

interface City {
  name: string;
  /** The city's name as an adjective, where names use it ('Berliner Hof', 'Szegedi Halászcsárda'). */
  adjective?: string;
  /** US state code. */
  state?: string;
  lat: number;
  lng: number;
  /** Roughly the population in thousands: how many of the businesses are here. */
  weight: number;
  /** Postal codes: an inclusive range, or a list. */
  postal: readonly [number, number] | readonly number[];
}

const US_CITIES: readonly City[] = [
  { name: 'New York', state: 'NY', lat: 40.7128, lng: -74.006, weight: 8300, postal: [10001, 10282] },
  { name: 'Los Angeles', state: 'CA', lat: 34.0522, lng: -118.2437, weight: 3900, postal: [90001, 90089] },
  { name: 'Chicago', state: 'IL', lat: 41.8781, lng: -87.6298, weight: 2700, postal: [60601, 60661] },
  { name: 'Houston', state: 'TX', lat: 29.7604, lng: -95.3698, weight: 2300, postal: [77002, 77099] },
  { name: 'Phoenix', state: 'AZ', lat: 33.4484, lng: -112.074, weight: 1600, postal: [85003, 85054] },
  { name: 'Philadelphia', state: 'PA', lat: 39.9526, lng: -75.1652, weight: 1550, postal: [19102, 19154] },
  { name: 'San Antonio', state: 'TX', lat: 29.4241, lng: -98.4936, weight: 1450, postal: [78201, 78266] },
  { name: 'San Diego', state: 'CA', lat: 32.7157, lng: -117.1611, weight: 1380, postal: [92101, 92154] },
  { name: 'Dallas', state: 'TX', lat: 32.7767, lng: -96.797, weight: 1300, postal: [75201, 75287] },
  { name: 'Austin', state: 'TX', lat: 30.2672, lng: -97.7431, weight: 960, postal: [78701, 78759] },
  { name: 'San Francisco', state: 'CA', lat: 37.7749, lng: -122.4194, weight: 810, postal: [94102, 94134] },
  { name: 'Seattle', state: 'WA', lat: 47.6062, lng: -122.3321, weight: 740, postal: [98101, 98199] },
  { name: 'Denver', state: 'CO', lat: 39.7392, lng: -104.9903, weight: 710, postal: [80202, 80239] },
  { name: 'Nashville', state: 'TN', lat: 36.1627, lng: -86.7816, weight: 690, postal: [37201, 37221] },
  { name: 'Boston', state: 'MA', lat: 42.3601, lng: -71.0589, weight: 650, postal: [2108, 2137] },
  { name: 'Portland', state: 'OR', lat: 45.5152, lng: -122.6784, weight: 640, postal: [97201, 97239] },
  { name: 'Atlanta', state: 'GA', lat: 33.749, lng: -84.388, weight: 500, postal: [30303, 30350] },
  { name: 'Miami', state: 'FL', lat: 25.7617, lng: -80.1918, weight: 450, postal: [33125, 33199] },
  { name: 'Minneapolis', state: 'MN', lat: 44.9778, lng: -93.265, weight: 430, postal: [55401, 55455] },
  { name: 'New Orleans', state: 'LA', lat: 29.9511, lng: -90.0715, weight: 380, postal: [70112, 70131] },
];

const DE_CITIES: readonly City[] = [
  { name: 'Berlin', adjective: 'Berliner', lat: 52.52, lng: 13.405, weight: 3800, postal: [10115, 14199] },
  { name: 'Hamburg', adjective: 'Hamburger', lat: 53.5511, lng: 9.9937, weight: 1900, postal: [20095, 22769] },
  { name: 'München', adjective: 'Münchner', lat: 48.1351, lng: 11.582, weight: 1500, postal: [80331, 81929] },
  { name: 'Köln', adjective: 'Kölner', lat: 50.9375, lng: 6.9603, weight: 1090, postal: [50667, 51149] },
  {
    name: 'Frankfurt am Main',
    adjective: 'Frankfurter',
    lat: 50.1109,
    lng: 8.6821,
    weight: 770,
    postal: [60306, 60599],
  },
  { name: 'Stuttgart', adjective: 'Stuttgarter', lat: 48.7758, lng: 9.1829, weight: 630, postal: [70173, 70629] },
  { name: 'Düsseldorf', adjective: 'Düsseldorfer', lat: 51.2277, lng: 6.7735, weight: 620, postal: [40210, 40629] },
  { name: 'Leipzig', adjective: 'Leipziger', lat: 51.3397, lng: 12.3731, weight: 600, postal: [4103, 4357] },
  { name: 'Dortmund', adjective: 'Dortmunder', lat: 51.5136, lng: 7.4653, weight: 590, postal: [44135, 44388] },
  { name: 'Essen', adjective: 'Essener', lat: 51.4556, lng: 7.0116, weight: 580, postal: [45127, 45359] },
  { name: 'Bremen', adjective: 'Bremer', lat: 53.0793, lng: 8.8017, weight: 570, postal: [28195, 28779] },
  { name: 'Dresden', adjective: 'Dresdner', lat: 51.0504, lng: 13.7373, weight: 560, postal: [1067, 1328] },
  { name: 'Hannover', adjective: 'Hannoveraner', lat: 52.3759, lng: 9.732, weight: 540, postal: [30159, 30669] },
  { name: 'Nürnberg', adjective: 'Nürnberger', lat: 49.4521, lng: 11.0767, weight: 520, postal: [90402, 90491] },
  {
    name: 'Freiburg im Breisgau',
    adjective: 'Freiburger',
    lat: 47.999,
    lng: 7.8421,
    weight: 230,
    postal: [79098, 79117],
  },
  { name: 'Heidelberg', adjective: 'Heidelberger', lat: 49.3988, lng: 8.6724, weight: 160, postal: [69115, 69126] },
];

/** Budapest's postal codes encode the district: 1 + district (01–23) + street block. */
const BUDAPEST_POSTAL = Array.from({ length: 23 }, (_, d) =>
  Array.from({ length: 9 }, (_, b) => 1000 + (d + 1) * 10 + b + 1),
).flat();

const HU_CITIES: readonly City[] = [
  { name: 'Budapest', adjective: 'budapesti', lat: 47.4979, lng: 19.0402, weight: 1700, postal: BUDAPEST_POSTAL },
  { name: 'Debrecen', adjective: 'debreceni', lat: 47.5316, lng: 21.6273, weight: 200, postal: [4024, 4032] },
  { name: 'Szeged', adjective: 'szegedi', lat: 46.253, lng: 20.1414, weight: 160, postal: [6720, 6728] },
  { name: 'Miskolc', adjective: 'miskolci', lat: 48.1035, lng: 20.7784, weight: 150, postal: [3525, 3535] },
  { name: 'Pécs', adjective: 'pécsi', lat: 46.0727, lng: 18.2323, weight: 140, postal: [7621, 7636] },
  { name: 'Győr', adjective: 'győri', lat: 47.6875, lng: 17.6504, weight: 130, postal: [9021, 9030] },
  { name: 'Nyíregyháza', adjective: 'nyíregyházi', lat: 47.9495, lng: 21.7244, weight: 115, postal: [4400, 4405] },
  { name: 'Kecskemét', adjective: 'kecskeméti', lat: 46.8964, lng: 19.6897, weight: 110, postal: [6000, 6008] },
  { name: 'Székesfehérvár', adjective: 'fehérvári', lat: 47.186, lng: 18.4221, weight: 95, postal: [8000, 8003] },
  { name: 'Szombathely', adjective: 'szombathelyi', lat: 47.2307, lng: 16.6218, weight: 78, postal: [9700, 9701] },
  { name: 'Eger', adjective: 'egri', lat: 47.9025, lng: 20.3772, weight: 52, postal: [3300, 3304] },
  { name: 'Sopron', adjective: 'soproni', lat: 47.6817, lng: 16.5845, weight: 62, postal: [9400, 9407] },
  { name: 'Veszprém', adjective: 'veszprémi', lat: 47.0933, lng: 17.9115, weight: 57, postal: [8200, 8200] },
];

const US_STREETS = [
  'Main St',
  'Oak St',
  'Maple Ave',
  'Park Ave',
  'Elm St',
  'Washington St',
  'Lake St',
  'Hill St',
  'Pine St',
  'Cedar Ave',
  '2nd St',
  '3rd Ave',
  '5th Ave',
  'Broadway',
  'Market St',
  'Sunset Blvd',
  'Lincoln Ave',
  'Jefferson St',
  'Madison Ave',
  'Franklin St',
  'Highland Ave',
  'Church St',
  'River Rd',
  'Spring St',
  'Union St',
  'Center St',
  'Water St',
  'Grand Ave',
  'Prospect Ave',
  'Chestnut St',
  'Walnut St',
  'Mission St',
  'Congress Ave',
  'Peachtree St',
  'Michigan Ave',
  'Colfax Ave',
  'Commerce St',
  'University Ave',
  'Central Ave',
  'Harbor Blvd',
  'Valley View Rd',
  'Magnolia Ave',
  'Lexington Ave',
  'Bedford Ave',
  'Cherry St',
  'Willow St',
  'Ocean Ave',
  'Sherman Ave',
  'King St',
  'Queen Anne Ave N',
  'Belmont Ave',
  'Ridge Rd',
  'Meadow Ln',
  'Forest Ave',
  'Bay St',
  'Front St',
  'Dolores St',
  'Canal St',
  'Fulton St',
  'Atlantic Ave',
];

const DE_STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Schulstraße',
  'Gartenstraße',
  'Dorfstraße',
  'Bergstraße',
  'Lindenstraße',
  'Kirchstraße',
  'Goethestraße',
  'Schillerstraße',
  'Friedrichstraße',
  'Kaiserstraße',
  'Marktplatz',
  'Am Markt',
  'Rosenweg',
  'Mozartstraße',
  'Beethovenstraße',
  'Wilhelmstraße',
  'Königstraße',
  'Berliner Straße',
  'Münchner Straße',
  'Poststraße',
  'Breite Straße',
  'Lange Straße',
  'Ringstraße',
  'Waldstraße',
  'Mühlenweg',
  'Parkstraße',
  'Feldstraße',
  'Sonnenallee',
  'Karl-Marx-Straße',
  'Schönhauser Allee',
  'Kurfürstendamm',
  'Leopoldstraße',
  'Zeil',
  'Königsallee',
  'Theodor-Heuss-Straße',
  'Hohe Straße',
  'Neumarkt',
  'Domplatz',
  'Kastanienallee',
  'Bismarckstraße',
  'Schloßstraße',
  'Uhlandstraße',
  'Eichendorffstraße',
  'Lessingstraße',
  'Am Hafen',
  'Rathausplatz',
  'Brückenstraße',
  'Weißenburger Straße',
  'Grüner Weg',
  'Heinrich-Heine-Allee',
  'Ludwigstraße',
  'Schäfergasse',
  'Fährstraße',
  'Südstraße',
  'Gneisenaustraße',
];

const HU_STREETS = [
  'Fő utca',
  'Kossuth Lajos utca',
  'Petőfi Sándor utca',
  'Rákóczi út',
  'Andrássy út',
  'Ady Endre utca',
  'Arany János utca',
  'Dózsa György út',
  'Széchenyi tér',
  'Bajcsy-Zsilinszky út',
  'Váci utca',
  'Király utca',
  'Deák Ferenc tér',
  'Jókai utca',
  'Béke utca',
  'Szabadság tér',
  'Bartók Béla út',
  'Móricz Zsigmond körtér',
  'Üllői út',
  'Thököly út',
  'Erzsébet körút',
  'Teréz körút',
  'Vörösmarty utca',
  'Hunyadi János utca',
  'Táncsics Mihály utca',
  'Madách Imre utca',
  'Kálvin tér',
  'Baross utca',
  'Damjanich utca',
  'Wesselényi utca',
  'Attila utca',
  'Dob utca',
  'Kazinczy utca',
  'Nagymező utca',
  'Rózsa utca',
  'Szent István körút',
  'Bem József utca',
  'Batthyány utca',
  'Lehel utca',
  'Fehérvári út',
  'Hősök tere',
  'Bethlen Gábor utca',
  'Kölcsey Ferenc utca',
  'Mátyás király utca',
  'Zrínyi Miklós utca',
  'Táncsics utca',
  'Munkácsy Mihály utca',
  'Erkel Ferenc utca',
  'Liszt Ferenc tér',
  'Gyöngyösi utca',
];

// ---------------------------------------------------------------------------------------------------------
// Names

const US_SURNAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Carter',
  'Mitchell',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
  'Stewart',
  'Morris',
  'Murphy',
  'Cook',
  'Rogers',
  'Morgan',
  'Cooper',
  'Peterson',
  'Reed',
  'Bailey',
  'Kelly',
  'Howard',
  'Ward',
  'Rivera',
  'Brooks',
  'Sullivan',
  'Russell',
  'Hughes',
  'Foster',
  'Bennett',
  'Kim',
  'Nguyen',
  'Patel',
  'Chen',
  "O'Brien",
  "O'Connor",
  'Rossi',
  'Santos',
  'Kowalski',
  'Schultz',
  'Jensen',
  'Novak',
  'Goldberg',
  'Romano',
  'Ortiz',
];
const US_FIRST = [
  'James',
  'Mary',
  'Michael',
  'Linda',
  'David',
  'Sarah',
  'Maria',
  'Chris',
  'Jessica',
  'Daniel',
  'Emily',
  'Tony',
  'Sam',
  'Rosa',
  'Luis',
  'Grace',
  'Anna',
  'Joe',
  'Mike',
  'Nick',
  'Leo',
  'Sofia',
  'Olivia',
  'Ethan',
  'Noah',
  'Ava',
  'Mia',
  'Lucas',
  'Henry',
  'Frank',
  'Vinny',
  'Carmen',
  'Jenny',
  'Ruby',
  'Hank',
  'Dolores',
  'Marco',
  'Rita',
  'Kevin',
  'Priya',
];
const US_ADJECTIVES = [
  'Golden',
  'Blue',
  'Green',
  'Urban',
  'Rustic',
  'Happy',
  'Lucky',
  'Silver',
  'Modern',
  'Classic',
  'Bright',
  'Little',
  'Big',
  'Red',
  'Wild',
  'Sunny',
  'Royal',
  'Hidden',
  'Local',
  'True',
  'Elite',
  'Gentle',
  'Pure',
  'Simple',
  'Grand',
];
const US_NOUNS = [
  'Oak',
  'Harbor',
  'Maple',
  'River',
  'Anchor',
  'Lantern',
  'Fox',
  'Pine',
  'Stone',
  'Willow',
  'Summit',
  'Bridge',
  'Ember',
  'Sparrow',
  'Orchard',
  'Compass',
  'Bluebird',
  'Meadow',
  'Cedar',
  'Copper',
  'Lotus',
  'Magnolia',
  'Crown',
  'Falcon',
];

const DE_SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
  'Baumann',
  'Albrecht',
  'Schuster',
  'Ludwig',
  'Böhm',
  'Winter',
  'Kraus',
  'Schumacher',
  'Krämer',
  'Vogt',
  'Stein',
  'Jäger',
  'Sommer',
  'Groß',
  'Seidel',
  'Brandt',
  'Haas',
  'Graf',
  'Dietrich',
  'Kühn',
  'Engel',
  'Yılmaz',
  'Öztürk',
  'Kaya',
  'Nowak',
  'Rossi',
];
const DE_FIRST = [
  'Anna',
  'Lena',
  'Julia',
  'Laura',
  'Sophie',
  'Marie',
  'Katharina',
  'Sabine',
  'Petra',
  'Thomas',
  'Michael',
  'Andreas',
  'Stefan',
  'Markus',
  'Jan',
  'Lukas',
  'Felix',
  'Jonas',
  'Tobias',
  'Klaus',
  'Jürgen',
  'Uwe',
  'Dieter',
  'Hans',
  'Karin',
  'Ute',
  'Jörg',
  'Björn',
  'Sören',
  'Gökhan',
  'Ayşe',
  'Mehmet',
  'Luca',
  'Mila',
  'Paula',
  'Heike',
  'Ralf',
  'Bärbel',
];
/** Masculine nouns that work in 'Zum …' (inn names) and as '…-Apotheke'. */
const DE_INN_NOUNS = [
  'Löwen',
  'Adler',
  'Hirsch',
  'Bären',
  'Ochsen',
  'Schwanen',
  'Anker',
  'Stern',
  'Hahn',
  'Engel',
  'Lamm',
  'Rössle',
];
const DE_PLACES = [
  'Markt',
  'Dom',
  'See',
  'Rathaus',
  'Schloss',
  'Park',
  'Hafen',
  'Tor',
  'Bahnhof',
  'Rhein',
  'Kanal',
  'Ring',
  'Stadtgarten',
  'Theater',
];
const DE_NOUNS = [
  'Sonnenschein',
  'Lindenblüte',
  'Morgenrot',
  'Kiez',
  'Feierabend',
  'Glücksgriff',
  'Zeitgeist',
  'Heimat',
  'Wunderbar',
  'Nordlicht',
  'Kranich',
  'Eisvogel',
  'Kastanie',
  'Blaue Stunde',
  'Weitblick',
  'Alte Liebe',
  'Hafenblick',
  'Kleeblatt',
];
const DE_PHARMACY_NOUNS = [
  'Löwen',
  'Adler',
  'Stern',
  'Sonnen',
  'Rosen',
  'Linden',
  'Markt',
  'Rathaus',
  'Bahnhof',
  'Hirsch',
  'Einhorn',
  'Schloss',
  'Park',
  'Marien',
  'Engel',
  'Kronen',
  'Glocken',
  'Brunnen',
  'Eichen',
  'Mohn',
];

const HU_SURNAMES = [
  'Nagy',
  'Kovács',
  'Tóth',
  'Szabó',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Balogh',
  'Papp',
  'Takács',
  'Juhász',
  'Lakatos',
  'Mészáros',
  'Oláh',
  'Simon',
  'Rácz',
  'Fekete',
  'Szilágyi',
  'Török',
  'Fehér',
  'Balázs',
  'Gál',
  'Kis',
  'Szűcs',
  'Kocsis',
  'Pintér',
  'Fodor',
  'Szalai',
  'Sipos',
  'Magyar',
  'Lukács',
  'Gulyás',
  'Bíró',
  'Király',
  'Katona',
  'László',
  'Jakab',
  'Sándor',
  'Boros',
  'Fazekas',
  'Kelemen',
  'Antal',
  'Orosz',
  'Somogyi',
  'Fülöp',
  'Veres',
  'Vincze',
  'Hegedűs',
  'Deák',
  'Bálint',
  'Illés',
  'Vass',
  'Szőke',
  'Fábián',
  'Vörös',
  'Lengyel',
  'Bognár',
  'Jónás',
  'Hajdú',
  'Halász',
  'Máté',
  'Székely',
  'Gáspár',
  'Kozma',
  'Pásztor',
  'Bakos',
  'Dudás',
  'Orbán',
  'Virág',
  'Barna',
];
const HU_FIRST = [
  'Anna',
  'Katalin',
  'Eszter',
  'Zsófia',
  'Réka',
  'Judit',
  'Erzsébet',
  'Ilona',
  'Mária',
  'Éva',
  'Krisztina',
  'Andrea',
  'Tímea',
  'Orsolya',
  'Nóra',
  'Gábor',
  'László',
  'István',
  'József',
  'Zoltán',
  'Péter',
  'Tamás',
  'Attila',
  'Balázs',
  'Bence',
  'Máté',
  'Ádám',
  'Dávid',
  'Levente',
  'Csaba',
  'Zsolt',
  'Gergő',
  'Áron',
  'Ödön',
  'Győző',
  'Sándor',
  'Dóra',
];
const HU_NOUNS = [
  'Arany',
  'Ezüst',
  'Napfény',
  'Csillag',
  'Hold',
  'Rózsa',
  'Tulipán',
  'Gesztenye',
  'Platán',
  'Hársfa',
  'Diófa',
  'Duna',
  'Tisza',
  'Balaton',
  'Vár',
  'Korona',
  'Fecske',
  'Sas',
  'Szarvas',
  'Oroszlán',
  'Kakas',
  'Harang',
  'Malom',
  'Kút',
  'Híd',
  'Kert',
  'Liget',
  'Szív',
  'Mandula',
  'Levendula',
  'Pipacs',
  'Kikelet',
  'Pannónia',
  'Hungária',
  'Bástya',
  'Gólya',
  'Százéves',
  'Öreg Halász',
  'Kék Madár',
  'Zöld Béka',
  'Fehér Ló',
  'Piros Alma',
  'Kis Pipa',
  'Régi Posta',
  'Nefelejcs',
];
const HU_SAINTS = ['István', 'Erzsébet', 'Anna', 'György', 'Mihály', 'Márton', 'Imre', 'László', 'Margit', 'Rókus'];
const IT_NAMES = [
  'Roma',
  'Napoli',
  'Venezia',
  'Milano',
  'Toscana',
  'Sicilia',
  'da Marco',
  'da Luigi',
  'Bella Vista',
  'La Piazza',
  'Il Forno',
];

interface NameParts {
  r: Random;
  city: City;
  street: string;
}

type Pattern = (p: NameParts) => string;
type Patterns = Record<Vertical, readonly Pattern[]>;

const usPatterns: Patterns = {
  restaurants: [
    ({ r }) => `${r.pick(US_SURNAMES)}'s Kitchen`,
    ({ r }) => `The ${r.pick(US_ADJECTIVES)} Table`,
    ({ city }) => `${city.name} Grill House`,
    ({ r }) => `${r.pick(US_FIRST)}'s Diner`,
    ({ r }) => `${r.pick(US_NOUNS)} & ${r.pick(US_NOUNS)} Bistro`,
    ({ r }) => `Casa ${r.pick(US_FIRST)}`,
    ({ r }) => `Trattoria ${r.pick(IT_NAMES)}`,
    ({ r }) => `${r.pick(US_SURNAMES)} Steakhouse`,
    ({ r }) => `${r.pick(US_ADJECTIVES)} Dragon Noodle Bar`,
    ({ r }) => `${r.pick(US_NOUNS)} Street Tacos`,
    ({ r }) => `${r.pick(US_FIRST)}'s Pizzeria`,
  ],
  cafes: [
    ({ r }) => `${r.pick(US_ADJECTIVES)} Bean Coffee`,
    ({ r }) => `Café ${r.pick(US_FIRST)}`,
    ({ r }) => `${r.pick(US_FIRST)}'s Coffee House`,
    ({ r }) => `${r.pick(US_NOUNS)} Coffee Roasters`,
    ({ r }) => `The ${r.pick(US_ADJECTIVES)} Cup Café`,
    ({ r }) => `Brew & ${r.pick(US_NOUNS)}`,
    ({ city }) => `${city.name} Espresso Bar`,
    ({ r }) => `${r.pick(US_NOUNS)} Bakery & Café`,
  ],
  'hair-salons': [
    ({ r }) => `${r.pick(US_FIRST)} Hair Studio`,
    ({ r }) => `Salon ${r.pick(US_FIRST)}`,
    ({ r }) => `${r.pick(US_ADJECTIVES)} Locks Salon`,
    ({ r }) => `${r.pick(US_FIRST)} & Co. Hair Design`,
    ({ r }) => `Shear ${r.pick(US_NOUNS)} Salon`,
    ({ city }) => `${city.name} Blowout Bar`,
    ({ r }) => `The ${r.pick(US_NOUNS)} Hair Loft`,
  ],
  dentists: [
    ({ r }) => `${r.pick(US_SURNAMES)} Family Dentistry`,
    ({ city }) => `${city.name} Dental Care`,
    ({ r }) => `Smile ${r.pick(US_NOUNS)} Dental`,
    ({ r }) => `${r.pick(US_ADJECTIVES)} Smiles Dental Studio`,
    ({ r }) => `Dr. ${r.pick(US_FIRST)} ${r.pick(US_SURNAMES)}, DDS`,
    ({ street }) => `${street.replace(/ (St|Ave|Blvd|Rd|Ln|N)$/, '')} Dental Group`,
  ],
  bars: [
    ({ r }) => `The ${r.pick(US_NOUNS)} Tavern`,
    ({ r }) => `${r.pick(US_ADJECTIVES)} ${r.pick(US_NOUNS)} Bar`,
    ({ r }) => `${r.pick(US_SURNAMES)}'s Pub`,
    ({ r }) => `${r.pick(US_NOUNS)} & ${r.pick(US_NOUNS)} Taproom`,
    ({ r }) => `The ${r.pick(US_ADJECTIVES)} Lounge`,
    ({ city }) => `${city.name} Cocktail Club`,
  ],
  barbers: [
    ({ r }) => `${r.pick(US_FIRST)}'s Barber Shop`,
    ({ r }) => `${r.pick(US_ADJECTIVES)} Blade Barbers`,
    ({ city }) => `Classic Cuts ${city.name}`,
    ({ r }) => `${r.pick(US_NOUNS)} Barber Co.`,
    ({ r }) => `Fade & ${r.pick(US_NOUNS)} Barbershop`,
  ],
  lawyers: [
    ({ r }) => `${r.pick(US_SURNAMES)} & ${r.pick(US_SURNAMES)} LLP`,
    ({ r }) => `Law Office of ${r.pick(US_FIRST)} ${r.pick(US_SURNAMES)}`,
    ({ r }) => `${r.pick(US_SURNAMES)} Legal Group`,
    ({ r }) => `${r.pick(US_SURNAMES)} Injury Lawyers`,
    ({ city }) => `${city.name} Family Law Center`,
    ({ r }) => `${r.pick(US_SURNAMES)}, ${r.pick(US_SURNAMES)} & Associates`,
  ],
  gyms: [
    ({ r }) => `${r.pick(US_ADJECTIVES)} Fitness`,
    ({ city }) => `${city.name} Strength Club`,
    ({ r }) => `Iron ${r.pick(US_NOUNS)} Gym`,
    ({ r }) => `${r.pick(US_NOUNS)} CrossFit`,
    ({ r }) => `${r.pick(US_ADJECTIVES)} Yoga & Fitness`,
    ({ r }) => `${r.pick(US_SURNAMES)}'s Boxing Gym`,
  ],
  pharmacies: [
    ({ r }) => `${r.pick(US_SURNAMES)} Pharmacy`,
    ({ city }) => `${city.name} Drug Store`,
    ({ r }) => `${r.pick(US_ADJECTIVES)} Care Pharmacy`,
    ({ r }) => `${r.pick(US_NOUNS)} Apothecary`,
    ({ r }) => `${r.pick(US_NOUNS)} Family Health Pharmacy`,
  ],
  'massage-salons': [
    ({ r }) => `${r.pick(US_ADJECTIVES)} Touch Massage`,
    ({ r }) => `${r.pick(US_NOUNS)} Day Spa`,
    ({ city }) => `${city.name} Massage Therapy`,
    ({ r }) => `Serenity ${r.pick(US_NOUNS)} Spa`,
    ({ r }) => `${r.pick(US_FIRST)}'s Healing Hands`,
    ({ r }) => `Zen ${r.pick(US_NOUNS)} Massage`,
  ],
};

const cityAdjective = (city: City) => city.adjective ?? city.name;

const dePatterns: Patterns = {
  restaurants: [
    ({ r }) => `Gasthaus zum ${r.pick(DE_INN_NOUNS)}`,
    ({ r }) => `Wirtshaus am ${r.pick(DE_PLACES)}`,
    ({ r }) => `Trattoria ${r.pick(IT_NAMES)}`,
    ({ r }) => `${r.pick(DE_SURNAMES)}s Küche`,
    ({ r }) => `Brauhaus ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `Landgasthof ${r.pick(DE_SURNAMES)}`,
    ({ city }) => `${cityAdjective(city)} Hof`,
    ({ r }) => `Restaurant ${r.pick(DE_NOUNS)}`,
    ({ city }) => `Schnitzelhaus ${city.name}`,
    ({ r }) => `Bistro ${r.pick(DE_FIRST)}`,
  ],
  cafes: [
    ({ r }) => `Café ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `Kaffeehaus ${r.pick(DE_FIRST)}`,
    ({ city }) => `${cityAdjective(city)} Kaffeerösterei`,
    ({ r }) => `Konditorei ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `Café am ${r.pick(DE_PLACES)}`,
    ({ r }) => `Bäckerei-Café ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `Kaffeebar ${r.pick(DE_NOUNS)}`,
  ],
  'hair-salons': [
    ({ r }) => `Friseursalon ${r.pick(DE_FIRST)}`,
    ({ r }) => `Haarstudio ${r.pick(DE_NOUNS)}`,
    ({ r }) => `${r.pick(DE_SURNAMES)} Friseure`,
    ({ r }) => `Salon ${r.pick(DE_FIRST)}`,
    ({ city }) => `Haarwerk ${city.name}`,
    ({ r }) => `Friseur am ${r.pick(DE_PLACES)}`,
  ],
  dentists: [
    ({ r }) => `Zahnarztpraxis Dr. ${r.pick(DE_SURNAMES)}`,
    ({ city }) => `Zahnzentrum ${city.name}`,
    ({ r }) => `Zahnärzte am ${r.pick(DE_PLACES)}`,
    ({ r }) => `Dr. med. dent. ${r.pick(DE_FIRST)} ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `Zahnarztpraxis ${r.pick(DE_SURNAMES)} & Kollegen`,
  ],
  bars: [
    ({ r }) => `${r.pick(DE_NOUNS)} Bar`,
    ({ r }) => `Kneipe zum ${r.pick(DE_INN_NOUNS)}`,
    ({ r }) => `Weinbar ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `Cocktailbar ${r.pick(DE_NOUNS)}`,
    ({ city }) => `${cityAdjective(city)} Eck`,
    ({ r }) => `Eckkneipe bei ${r.pick(DE_FIRST)}`,
  ],
  barbers: [
    ({ r }) => `Barbershop ${r.pick(DE_FIRST)}`,
    ({ r }) => `Herrenfriseur ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `${r.pick(DE_FIRST)} Barbier`,
    ({ city }) => `Bartwerk ${city.name}`,
    ({ r }) => `Barbier am ${r.pick(DE_PLACES)}`,
  ],
  lawyers: [
    ({ r }) => `Kanzlei ${r.pick(DE_SURNAMES)} & Partner`,
    ({ r }) => `Rechtsanwalt ${r.pick(DE_FIRST)} ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `Rechtsanwaltskanzlei ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `${r.pick(DE_SURNAMES)} ${r.pick(DE_SURNAMES)} Rechtsanwälte`,
    ({ r }) => `Anwaltskanzlei am ${r.pick(DE_PLACES)}`,
  ],
  gyms: [
    ({ r }) => `Fitnessstudio ${r.pick(DE_NOUNS)}`,
    ({ r }) => `${r.pick(DE_INN_NOUNS)} Fitness`,
    ({ city }) => `Kraftwerk ${city.name}`,
    ({ r }) => `Sportstudio ${r.pick(DE_SURNAMES)}`,
    ({ city }) => `Boxclub ${city.name}`,
    ({ r }) => `Yogastudio ${r.pick(DE_NOUNS)}`,
  ],
  pharmacies: [
    ({ r }) => `${r.pick(DE_PHARMACY_NOUNS)}-Apotheke`,
    ({ r }) => `Apotheke am ${r.pick(DE_PLACES)}`,
    ({ city }) => `${cityAdjective(city)} Stadtapotheke`,
    ({ r }) => `${r.pick(['Neue', 'Alte', 'Kleine'])} Apotheke ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `${r.pick(['Hof', 'Kloster', 'Burg', 'Dom'])}apotheke`,
  ],
  'massage-salons': [
    ({ r }) => `Massagepraxis ${r.pick(DE_SURNAMES)}`,
    ({ r }) => `Massagestudio ${r.pick(DE_NOUNS)}`,
    ({ r }) => `${r.pick(DE_NOUNS)} Wellness`,
    ({ r }) => `Thai-Massage ${r.pick(['Siam', 'Lotus', 'Orchidee', 'Bangkok', 'Sawasdee'])}`,
    ({ r }) => `Physiotherapie & Massage ${r.pick(DE_SURNAMES)}`,
    ({ city }) => `Wohlfühloase ${city.name}`,
  ],
};

const huPatterns: Patterns = {
  restaurants: [
    ({ r }) => `${r.pick(HU_NOUNS)} Étterem`,
    ({ r }) => `${r.pick(HU_SURNAMES)} Vendéglő`,
    ({ r }) => `${r.pick(HU_NOUNS)} Csárda`,
    ({ r }) => `${r.pick(HU_NOUNS)} Bisztró`,
    ({ r }) => `${r.pick(HU_FIRST)} Konyhája`,
    ({ r }) => `${r.pick(HU_NOUNS)} Kisvendéglő`,
    ({ city }) => `${cityAdjective(city).replace(/^./, (c) => c.toUpperCase())} Halászcsárda`,
    ({ r }) => `Pizzéria ${r.pick(IT_NAMES)}`,
    ({ r }) => `${r.pick(HU_NOUNS)} Étkezde`,
  ],
  cafes: [
    ({ r }) => `${r.pick(HU_NOUNS)} Kávéház`,
    ({ r }) => `${r.pick(HU_SURNAMES)} Cukrászda`,
    ({ r }) => `${r.pick(HU_NOUNS)} Kávézó`,
    ({ r }) => `Café ${r.pick(HU_FIRST)}`,
    ({ r }) => `${r.pick(HU_NOUNS)} Presszó`,
    ({ r }) => `${r.pick(HU_FIRST)} Kávéháza`,
    ({ r }) => `${r.pick(HU_NOUNS)} Kávépörkölő`,
  ],
  'hair-salons': [
    ({ r }) => `${r.pick(HU_FIRST)} Fodrászat`,
    ({ r }) => `${r.pick(HU_NOUNS)} Szalon`,
    ({ r }) => `Hajstúdió ${r.pick(HU_FIRST)}`,
    ({ r }) => `${r.pick(HU_SURNAMES)} Fodrász Szalon`,
    ({ r }) => `${r.pick(HU_FIRST)} Szépségszalon`,
  ],
  dentists: [
    ({ r }) => `Dr. ${r.pick(HU_SURNAMES)} ${r.pick(HU_FIRST)} Fogorvosi Rendelő`,
    ({ r }) => `${r.pick(HU_NOUNS)} Fogászat`,
    ({ city }) => `${city.name} Dental`,
    ({ r }) => `${r.pick(HU_NOUNS)} Fogászati Centrum`,
    ({ r }) => `Dr. ${r.pick(HU_SURNAMES)} Fogászat`,
  ],
  bars: [
    ({ r }) => `${r.pick(HU_NOUNS)} Söröző`,
    ({ r }) => `${r.pick(HU_NOUNS)} Borbár`,
    ({ r }) => `${r.pick(HU_NOUNS)} Romkocsma`,
    ({ r }) => `${r.pick(HU_NOUNS)} Pub`,
    ({ r }) => `${r.pick(HU_FIRST)} Borozó`,
    ({ r }) => `${r.pick(HU_NOUNS)} Koktélbár`,
  ],
  barbers: [
    ({ r }) => `${r.pick(HU_FIRST)} Barber Shop`,
    ({ r }) => `${r.pick(HU_NOUNS)} Borbély`,
    ({ r }) => `Borbélyüzlet ${r.pick(HU_FIRST)}`,
    ({ r }) => `${r.pick(HU_SURNAMES)} Férfifodrászat`,
  ],
  lawyers: [
    ({ r }) => `Dr. ${r.pick(HU_SURNAMES)} ${r.pick(HU_FIRST)} Ügyvédi Iroda`,
    ({ r }) => `${r.pick(HU_SURNAMES)} és Társai Ügyvédi Iroda`,
    ({ r }) => `${r.pick(HU_SURNAMES)} & ${r.pick(HU_SURNAMES)} Ügyvédi Társulás`,
    ({ r }) => `Dr. ${r.pick(HU_SURNAMES)} ${r.pick(HU_FIRST)} ügyvéd`,
  ],
  gyms: [
    ({ r }) => `${r.pick(HU_NOUNS)} Fitness`,
    ({ r }) => `${r.pick(HU_NOUNS)} Edzőterem`,
    ({ r }) => `${r.pick(HU_FIRST)} Konditerem`,
    ({ city }) => `${city.name} Fitness Club`,
    ({ r }) => `${r.pick(HU_NOUNS)} Jógastúdió`,
  ],
  pharmacies: [
    ({ r }) => `${r.pick(HU_NOUNS)} Gyógyszertár`,
    ({ r }) => `${r.pick(HU_NOUNS)} Patika`,
    ({ r }) => `Szent ${r.pick(HU_SAINTS)} Gyógyszertár`,
    ({ r }) => `${r.pick(['Kígyó', 'Arany Sas', 'Fekete Sas', 'Őrangyal', 'Remény'])} Patika`,
  ],
  'massage-salons': [
    ({ r }) => `${r.pick(HU_NOUNS)} Masszázsszalon`,
    ({ r }) => `${r.pick(HU_FIRST)} Masszázsstúdió`,
    ({ r }) => `${r.pick(HU_NOUNS)} Wellness`,
    ({ r }) => `Thai Masszázs ${r.pick(['Siam', 'Lótusz', 'Orchidea', 'Bangkok'])}`,
    ({ r }) => `${r.pick(HU_NOUNS)} Gyógymasszázs`,
  ],
};

interface Country {
  code: CountryCode;
  weight: number;
  cities: readonly City[];
  cityWeight: number;
  streets: readonly string[];
  patterns: Patterns;
  address: (p: { r: Random; city: City; street: string; postal: string }) => string;
}

const sum = (cities: readonly City[]) => cities.reduce((total, city) => total + city.weight, 0);

const COUNTRIES: readonly Country[] = [
  {
    code: 'US',
    weight: 45,
    cities: US_CITIES,
    cityWeight: sum(US_CITIES),
    streets: US_STREETS,
    patterns: usPatterns,
    address: ({ r, city, street, postal }) => {
      const suite = r.float() < 0.15 ? ` Suite ${r.int(1, 9)}${r.pick(['00', '10', '20', 'A', 'B'])}` : '';
      return `${r.int(1, 9899)} ${street}${suite}, ${city.name}, ${city.state} ${postal}, USA`;
    },
  },
  {
    code: 'DE',
    weight: 30,
    cities: DE_CITIES,
    cityWeight: sum(DE_CITIES),
    streets: DE_STREETS,
    patterns: dePatterns,
    address: ({ r, city, street, postal }) => {
      const number = `${r.int(1, 148)}${r.float() < 0.08 ? r.pick(['a', 'b', 'c']) : ''}`;
      return `${street} ${number}, ${postal} ${city.name}, Deutschland`;
    },
  },
  {
    code: 'HU',
    weight: 25,
    cities: HU_CITIES,
    cityWeight: sum(HU_CITIES),
    streets: HU_STREETS,
    patterns: huPatterns,
    address: ({ r, city, street, postal }) => `${city.name}, ${street} ${r.int(1, 120)}., ${postal} Magyarország`,
  },
];
const COUNTRY_WEIGHT = COUNTRIES.reduce((total, country) => total + country.weight, 0);

/** Vertical shares: there are more restaurants than lawyers' offices on any high street. */
const CATEGORY_WEIGHTS: ReadonlyArray<{ vertical: Vertical; weight: number }> = [
  { vertical: 'restaurants', weight: 24 },
  { vertical: 'cafes', weight: 14 },
  { vertical: 'hair-salons', weight: 12 },
  { vertical: 'dentists', weight: 8 },
  { vertical: 'bars', weight: 10 },
  { vertical: 'barbers', weight: 6 },
  { vertical: 'lawyers', weight: 7 },
  { vertical: 'gyms', weight: 6 },
  { vertical: 'pharmacies', weight: 7 },
  { vertical: 'massage-salons', weight: 6 },
];
const CATEGORY_TOTAL = CATEGORY_WEIGHTS.reduce((total, c) => total + c.weight, 0);
if (CATEGORY_WEIGHTS.length !== VERTICALS.length) throw new Error('every vertical needs a weight');

function postalCode(r: Random, city: City, country: CountryCode): string {
  const { postal } = city;
  const value = postal.length === 2 && postal[1] > postal[0] + 1 ? r.int(postal[0], postal[1]) : r.pick(postal);
  return String(value).padStart(country === 'HU' ? 4 : 5, '0');
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Business number `index` of the catalog made from `seed`: the same input always gives the same business. */
export function demoBusiness(index: number, seed = DEMO_SEED): CatalogBusiness {
  const r = new Random(mix(seed, index));
  const country = r.weighted(COUNTRIES, COUNTRY_WEIGHT);
  const city = r.weighted(country.cities, country.cityWeight);
  const { vertical } = r.weighted(CATEGORY_WEIGHTS, CATEGORY_TOTAL);
  const street = r.pick(country.streets);
  const name = r.pick(country.patterns[vertical])({ r, city, street });
  const formatted_address = country.address({ r, city, street, postal: postalCode(r, city, country.code) });

  // Review counts are long-tailed (median ≈ 30, a few thousand at most); ratings lean high, as on maps.
  const review_count = r.float() < 0.05 ? 0 : Math.min(25_000, Math.floor(Math.exp(3.4 + 1.25 * r.normal())));
  const spreadByFewReviews = review_count < 10 ? 0.55 : review_count < 100 ? 0.4 : 0.3;
  const rating = review_count === 0 ? null : round(Math.min(5, Math.max(1, 4.35 + spreadByFewReviews * r.normal())), 1);

  // Scatter around the centre; bigger cities spread further.
  const spread = 0.015 + Math.min(0.1, Math.sqrt(city.weight) / 900);
  const lat = round(city.lat + r.normal() * spread, 6);
  const lng = round(city.lng + (r.normal() * spread) / Math.cos((city.lat * Math.PI) / 180), 6);

  // Contact details from a stream of their own, so adding them changed no other field of any business.
  const contact = new Random(mix(seed ^ CONTACT_SALT, index));
  const website =
    contact.float() < 0.72
      ? `https://${
          foldForSearch(name)
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')
            .slice(0, 40) || 'business'
        }.example`
      : null;
  const phone = contact.float() < 0.88 ? demoPhone(contact, country.code) : null;

  return {
    place_id: `${DEMO_PLACE_ID_PREFIX}${index.toString(36).padStart(6, '0')}`,
    name,
    formatted_address,
    category: vertical,
    city: city.name,
    country: country.code,
    lat,
    lng,
    rating,
    review_count,
    website,
    phone,
  };
}

const CONTACT_SALT = 0x70686f6e;

/** A phone number in the country's written style, from the ranges set aside for fiction where there are any. */
function demoPhone(r: Random, country: CountryCode): string {
  const digits = (count: number) => Array.from({ length: count }, () => r.int(0, 9)).join('');
  if (country === 'US') return `+1 (${r.int(201, 989)}) 555-01${digits(2)}`;
  if (country === 'DE') return `+49 ${r.pick(['30', '40', '89', '221', '69', '711'])} ${digits(7)}`;
  return `+36 ${r.pick(['1', '62', '52', '72', '96'])} ${digits(3)} ${digits(4)}`;
}

/** Businesses `start` … `start + count - 1` of the catalog made from `seed`. */
export function* demoBusinesses(count: number, { seed = DEMO_SEED, start = 0 } = {}): Generator<CatalogBusiness> {
  for (let index = start; index < start + count; index++) yield demoBusiness(index, seed);
}
