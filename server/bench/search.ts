/**
 * npm run bench:search [-- --engines sqlite,postgres --rounds 3 --duration 5 --warmup 3 --rate 300 --size 1000000
 *   --section search]
 *
 * The business search under load (DESIGN 'Budgets': p99 ≤ 20 ms at 300 requests/s on SQLite with
 * 1,000,000 businesses). For each engine it generates the catalog into a fresh SQLite file or PostgreSQL
 * schema, starts the real server (server/src/main.ts) as a second process on 127.0.0.1, warms it up, then
 * drives GET /api/projects/searchBusiness with a realistic mix of 1–3 word prefixes at 300 requests/s,
 * two ways, a few rounds each (30 s of load per engine with the defaults):
 * - autocannon with `overallRate` over 10 connections. autocannon enforces the rate per one-second window:
 *   each second begins with a burst of up to 300 requests, so its latencies include that queueing.
 * - an evenly paced open loop: one request every 1/rate s, latency counted from the planned send time
 *   (so a stall is never hidden by the client waiting: no coordinated omission).
 * It writes the medians over the rounds, each catalog's build time and size and the server's peak memory into
 * docs/performance.md (between the `<!-- search:start -->` markers, or those of --section). Needs the
 * web build (`npm run build`), as the server serves it. PostgreSQL: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432/test.
 *
 * `--keep-catalog` leaves each engine's catalog in place (a SQLite file under the system's temp directory, a
 * PostgreSQL schema, both named for the size) and takes it up again on the next run with that flag and size,
 * migrated to the latest schema, instead of generating it again (minutes at 1,000,000): for trying a change to
 * the search several times. The build time is then not measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Engine } from '../src/db/database.ts';
import { benchCatalog } from './bench-catalog.ts';
import { thisMachine, writePerformanceSection } from './performance-doc.ts';
import { queryMix } from './search-queries.ts';
import { freePort } from './free-port.ts';
import { DEFAULT_ORIGIN } from '@findable/core/site-facts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'sqlite,postgres' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    rate: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '3' },
    size: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '10' },
    section: { type: 'string', default: 'search' },
    'no-write': { type: 'boolean', default: false },
    'keep-catalog': { type: 'boolean', default: false },
  },
});
const SIZE = Number(args.size);
const ROUNDS = Number(args.rounds);
const DURATION = Number(args.duration);
const RATE = Number(args.rate);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const ENGINES = args.engines.split(',').map((e) => e.trim()) as Engine[];
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEEP_CATALOG = args['keep-catalog'];
const PG_SCHEMA = KEEP_CATALOG ? `bench_search_${SIZE}` : 'bench_search';

if (!existsSync(path.join(repoRoot, 'web/build/site-manifest.json'))) {
  console.error('The server needs the web build: run `npm run build` first.');
  process.exit(1);
}

const log = (message: string) => console.log(`[bench:search] ${message}`);

// ---------------------------------------------------------------------------------------------------------
// The catalog

const catalog = benchCatalog({ size: SIZE, pgUrl: PG_URL, pgSchema: PG_SCHEMA, log });
const { reuse: reuseCatalog, generate } = catalog;

/** The catalog's size on disk: the SQLite file with its WAL, or the benchmark schema's tables with their indexes. */
async function databaseSize(engine: Engine, dataDir: string): Promise<number> {
  if (engine === 'sqlite') {
    const file = path.join(dataDir, 'findable.sqlite');
    return (statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0)) / 1e6;
  }
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  const { rows } = await client.query<{ bytes: string }>(
    `select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind = 'r'`,
    [PG_SCHEMA],
  );
  await client.end();
  return Number(rows[0]!.bytes) / 1e6;
}

/** Peak resident memory of a process in MB (Linux /proc), or null elsewhere. */
function peakMemoryMb(child: ChildProcess): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU time a process has used, in ms (Linux /proc: user and system time, in clock ticks of 10 ms), or null where
 * that is not known: no /proc, or (`command` given) a process of that pid here that is not that program, as when
 * PostgreSQL runs on another host or in a container.
 */
function cpuMs(pid: number, command?: string): number | null {
  try {
    if (command && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== command) return null;
    // The fields after the command name (which is in parentheses and may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The PostgreSQL server processes serving the benchmark's server (its pool's connections), by pid. */
async function postgresBackends(): Promise<number[]> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where application_name = 'findable'`,
  );
  await client.end();
  return rows.map((row) => row.pid);
}

interface CpuUse {
  server: number;
  database: number | null;
  client: number;
}

/** The CPU time per request of the server, its PostgreSQL connections and the load generator (this process) while `run` runs. */
async function cpuPerRequest<T extends { requests: number }>(
  engine: Engine,
  serverPid: number,
  run: () => Promise<T>,
): Promise<T & { cpu: CpuUse | null }> {
  const databaseCpu = async () => new Map((await postgresBackends()).map((pid) => [pid, cpuMs(pid, 'postgres')]));
  const databaseBefore = engine === 'postgres' ? await databaseCpu() : new Map<number, number | null>();
  const before = { server: cpuMs(serverPid), client: process.cpuUsage() };
  const result = await run();
  const server = cpuMs(serverPid);
  const client = process.cpuUsage(before.client);
  // A connection opened during the run counts whole; one closed during it is lost (the pool keeps them 30 s, and
  // replaces a search connection after 10,000 statements). Unknown when a backend's CPU cannot be read here.
  let database: number | null = null;
  if (engine === 'postgres') {
    const after = [...(await databaseCpu())];
    if (after.length && after.every(([pid, ms]) => ms !== null && databaseBefore.get(pid) !== null)) {
      database = after.reduce((sum, [pid, ms]) => sum + ms! - (databaseBefore.get(pid) ?? 0), 0);
    }
  }
  if (server === null || before.server === null || !result.requests) return { ...result, cpu: null };
  return {
    ...result,
    cpu: {
      server: (server - before.server) / result.requests,
      database: database === null ? null : database / result.requests,
      client: (client.user + client.system) / 1000 / result.requests,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The server and the load

async function startServer(engine: Engine, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const pgUrl = new URL(PG_URL);
  pgUrl.searchParams.set('options', `-c search_path=${PG_SCHEMA}`);
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The build's own origin: another would have the server rewrite the whole site as it starts, and be measured.
      SITE_URL: DEFAULT_ORIGIN,
      DATA_DIR: dataDir,
      DATABASE_URL: engine === 'postgres' ? pgUrl.href : '',
      LOG_LEVEL: 'warn',
      DEMO_CATALOG: 'false',
      GOOGLE_PLACES_API_KEY: '',
      // One client sends everything here: the per-IP limit must not be what is measured.
      RATE_LIMIT_SEARCH_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What the search box sends. A browser that has loaded the page holds the XSRF-TOKEN cookie the server
 * set on its first response, so it sends it back and the server does not mint a new token per request.
 */
const VISITOR_HEADERS = {
  accept: 'application/json',
  'accept-language': 'en-US',
  cookie: 'XSRF-TOKEN=bench-visitor-token',
};

interface Round {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  throughput: number;
  requests: number;
  errors: number;
  withResults: number;
  /** CPU time per request (autocannon rounds). */
  cpu?: CpuUse | null;
  /**
   * How late the load generator's own event loop ran (p99 of its delay, ms). It shares the two cores with the server
   * (and PostgreSQL): a paced request it sends late counts that lateness as latency, and an answer it reads late
   * counts it under autocannon too. Printed per round, so a run on a busy machine says how much of its tail is the
   * generator's.
   */
  generatorLagP99?: number;
}

/** Runs a load while watching the load generator's event loop; the round with the loop's p99 delay. */
async function watchingGenerator(run: () => Promise<Round>): Promise<Round> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  try {
    const round = await run();
    return { ...round, generatorLagP99: delay.percentile(99) / 1e6 };
  } finally {
    delay.disable();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function load(url: string, queries: string[], seconds: number): Promise<Round> {
  const paths = queries.map((query) => `/api/projects/searchBusiness?search=${encodeURIComponent(query)}`);
  let next = 0;
  const times: number[] = [];
  let withResults = 0;
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: seconds,
        headers: VISITOR_HEADERS,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
            onResponse: (status, body) => {
              if (status !== 200) errors++;
              else if (body.length > 2) withResults++;
            },
          },
        ],
      },
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the library's own error unchanged.
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // Exact per-request times (ms, fractional), rather than the integer-ms histogram.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    throughput: result.requests.total / seconds,
    requests: result.requests.total,
    errors: errors + result.errors + result.timeouts,
    withResults: withResults / Math.max(1, result.requests.total),
  };
}

/** Evenly paced open-loop load: request i is due at start + i/rate, whatever happened to the earlier ones. */
async function paced(url: string, queries: string[], seconds: number): Promise<Round> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(url);
  const total = RATE * seconds;
  const interval = 1000 / RATE;
  const times: number[] = [];
  let errors = 0;
  let withResults = 0;
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = `/api/projects/searchBusiness?search=${encodeURIComponent(queries[i % queries.length]!)}`;
    pending.push(
      new Promise<void>((resolve) => {
        const request = http.get(
          { agent, host: target.hostname, port: target.port, path, headers: VISITOR_HEADERS },
          (response) => {
            let length = 0;
            response.on('data', (chunk: Buffer) => (length += chunk.length));
            response.on('end', () => {
              if (response.statusCode === 200) {
                times.push(performance.now() - due);
                if (length > 2) withResults++;
              } else errors++;
              resolve();
            });
          },
        );
        request.on('error', () => {
          errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    throughput: total / elapsed,
    requests: total,
    errors,
    withResults: withResults / total,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// ---------------------------------------------------------------------------------------------------------

interface EngineResult {
  engine: Engine;
  /** null: a kept catalog was taken up (`--keep-catalog`). */
  generateSeconds: number | null;
  databaseMb: number;
  /** The server process's peak resident memory (Linux's VmHWM), when the system tells. */
  serverMb: number | null;
  autocannon: Round[];
  paced: Round[];
}

const results: EngineResult[] = [];
const queries = queryMix(20_000, { size: SIZE });
for (const engine of ENGINES) {
  const dataDir = KEEP_CATALOG
    ? path.join(tmpdir(), `findable-bench-search-${SIZE}`)
    : mkdtempSync(path.join(tmpdir(), 'findable-bench-search-'));
  mkdirSync(dataDir, { recursive: true });
  let server: { url: string; child: ChildProcess } | undefined;
  try {
    let generateMs: number | null = null;
    if (KEEP_CATALOG && (await reuseCatalog(engine, dataDir)))
      log(`${engine}: the kept catalog of ${SIZE.toLocaleString('en-US')} businesses`);
    else {
      log(`${engine}: generating ${SIZE.toLocaleString('en-US')} businesses`);
      generateMs = await generate(engine, dataDir);
    }
    const databaseMb = await databaseSize(engine, dataDir);
    log(
      `${engine}: ${generateMs === null ? 'kept' : `generated in ${(generateMs / 1000).toFixed(0)} s`}, ${databaseMb.toFixed(0)} MB`,
    );
    server = await startServer(engine, dataDir);
    log(`${engine}: warming up (${WARMUP} s)`);
    await load(server.url, queryMix(2_000, { seed: 99, size: SIZE }), WARMUP);
    const report = (method: string, round: number, r: Round) =>
      log(
        `${engine} ${method} round ${round + 1}: p50 ${r.p50.toFixed(2)} ms, p90 ${r.p90.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ` +
          `max ${r.max.toFixed(1)} ms, ${r.throughput.toFixed(0)} req/s, ${r.errors} errors, ${(r.withResults * 100).toFixed(0)}% with results` +
          (r.generatorLagP99 === undefined
            ? ''
            : `; load generator's event-loop delay p99 ${r.generatorLagP99.toFixed(1)} ms`) +
          (r.cpu
            ? `; CPU per request: server ${r.cpu.server.toFixed(2)} ms${r.cpu.database === null ? '' : `, PostgreSQL ${r.cpu.database.toFixed(2)} ms`}, load generator ${r.cpu.client.toFixed(2)} ms`
            : ''),
      );
    const rotated = (round: number) => queries.slice(round * 4000).concat(queries.slice(0, round * 4000));
    const autocannonRounds: Round[] = [];
    const pacedRounds: Round[] = [];
    const { url, child } = server;
    for (let round = 0; round < ROUNDS; round++) {
      autocannonRounds.push(
        await cpuPerRequest(engine, child.pid!, () => watchingGenerator(() => load(url, rotated(round), DURATION))),
      );
      report('autocannon', round, autocannonRounds.at(-1)!);
      pacedRounds.push(await watchingGenerator(() => paced(url, rotated(round + 1), DURATION)));
      report('paced', round, pacedRounds.at(-1)!);
    }
    results.push({
      engine,
      generateSeconds: generateMs === null ? null : generateMs / 1000,
      databaseMb,
      serverMb: peakMemoryMb(server.child),
      autocannon: autocannonRounds,
      paced: pacedRounds,
    });
  } finally {
    if (server?.child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 500)); // let the last answers go out
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    if (!KEEP_CATALOG) rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres' && !KEEP_CATALOG) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${PG_SCHEMA} cascade`);
      await client.end();
    }
  }
}

type Figure = Exclude<keyof Round, 'cpu' | 'generatorLagP99'>;
const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const row = (engine: Engine, method: string, rounds: Round[], extra: string) => {
  const each = (key: Figure) => rounds.map((round) => fmt(round[key])).join(' / ');
  const m = (key: Figure) => median(rounds.map((round) => round[key]));
  return (
    `| ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${method} | **${fmt(m('p50'))} ms** (${each('p50')}) | ${fmt(m('p90'))} ms | ` +
    `**${fmt(m('p99'))} ms** (${each('p99')}) | ${fmt(m('max'))} ms | ${m('throughput').toFixed(0)} req/s | ` +
    `${rounds.reduce((sum, round) => sum + round.errors, 0)} | ${(m('withResults') * 100).toFixed(0)}% | ${extra} |`
  );
};
/** CPU time per search in the autocannon rounds (medians), where /proc tells: what a search costs the machine's two cores. */
function cpuLines(): string[] {
  const measured = results.flatMap((r) => {
    const rounds = r.autocannon.flatMap((round) => (round.cpu ? [round.cpu] : []));
    if (!rounds.length) return [];
    const m = (pick: (cpu: CpuUse) => number) => `${median(rounds.map(pick)).toFixed(2)} ms`;
    const known = rounds.every((cpu) => cpu.database !== null);
    const database =
      r.engine === 'postgres'
        ? `, its PostgreSQL connections ${known ? m((cpu) => cpu.database!) : 'not known (not readable here)'}`
        : '';
    return [
      `${r.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: the server ${m((cpu) => cpu.server)}${database}, the load generator ${m((cpu) => cpu.client)}`,
    ];
  });
  return measured.length
    ? [`CPU time per search under autocannon (medians of the rounds): ${measured.join('; ')}.`, '']
    : [];
}

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:search\` on ${thisMachine()}: ` +
    `${SIZE.toLocaleString('en-US')} generated businesses per engine, the real server as a second process on 127.0.0.1, ${RATE} requests/s ` +
    `of GET /api/projects/searchBusiness with a mix of 1–3 word prefixes (name prefixes, name and city, a word from inside a name, ` +
    `address fragments, 10% typos), ${ROUNDS} rounds of ${DURATION} s per method after a ${WARMUP} s warm-up. *autocannon*: \`overallRate\` ${RATE} over ` +
    `${CONNECTIONS} connections; it enforces the rate per one-second window, so every second starts with a burst of ${RATE} requests and ` +
    'its latencies include that queueing. *paced*: one request every ' +
    `${(1000 / RATE).toFixed(2)} ms, latency counted from the planned send time. Figures are medians over the rounds (each round in brackets).`,
  '',
  '| engine | load | p50 | p90 | p99 | max | throughput | errors | answers with results | catalog build, size | server memory (peak) |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.flatMap((r) => {
    const build = `${r.generateSeconds === null ? 'kept' : `${r.generateSeconds.toFixed(0)} s`}, ${r.databaseMb.toFixed(0)} MB`;
    const memory = r.serverMb === null ? '—' : `${r.serverMb.toFixed(0)} MB`;
    return [row(r.engine, 'autocannon', r.autocannon, `${build} | ${memory}`), row(r.engine, 'paced', r.paced, ' | ')];
  }),
  '',
  ...cpuLines(),
  `Budget (issue 14): p99 ≤ 20 ms under autocannon on both engines, ≤ 10 ms paced on SQLite, and the paced load kept up (${RATE} req/s).`,
];
const block = lines.join('\n');
console.log(`\n${block}\n`);

if (!args['no-write'] && results.length) {
  writePerformanceSection(args.section, 'Business search', block);
  log('written to docs/performance.md');
}
