import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const doc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/performance.md');

/**
 * Writes a benchmark's figures into docs/performance.md between `<!-- name:start -->` and `<!-- name:end -->`,
 * or, the first time, as a new section under `heading` at the end. Each benchmark owns its own name.
 */
export function writePerformanceSection(name: string, heading: string, block: string): void {
  const text = readFileSync(doc, 'utf8');
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const section = `<!-- ${name}:start -->\n${block}\n<!-- ${name}:end -->`;
  writeFileSync(
    doc,
    marked.test(text) ? text.replace(marked, () => section) : `${text.trimEnd()}\n\n## ${heading}\n\n${section}\n`,
  );
}
