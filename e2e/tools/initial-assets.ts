import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialAssets {
  /** Script files, largest first, with their gzip -9 bytes. */
  scripts: Array<{ file: string; gzip: number }>;
  js: number;
  css: number;
}

/**
 * The JS and CSS a prerendered page loads before any interaction: the stylesheets it links, the scripts its
 * inline bootstrap imports, and everything those import statically (dynamic `import()` of lazy chunks is not
 * followed — those load on interaction). Sizes are gzip -9 bytes of the built files in `clientDir`.
 */
export function initialAssets(html: string, clientDir: string): InitialAssets {
  const gzipSize = (ref: string) => gzipSync(readFileSync(path.join(clientDir, ref)), { level: 9 }).length;
  const css = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!))];
  const pending = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const seen = new Set<string>();
  while (pending.length) {
    const ref = pending.pop()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const code = readFileSync(path.join(clientDir, ref), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.\/[^"]+\.js)"/g)) {
      pending.push(path.posix.join(path.posix.dirname(ref), match[1]!));
    }
  }
  const scripts = [...seen].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  return {
    scripts,
    js: scripts.reduce((sum, script) => sum + script.gzip, 0),
    css: css.reduce((sum, ref) => sum + gzipSize(ref), 0),
  };
}
