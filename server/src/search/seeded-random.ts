/**
 * mulberry32: a small, fast 32-bit PRNG; good enough for test data, and identical on every platform. The demo
 * catalog and the search benchmark draw from it, so the same seed gives the same businesses and queries.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
