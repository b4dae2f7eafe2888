import { demoBusiness } from '../src/search/demo-catalog.ts';
import { foldForSearch } from '../src/search/normalize.ts';
import { mulberry32 } from '../src/search/seeded-random.ts';

/**
 * What people type into the search box, for the benchmark: 1–3 words, the last one usually unfinished,
 * drawn from the demo catalog the benchmark generated (`size` businesses), reproducibly from `seed`.
 */

const words = (text: string) => text.split(/[\s,]+/).filter((w) => /\p{L}|\d/u.test(w));

/** The query mix, reproducible: prefixes of names, name and city, a word from inside a name, addresses, typos. */
export function queryMix(
  count: number,
  { seed = 7, size = 1_000_000 }: { seed?: number; size?: number } = {},
): string[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const cut = (word: string) => {
    // The last word is mostly half-typed: 1 to all of its letters, rarely a single one.
    const min = random() < 0.1 ? 1 : Math.min(3, word.length);
    return word.slice(0, min + Math.floor(random() * (word.length - min + 1)));
  };
  const typed = (parts: string[]) => {
    const text = [...parts.slice(0, -1), cut(parts.at(-1)!)].join(' ');
    // Half of the visitors do not bother with accents or capitals.
    return random() < 0.5 ? foldForSearch(text) : text;
  };
  const queries: string[] = [];
  while (queries.length < count) {
    const business = demoBusiness(Math.floor(random() * size));
    const name = words(business.name);
    const address = words(business.formatted_address);
    const kind = random();
    let query: string;
    if (kind < 0.45) query = typed(name.slice(0, 1 + Math.floor(random() * Math.min(3, name.length))));
    else if (kind < 0.65) query = typed([pick(name), business.city.split(' ')[0]!]);
    else if (kind < 0.8) query = typed([pick(name)]);
    else if (kind < 0.9) {
      const at = Math.floor(random() * Math.max(1, address.length - 1));
      query = typed(address.slice(at, at + 1 + Math.floor(random() * 2)));
    } else {
      // A typo or a business that is not in the catalog.
      const word = pick(name);
      const at = Math.floor(random() * word.length);
      query = typed([`${word.slice(0, at)}${pick(['x', 'q', 'zz', 'j'])}${word.slice(at + 1)}`]);
    }
    if (query.trim()) queries.push(query);
  }
  return queries;
}
