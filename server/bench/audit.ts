/**
 * npm run bench:audit [-- --engines sqlite,postgres --size 1000000 --samples 100 --keep-catalog --no-write]
 *
 * The full audit of one business (DESIGN 'Budgets': ≤ 300 ms p95 on a 1,000,000-business catalog, SQLite and
 * PostgreSQL; with Google Places answering in 100 ms, a 7 × 7 scan in ≤ 2 s). For each engine it takes the
 * catalog bench:search generates (`--keep-catalog` shares it: the same file and schema), then computes the full
 * audit of `--samples` businesses picked at random from it, each once and from scratch, in this process: the
 * business and its peers, the score, a new 7 × 7 scan (49 grid rankings by the local-pack model), competitors,
 * reviews and fixes, written to the database as the API does. It prints p50/p95/max and writes them into
 * docs/performance.md (between `<!-- full-audit:start -->` markers). Then it times 7 × 7 scans through the Google
 * Places client against a stand-in on 127.0.0.1 that answers each Text Search after 100 ms.
 */
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Engine } from '../src/db/database.ts';
import { createProject } from '../src/db/projects-repository.ts';
import { createUser } from '../src/db/users-repository.ts';
import type { GridScanRow } from '../src/db/schema.ts';
import { runGoogleScan } from '../src/reports/grid-scan.ts';
import { projectReport } from '../src/reports/project-report.ts';
import type { ReportSubject } from '../src/reports/report-subject.ts';
import { googlePlacesProvider } from '../src/search/google-provider.ts';
import { mulberry32 } from '../src/search/seeded-random.ts';
import { benchCatalog } from './bench-catalog.ts';
import { writePerformanceSection } from './performance-doc.ts';
import { freePort } from './free-port.ts';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'sqlite,postgres' },
    size: { type: 'string', default: '1000000' },
    samples: { type: 'string', default: '100' },
    section: { type: 'string', default: 'full-audit' },
    'no-write': { type: 'boolean', default: false },
    'keep-catalog': { type: 'boolean', default: false },
  },
});
const SIZE = Number(args.size);
const SAMPLES = Number(args.samples);
const ENGINES = args.engines.split(',').map((e) => e.trim()) as Engine[];
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEEP_CATALOG = args['keep-catalog'];
// The same names as bench:search's kept catalog, so one generated catalog serves both.
const PG_SCHEMA = KEEP_CATALOG ? `bench_search_${SIZE}` : 'bench_audit';
const log = (message: string) => console.log(`[bench:audit] ${message}`);
const catalog = benchCatalog({ size: SIZE, pgUrl: PG_URL, pgSchema: PG_SCHEMA, log });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const AUDIT = { gridSize: 7, spacingMeters: 1000 };

interface Result {
  engine: Engine;
  p50: number;
  p95: number;
  max: number;
  candidates: string;
}

async function benchEngine(engine: Engine): Promise<Result> {
  const dataDir = KEEP_CATALOG
    ? path.join(tmpdir(), `findable-bench-search-${SIZE}`)
    : mkdtempSync(path.join(tmpdir(), 'findable-bench-audit-'));
  mkdirSync(dataDir, { recursive: true });
  try {
    if (KEEP_CATALOG && (await catalog.reuse(engine, dataDir)))
      log(`${engine}: the kept catalog of ${SIZE.toLocaleString('en-US')} businesses`);
    else {
      log(`${engine}: generating ${SIZE.toLocaleString('en-US')} businesses`);
      await catalog.generate(engine, dataDir);
    }
    const { db } = catalog.open(engine, dataDir);
    try {
      const user = await createUser(db, {
        email: `bench-${Date.now()}@example.com`,
        firstName: 'Bench',
        lastName: 'Mark',
        locale: 'en-US',
        passwordHash: null,
        accountType: 'agency',
      });
      const random = mulberry32(20261128);
      const services = {
        db,
        provider: { name: 'local' as const, search: async () => [] },
        audit: AUDIT,
        later: () => undefined,
      };
      const times: number[] = [];
      const candidates: number[] = [];
      for (let i = -10; i < SAMPLES; i++) {
        const index = Math.floor(random() * SIZE);
        const placeId = `demo-${index.toString(36).padStart(6, '0')}`;
        const project = await createProject(db, user.id, placeId, placeId);
        const started = performance.now();
        const result = await projectReport(
          services,
          user,
          project,
          { kind: 'full', state: 'active' },
          { language: 'en-US', locale: 'en-US' },
        );
        const elapsed = performance.now() - started;
        if (!result.ok || result.report.access !== 'full' || result.report.rankings?.done !== 49)
          throw new Error(`no full audit for ${placeId}`);
        // The first ten warm the caches and the JIT up.
        if (i >= 0) {
          times.push(elapsed);
          candidates.push(result.report.competitors.length);
        }
      }
      times.sort((a, b) => a - b);
      const result = {
        engine,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1)!,
        candidates: `${Math.min(...candidates)}–${Math.max(...candidates)}`,
      };
      log(
        `${engine}: full audit of ${SAMPLES} businesses: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
      );
      return result;
    } finally {
      await db.destroy();
    }
  } finally {
    if (!KEEP_CATALOG) {
      rmSync(dataDir, { recursive: true, force: true });
      if (engine === 'postgres') {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`drop schema if exists ${PG_SCHEMA} cascade`);
        await client.end();
      }
    }
  }
}

/** 7 × 7 scans through the Google Places client against a stand-in that answers each Text Search in 100 ms. */
async function benchGoogleScan(): Promise<number[]> {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            places: [
              { id: 'rival', displayName: { text: 'Rival' } },
              { id: 'self', displayName: { text: 'Self' } },
            ],
          }),
        );
      }, 100),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-bench-google-'));
  const { db } = catalog.open('sqlite', dataDir);
  const { migrateToLatest } = await import('../src/db/database.ts');
  await migrateToLatest(db, 'sqlite');
  const provider = googlePlacesProvider({ apiKey: 'bench', baseUrl: `http://127.0.0.1:${port}` });
  const user = await createUser(db, {
    email: 'google@example.com',
    firstName: 'B',
    lastName: 'M',
    locale: 'en-US',
    passwordHash: null,
    accountType: 'business',
  });
  // Cast stays: the bench only needs the position; a full subject would be noise here.
  const subject = { business: { lat: 47.5, lng: 19.05 } } as unknown as ReportSubject;
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const project = await createProject(db, user.id, `p${round}`, 'self');
    const scan: GridScanRow = {
      id: crypto.randomUUID(),
      project_id: project.id,
      place_id: 'self',
      keyword: 'cafe',
      grid_size: 7,
      spacing_m: 1000,
      source: 'google',
      status: 'running',
      started_at: new Date().toISOString(),
      finished_at: null,
      alive_at: null,
    };
    await db.insertInto('grid_scans').values(scan).execute();
    const started = performance.now();
    await runGoogleScan(db, provider, scan, subject, 'en-US');
    times.push(performance.now() - started);
  }
  await db.destroy();
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  log(`google: 7 × 7 scans at 100 ms an answer: ${times.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
  return times;
}

const results: Result[] = [];
for (const engine of ENGINES) results.push(await benchEngine(engine));
const google = await benchGoogleScan();

const lines = [
  `Full audit of one business (business and peers, score, a 7 × 7 scan by the local-pack model, competitors, reviews, fixes; written to the database), ${SIZE.toLocaleString('en-US')} businesses, ${SAMPLES} businesses picked at random, each once, in process; measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:audit\`:`,
  '',
  '| engine | p50 | p95 | max |',
  '|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${r.p50.toFixed(1)} ms | **${r.p95.toFixed(1)} ms** | ${r.max.toFixed(1)} ms |`,
  ),
  '',
  `Google Places at 100 ms an answer, 7 at a time: a 7 × 7 scan in ${Math.round(google[Math.floor(google.length / 2)]!)} ms (median of ${google.length}; ${google.map((ms) => Math.round(ms)).join(', ')} ms).`,
  'Budget: ≤ 300 ms p95 on both engines; a Google scan ≤ 2 s.',
];
const block = lines.join('\n');
console.log(`\n${block}\n`);
if (!args['no-write'] && results.length) {
  writePerformanceSection(args.section, 'Full audit', block);
  log('written to docs/performance.md');
}
