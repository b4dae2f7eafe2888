/**
 * npm run bench:start: how long the server takes from process start to answering /api/health, with an
 * already migrated SQLite database (the budget is 1 s). Median of 7 starts, written to docs/performance.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from '../support/server.ts';

const RUNS = 7;
const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-bench-'));
const first = await startServer({ DATA_DIR: dataDir });
await first.stop(); // the database is now created and migrated

const timings: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir }, { pollMs: 10 });
  timings.push(performance.now() - started);
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });
timings.sort((a, b) => a - b);
const median = Math.round(timings[Math.floor(RUNS / 2)]!);
console.log(`ready after ${timings.map(Math.round).join(', ')} ms → median ${median} ms`);

const doc = path.join(repoRoot, 'docs/performance.md');
const text = readFileSync(doc, 'utf8');
const block = `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:start\`: process start to the first 200 from \`/api/health\` (polled every 10 ms), migrated SQLite database, median of ${RUNS}: **${median} ms** (budget 1,000 ms).`;
writeFileSync(
  doc,
  text.replace(/<!-- start:start -->[\s\S]*<!-- start:end -->/, `<!-- start:start -->\n${block}\n<!-- start:end -->`),
);
