/**
 * The fixed list of nine testimonials (spec §3). Names and businesses are proper names and stay the same in
 * every language; what people say (quote, or the headline figure's caption) is in the `testimonials` catalog
 * under the same id. A testimonial has either a quote or a headline figure (`usp`) with a caption (`sup`).
 */
export interface Testimonial {
  id: 't1' | 't2' | 't3' | 't4' | 't5' | 't6' | 't7' | 't8' | 't9';
  name: string;
  business: string;
  city: string;
  /** Hue (0–360) of the drawn avatar. */
  hue: number;
  /** The headline figure, formatted per locale: '+3,600', '+87%', 'Top 5'. */
  usp?: { kind: 'plus' | 'percent' | 'top'; value: number };
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 't1', name: 'Sofia Martínez', business: 'Casa Sofia Tapas', city: 'Austin, TX', hue: 12, usp: { kind: 'plus', value: 3600 } },
  { id: 't2', name: 'Jonas Weber', business: 'Weber Zahnmedizin', city: 'München', hue: 205 },
  { id: 't3', name: 'Anna Kovács', business: 'Aura Szépségszalon', city: 'Budapest', hue: 330, usp: { kind: 'plus', value: 120 } },
  { id: 't4', name: 'Marcus Hill', business: 'Hill & Sons Barbers', city: 'Denver, CO', hue: 30, usp: { kind: 'percent', value: 87 } },
  { id: 't5', name: 'Lena Schulz', business: 'Café Morgenrot', city: 'Hamburg', hue: 45 },
  { id: 't6', name: 'Gábor Tóth', business: 'Tóth Ügyvédi Iroda', city: 'Debrecen', hue: 250, usp: { kind: 'top', value: 5 } },
  { id: 't7', name: 'Priya Patel', business: 'Harbor Dental Studio', city: 'San Diego, CA', hue: 175 },
  { id: 't8', name: 'David Nguyen', business: 'PulseFit Gym', city: 'Seattle, WA', hue: 140, usp: { kind: 'top', value: 10 } },
  { id: 't9', name: 'Emily Carter', business: 'BrightPath Marketing', city: 'Chicago, IL', hue: 285 },
];

/** The testimonial the registration dialog shows when none is passed. */
export const DEFAULT_TESTIMONIAL = TESTIMONIALS[0]!;
