import type { Locale } from './locales/index.ts';
import type { Vertical } from './routes.ts';

/**
 * The fixed list of nine testimonials (spec §3). Names and businesses are proper names and stay the same in
 * every language, except that Hungarian names are written family name first on Hungarian pages; what people
 * say (quote, or the headline figure's caption) is in the `testimonials` catalog under the same id. A
 * testimonial has either a quote or a headline figure (`usp`) with a caption (`sup`).
 */
export interface Testimonial {
  id: 't1' | 't2' | 't3' | 't4' | 't5' | 't6' | 't7' | 't8' | 't9';
  name: string;
  /** The name as a page in another language writes it (Hungarian: family name first). */
  localName?: Partial<Record<Locale, string>>;
  business: string;
  /** The business type, so a vertical page shows its own kind of business first; 'agency' for agencies. */
  kind: Vertical | 'agency';
  city: string;
  /** Hue (0–360) of the drawn avatar. */
  hue: number;
  /** The headline figure, formatted per locale: '+3,600', '+87%', 'Top 5'. */
  usp?: { kind: 'plus' | 'percent' | 'top'; value: number };
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 't1',
    name: 'Sofia Martínez',
    business: 'Casa Sofia Tapas',
    kind: 'restaurants',
    city: 'Austin, TX',
    hue: 12,
    usp: { kind: 'plus', value: 3600 },
  },
  { id: 't2', name: 'Jonas Weber', business: 'Weber Zahnmedizin', kind: 'dentists', city: 'München', hue: 205 },
  {
    id: 't3',
    name: 'Anna Kovács',
    localName: { 'hu-HU': 'Kovács Anna' },
    business: 'Aura Szépségszalon',
    kind: 'hair-salons',
    city: 'Budapest',
    hue: 330,
    usp: { kind: 'plus', value: 120 },
  },
  {
    id: 't4',
    name: 'Marcus Hill',
    business: 'Hill & Sons Barbers',
    kind: 'barbers',
    city: 'Denver, CO',
    hue: 30,
    usp: { kind: 'percent', value: 87 },
  },
  { id: 't5', name: 'Lena Schulz', business: 'Café Morgenrot', kind: 'cafes', city: 'Hamburg', hue: 45 },
  {
    id: 't6',
    name: 'Gábor Tóth',
    localName: { 'hu-HU': 'Tóth Gábor' },
    business: 'Tóth Ügyvédi Iroda',
    kind: 'lawyers',
    city: 'Debrecen',
    hue: 250,
    usp: { kind: 'top', value: 5 },
  },
  {
    id: 't7',
    name: 'Priya Patel',
    business: 'Harbor Dental Studio',
    kind: 'dentists',
    city: 'San Diego, CA',
    hue: 175,
  },
  {
    id: 't8',
    name: 'David Nguyen',
    business: 'PulseFit Gym',
    kind: 'gyms',
    city: 'Seattle, WA',
    hue: 140,
    usp: { kind: 'top', value: 10 },
  },
  { id: 't9', name: 'Emily Carter', business: 'BrightPath Marketing', kind: 'agency', city: 'Chicago, IL', hue: 285 },
];

/** The testimonial the registration dialog shows when none is passed. */
export const DEFAULT_TESTIMONIAL = TESTIMONIALS[0]!;

/**
 * The testimonial of a vertical's own trade, for the registration dialog its page opens (a dentist reads a
 * dentist, not a restaurant); undefined where none of the nine is of that trade, so the dialog shows its default.
 */
export function ownTestimonialOf(vertical: Vertical): Testimonial | undefined {
  return TESTIMONIALS.find((testimonial) => testimonial.kind === vertical);
}

/** A testimonial's name as a page in `locale` writes it. */
export function nameOf(testimonial: Testimonial, locale: Locale): string {
  return testimonial.localName?.[locale] ?? testimonial.name;
}

const byId = (ids: ReadonlyArray<Testimonial['id']>) => ids.map((id) => TESTIMONIALS.find((item) => item.id === id)!);

/**
 * How the landing page shows the nine, each once: one is the featured customer story, five run in the carousel
 * (five, so that four in view never show a card twice), and the rest make the wall.
 */
export const LANDING_TESTIMONIALS = {
  story: TESTIMONIALS[0]!,
  carousel: byId(['t2', 't3', 't4', 't6', 't8']),
  wall: byId(['t5', 't7', 't9']),
} as const;

/** Business types whose owners recognise each other's problems, for ordering testimonials by relevance. */
const RELATED: ReadonlyArray<ReadonlyArray<Vertical>> = [
  ['restaurants', 'cafes', 'bars'],
  ['hair-salons', 'barbers', 'massage-salons'],
  ['dentists', 'pharmacies', 'lawyers'],
  ['gyms', 'massage-salons'],
];

/**
 * The nine, most relevant to a vertical first: its own kind of business, then related kinds, then the rest
 * in their usual order (a stable sort, so pages are the same in every build).
 */
export function testimonialsFor(vertical: Vertical): Testimonial[] {
  const related = new Set(RELATED.filter((group) => group.includes(vertical)).flat());
  const score = (testimonial: Testimonial) =>
    testimonial.kind === vertical ? 0 : related.has(testimonial.kind as Vertical) ? 1 : 2;
  return [...TESTIMONIALS].sort((a, b) => score(a) - score(b));
}
