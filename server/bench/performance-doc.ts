import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, type } from 'node:os';
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

/**
 * The machine a benchmark ran on, for its section's first line: `this 2-core machine (AMD EPYC, Linux 6.18.44;
 * shared with other work)`. Machines of one kind differ by workload, each by its own factor (docs/search.md, 'How
 * much a benchmark run varies'), so a figure names its CPU and kernel.
 */
export function thisMachine(): string {
  const cores = cpus();
  return `this ${cores.length}-core machine (${cores[0]?.model.trim() ?? 'unknown CPU'}, ${type()} ${release()}; shared with other work)`;
}
