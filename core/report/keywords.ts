import type { Locale } from '../locales/index.ts';
import type { Vertical } from '../routes.ts';

/**
 * The searches a map-rank scan can measure, a small list per category (docs/report.md): the words a customer
 * types, in each of the site's languages, and the word stems a business's name must contain to count as a
 * name match in the catalog's local-pack model (`core/report/local-pack.ts`). Stems are folded (lower case, no
 * accents): a stem of four letters or more matches the start of a name's word, a shorter one a whole word.
 */
export interface ScanKeyword {
  id: string;
  category: Vertical;
  text: Record<Locale, string>;
  stems: readonly string[];
}

const k = (id: string, category: Vertical, en: string, de: string, hu: string, stems: string[]): ScanKeyword => ({
  id,
  category,
  text: { 'en-US': en, 'de-DE': de, 'hu-HU': hu },
  stems,
});

export const SCAN_KEYWORDS: readonly ScanKeyword[] = [
  k('restaurant', 'restaurants', 'restaurant', 'Restaurant', 'étterem', [
    'restaurant',
    'etterem',
    'vendeglo',
    'gasthaus',
    'trattoria',
    'bistro',
    'grill',
  ]),
  k('bistro', 'restaurants', 'bistro', 'Bistro', 'bisztró', ['bistro', 'bisztro', 'brasserie']),
  k('lunch', 'restaurants', 'lunch', 'Mittagstisch', 'napi menü', ['kitchen', 'kuche', 'etkezde', 'kantine', 'diner']),
  k('coffeeShop', 'cafes', 'coffee shop', 'Café', 'kávézó', [
    'cafe',
    'coffee',
    'kave',
    'kaffee',
    'kaffeehaus',
    'espresso',
  ]),
  k('espressoBar', 'cafes', 'espresso bar', 'Espressobar', 'eszpresszó', ['espresso', 'eszpresszo', 'roast']),
  k('brunch', 'cafes', 'brunch', 'Frühstückscafé', 'reggelizőhely', [
    'brunch',
    'fruhstuck',
    'reggeli',
    'bakery',
    'backerei',
  ]),
  k('hairSalon', 'hair-salons', 'hair salon', 'Friseur', 'fodrász', [
    'hair',
    'salon',
    'friseur',
    'coiffeur',
    'fodrasz',
    'szalon',
  ]),
  k('haircut', 'hair-salons', 'haircut', 'Haarschnitt', 'hajvágás', ['hair', 'haar', 'cut', 'schnitt', 'hajvag']),
  k('hairColor', 'hair-salons', 'hair color', 'Haare färben', 'hajfestés', [
    'color',
    'colour',
    'farb',
    'hajfest',
    'festes',
  ]),
  k('dentist', 'dentists', 'dentist', 'Zahnarzt', 'fogorvos', ['dent', 'zahn', 'fogorvos', 'fogasz']),
  k('dentalClinic', 'dentists', 'dental clinic', 'Zahnklinik', 'fogászati klinika', [
    'dent',
    'zahn',
    'fogasz',
    'clinic',
    'klinik',
  ]),
  k('emergencyDentist', 'dentists', 'emergency dentist', 'Zahnarzt Notdienst', 'fogászati ügyelet', [
    'dent',
    'zahn',
    'fogasz',
    'emergency',
    'notdienst',
    'ugyelet',
  ]),
  k('bar', 'bars', 'bar', 'Bar', 'bár', ['bar', 'pub', 'lounge', 'kneipe', 'kocsma', 'tavern']),
  k('cocktailBar', 'bars', 'cocktail bar', 'Cocktailbar', 'koktélbár', ['cocktail', 'koktel', 'lounge']),
  k('pub', 'bars', 'pub', 'Kneipe', 'kocsma', ['pub', 'kneipe', 'kocsma', 'tavern', 'brewpub', 'sorozo']),
  k('barberShop', 'barbers', 'barbershop', 'Barbershop', 'borbély', ['barber', 'borbely', 'herrenfriseur']),
  k('mensHaircut', 'barbers', "men's haircut", 'Herrenfriseur', 'férfi fodrász', [
    'barber',
    'herren',
    'ferfi',
    'men',
    'gentlemen',
  ]),
  k('beardTrim', 'barbers', 'beard trim', 'Bartpflege', 'szakállvágás', ['beard', 'bart', 'szakall', 'barber']),
  k('lawyer', 'lawyers', 'lawyer', 'Rechtsanwalt', 'ügyvéd', [
    'law',
    'lawyer',
    'attorney',
    'anwalt',
    'rechtsanwalt',
    'kanzlei',
    'ugyved',
  ]),
  k('lawFirm', 'lawyers', 'law firm', 'Anwaltskanzlei', 'ügyvédi iroda', [
    'law',
    'kanzlei',
    'ugyvedi',
    'iroda',
    'legal',
  ]),
  k('familyLawyer', 'lawyers', 'family lawyer', 'Familienanwalt', 'családjogi ügyvéd', ['family', 'famil', 'csalad']),
  k('gym', 'gyms', 'gym', 'Fitnessstudio', 'edzőterem', ['gym', 'fitness', 'fitnesz', 'edzo', 'edzoterem']),
  k('fitnessClasses', 'gyms', 'fitness classes', 'Fitnesskurse', 'csoportos edzés', [
    'fitness',
    'fitnesz',
    'studio',
    'crossfit',
  ]),
  k('personalTrainer', 'gyms', 'personal trainer', 'Personal Trainer', 'személyi edző', [
    'train',
    'trainer',
    'edzo',
    'coach',
  ]),
  k('pharmacy', 'pharmacies', 'pharmacy', 'Apotheke', 'gyógyszertár', [
    'pharm',
    'pharmacy',
    'apotheke',
    'gyogyszer',
    'patika',
    'drug',
  ]),
  k('openPharmacy', 'pharmacies', '24-hour pharmacy', 'Notdienst-Apotheke', 'ügyeletes gyógyszertár', [
    'pharm',
    'apotheke',
    'gyogyszer',
    'patika',
    'notdienst',
    'ugyelet',
  ]),
  k('massage', 'massage-salons', 'massage', 'Massage', 'masszázs', ['massag', 'masszazs', 'spa', 'wellness']),
  k('thaiMassage', 'massage-salons', 'Thai massage', 'Thaimassage', 'thai masszázs', ['thai', 'massag', 'masszazs']),
  k('sportsMassage', 'massage-salons', 'sports massage', 'Sportmassage', 'sportmasszázs', [
    'sport',
    'massag',
    'masszazs',
  ]),
];

/** The keywords of a category, its main search first; none for a category without a list. */
export function keywordsFor(category: string | null): ScanKeyword[] {
  return SCAN_KEYWORDS.filter((keyword) => keyword.category === category);
}

/** A keyword by id, only when it belongs to the category. */
export function findKeyword(category: string | null, id: string): ScanKeyword | undefined {
  return keywordsFor(category).find((keyword) => keyword.id === id);
}

/** Whether a folded name (lower case, no accents, words split by spaces) contains one of the keyword's stems. */
export function nameMatches(foldedName: string, stems: readonly string[]): boolean {
  const words = foldedName.split(' ');
  return stems.some((stem) => (stem.length >= 4 ? words.some((word) => word.startsWith(stem)) : words.includes(stem)));
}
