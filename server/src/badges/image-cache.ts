/**
 * A small least-recently-used cache of rendered badge images. Drawing a PNG is the costly part of a badge; the same
 * badge (type, category, language, size, lapsed or not, year) is asked for again and again by embeds and
 * downloads, so each is drawn once per process while it stays in use.
 */
export function imageCache<T>(maxEntries: number) {
  const entries = new Map<string, T>();
  return {
    get(key: string, render: () => T): T {
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = render();
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
