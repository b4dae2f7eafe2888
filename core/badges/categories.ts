import type { Translate } from '../locales/translate.ts';
import { VERTICALS, type Vertical } from '../routes.ts';

/**
 * Spellings a business category arrives in besides our vertical slugs: singular words and Google place types
 * (an imported CSV or the Google provider brings those), compared without case, accents, '_' and '-'.
 */
const ALIASES: Record<string, Vertical> = {
  restaurant: 'restaurants',
  cafe: 'cafes',
  'coffee shop': 'cafes',
  'hair salon': 'hair-salons',
  hairdresser: 'hair-salons',
  dentist: 'dentists',
  'dental clinic': 'dentists',
  bar: 'bars',
  pub: 'bars',
  barber: 'barbers',
  'barber shop': 'barbers',
  barbershop: 'barbers',
  lawyer: 'lawyers',
  attorney: 'lawyers',
  'law firm': 'lawyers',
  gym: 'gyms',
  'fitness center': 'gyms',
  pharmacy: 'pharmacies',
  drugstore: 'pharmacies',
  massage: 'massage-salons',
  'massage salon': 'massage-salons',
  'massage therapist': 'massage-salons',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const KNOWN = new Map<string, Vertical>([
  ...VERTICALS.map((vertical) => [fold(vertical), vertical] as const),
  ...Object.entries(ALIASES).map(([alias, vertical]) => [fold(alias), vertical] as const),
]);

/** The vertical a category names ('restaurant', 'hair_salon', 'Cafés' …), or undefined for anything else. */
export function verticalOfCategory(category: string): Vertical | undefined {
  return KNOWN.get(fold(category));
}

/**
 * A business category as a reader of the page's language says it inside a sentence ('restaurants',
 * 'Restaurants', 'éttermek'): known business types from the `badges` catalog (`categories.{vertical}`),
 * anything else as it was written. `t` translates in the `badges` namespace.
 */
export function categoryName(category: string, t: Translate): string {
  const vertical = verticalOfCategory(category);
  return vertical ? t(`categories.${vertical}`) : category.trim();
}

/**
 * The category the badge pages and images show, from the unlock link's `c` ('restaurants · Budapest'): the
 * business type named in the reader's language and capitalized, followed by what came after ' · '.
 */
export function categoryLabel(text: string, t: Translate): string {
  const [category = '', ...rest] = text.split(' · ');
  const name = categoryName(category, t);
  return [name.charAt(0).toUpperCase() + name.slice(1), ...rest.map((part) => part.trim())].join(' · ').trim();
}
