/**
 * npm run bench:search-tail [-- --engines sqlite,postgres --count 6000 --top 20 --size 1000000]
 *
 * The slowest searches of the benchmark's mix, one engine at a time. Under bench:search's burst the server answers
 * about ten searches at once, so a slow one delays the others queued with it: the mix's tail is what its p99 is
 * made of (docs/search.md, 'How much a benchmark run varies'). This runs the first `--count` phrases of
 * bench:search's mix (the same seed) through the local search provider in this process, one at a time, four
 * passes, and prints each engine's mean, the share of the time the slowest 1% of phrases take, and the `--top`
 * slowest phrases with the median of their last three passes (the first warms the process and the catalog).
 *
 * It reads the catalogs `npm run bench:search -- --keep-catalog` keeps (the same --size); it generates none.
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432/test.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Engine } from '../src/db/database.ts';
import { localSearchProvider } from '../src/search/local-provider.ts';
import { queryMix } from './search-queries.ts';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'sqlite,postgres' },
    count: { type: 'string', default: '6000' },
    top: { type: 'string', default: '20' },
    size: { type: 'string', default: '1000000' },
  },
});
const SIZE = Number(args.size);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sqliteFile = path.join(tmpdir(), `findable-bench-search-${SIZE}`, 'findable.sqlite');

function open(engine: Engine) {
  if (engine === 'sqlite') {
    if (!existsSync(sqliteFile))
      throw new Error(`no kept SQLite catalog at ${sqliteFile}: run bench:search with --keep-catalog`);
    return openDatabase({ sqliteFile });
  }
  return openDatabase({ databaseUrl: PG_URL, pgSchema: `bench_search_${SIZE}` });
}

const phrases = queryMix(20_000, { size: SIZE }).slice(0, Number(args.count));
for (const engine of args.engines.split(',').map((name) => name.trim()) as Engine[]) {
  const handle = open(engine);
  try {
    const provider = localSearchProvider(handle.db, engine, { searchPool: handle.searchPool });
    const times = new Map<string, number[]>();
    for (let pass = 0; pass < 4; pass++) {
      for (const phrase of phrases) {
        const started = performance.now();
        await provider.search(phrase, { language: 'en' });
        if (pass > 0) times.set(phrase, [...(times.get(phrase) ?? []), performance.now() - started]);
      }
    }
    // The median of a phrase's runs (three for each time it is in the mix): one stall does not make a phrase slow.
    const typical = [...times].map(([phrase, runs]) => ({
      phrase,
      ms: runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]!,
    }));
    typical.sort((a, b) => b.ms - a.ms);
    const total = typical.reduce((sum, { ms }) => sum + ms, 0);
    const slowest = typical.slice(0, Math.ceil(typical.length / 100)).reduce((sum, { ms }) => sum + ms, 0);
    console.log(
      `${engine}: ${typical.length} distinct phrases, mean ${(total / typical.length).toFixed(3)} ms; ` +
        `the slowest 1% take ${((slowest / total) * 100).toFixed(1)}% of the time`,
    );
    for (const { phrase, ms } of typical.slice(0, Number(args.top)))
      console.log(`${ms.toFixed(2).padStart(8)} ms  ${phrase}`);
  } finally {
    await handle.db.destroy();
  }
}
