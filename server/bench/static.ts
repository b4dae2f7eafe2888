/**
 * npm run bench:static [-- --rounds 3 --duration 10 --encodings br,gzip,identity --server-root <checkout> --no-write]
 *
 * Pages and assets against the static budget (DESIGN.md: at least as fast as nginx serving the same files in
 * the same run, wrk with 10 connections; issue 35). Builds nothing: it needs an existing web build
 * (`npm run build`). It starts the real server (server/src/main.ts, LOG_LEVEL=info as in production) as a
 * second process on 127.0.0.1 and nginx (one process, no access log) on the same build directory, then runs
 * `wrk -t1 -c10 -d10s --latency` against the landing page (/en-US/) and the largest JS asset, once per
 * encoding (`Accept-Encoding: br`, `gzip`, and none), on both (and on a bare node:http server sending the
 * same bytes and headers: Node's floor), interleaved (the order rotates per round), 3 rounds after a short
 * warm-up, and writes the medians into docs/performance.md (between the static markers). nginx has no brotli
 * module here: it serves the build's own `.br` or `.gz` file (what `gzip_static` does) or the plain file, by
 * the request's Accept-Encoding, with explicit headers, so both sides send the same bytes. Needs `nginx` and
 * `wrk` (installed with apt-get when missing and running as root; benchmark only, not part of `npm test`).
 * `--server-root` runs another checkout's server on this build (a before/after run). The exit code is 1 when
 * the product's median is below nginx's for any row.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './free-port.ts';
import { thisMachine, writePerformanceSection } from './performance-doc.ts';
import { DEFAULT_ORIGIN } from '@findable/core/site-facts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    'server-root': { type: 'string', default: repoRoot },
    'no-write': { type: 'boolean', default: false },
    encodings: { type: 'string', default: 'br,gzip,identity' },
  },
});
const ROUNDS = Number(args.rounds);
const DURATION = Number(args.duration);
const SERVER_ROOT = path.resolve(args['server-root']);
const BUILD = path.join(repoRoot, 'web/build/client');
/** What each run asks for: the `Accept-Encoding` header sent (none for identity), and the twin nginx sends. */
const ENCODINGS = args.encodings.split(',').map((name) => {
  if (!['br', 'gzip', 'identity'].includes(name)) throw new Error(`unknown encoding ${name}`);
  return {
    name,
    header: name === 'identity' ? undefined : name,
    suffix: { br: '.br', gzip: '.gz', identity: '' }[name]!,
  };
});

const log = (message: string) => console.log(`[bench:static] ${message}`);

if (!existsSync(path.join(repoRoot, 'web/build/site-manifest.json'))) {
  console.error('This benchmark serves the existing web build and makes none: run `npm run build` first.');
  process.exit(1);
}
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
if (!has('wrk') || !(has('nginx') || existsSync('/usr/sbin/nginx'))) {
  if (process.getuid?.() !== 0) {
    console.error('Needs nginx and wrk: `sudo apt-get install -y nginx wrk`.');
    process.exit(1);
  }
  log('installing nginx and wrk (apt-get)');
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx', 'wrk'], { stdio: 'inherit' });
}

// The largest JS asset of the build, and the landing page's file.
const largestJs = readdirSync(path.join(BUILD, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, size: statSync(path.join(BUILD, 'assets', name)).size }))
  .sort((a, b) => b.size - a.size)[0]!.name;
const TARGETS = [
  {
    label: 'landing HTML `/en-US/`',
    url: '/en-US/',
    file: 'en-US/index.html',
    type: 'text/html; charset=utf-8',
    cache: 'public, max-age=0, must-revalidate',
  },
  {
    label: `largest JS \`/assets/${largestJs}\``,
    url: `/assets/${largestJs}`,
    file: `assets/${largestJs}`,
    type: 'application/javascript; charset=utf-8',
    cache: 'public, max-age=31536000, immutable',
  },
];

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'findable-bench-static-'));
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);

async function startProduct(): Promise<{ base: string; logFile: string; pid: number }> {
  const port = await freePort();
  const logFile = path.join(work, 'server.log');
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(SERVER_ROOT, 'server/src/main.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The build's own origin: another would have the server rewrite the whole site as it starts, and be measured.
      SITE_URL: DEFAULT_ORIGIN,
      DATA_DIR: path.join(work, 'data'),
      WEB_BUILD_DIR: BUILD,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      DEMO_CATALOG: 'false',
      GOOGLE_PLACES_API_KEY: '',
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child, 'the server');
  return { base, logFile, pid: child.pid! };
}

async function startNginx(): Promise<{ base: string; pid: number }> {
  const port = await freePort();
  // The twin the request's Accept-Encoding names (the benchmark sends exactly one or none), as gzip_static does
  // for gzip; an empty add_header is not sent.
  const locations = TARGETS.map(
    (target) => `
    location = ${target.url} {
      types {}
      default_type "${target.type}";
      add_header Content-Encoding $twin_encoding;
      add_header Vary Accept-Encoding;
      add_header Cache-Control "${target.cache}";
      try_files /${target.file}$twin_suffix =404;
    }`,
  ).join('');
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
master_process off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  map $http_accept_encoding $twin_suffix { br .br; gzip .gz; default ""; }
  map $http_accept_encoding $twin_encoding { br br; gzip gzip; default ""; }
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  server {
    listen 127.0.0.1:${port};
    root ${BUILD};${locations}
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', conf, '-p', work, '-e', `${work}/nginx-error.log`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${TARGETS[0]!.url}`, child, 'nginx');
  return { base, pid: child.pid! };
}

/**
 * The floor of Node's HTTP stack: a bare `node:http` server that answers the two URLs with the bytes and the
 * headers the product sent (and a fresh x-request-id, as the product makes one), so the table can tell the
 * cost of Node from the cost of the product.
 */
async function startNodeFloor(productBase: string): Promise<{ base: string; pid: number }> {
  const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const target of TARGETS) {
    for (const encoding of ENCODINGS) {
      const { headers, body } = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(
              `${productBase}${target.url}`,
              { headers: encoding.header ? { 'accept-encoding': encoding.header } : {} },
              (response) => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
              },
            )
            .on('error', reject);
        },
      );
      const kept = Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name),
        ),
      ) as Record<string, string>;
      answers[`${target.url} ${encoding.name}`] = { headers: kept, body: body.toString('base64') };
    }
  }
  const file = path.join(work, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const script = `
    const http = require('node:http'); const { randomUUID } = require('node:crypto');
    const answers = Object.fromEntries(Object.entries(require(${JSON.stringify(file)})).map(([url, a]) => [url, { headers: a.headers, body: Buffer.from(a.body, 'base64') }]));
    http.createServer((req, res) => {
      const answer = answers[req.url + ' ' + (req.headers['accept-encoding'] ?? 'identity')];
      if (!answer) { res.writeHead(404); res.end(); return; }
      res.setHeader('x-request-id', randomUUID());
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${TARGETS[0]!.url}`, child, 'the node:http floor');
  return { base, pid: child.pid! };
}

interface Result {
  rps: number;
  p99: number;
  /** CPU time the server process spent per answered request (user + system): steadier than req/s on a shared machine. */
  cpuUs: number;
}

const TICK_US = 1e6 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
/** CPU time a process has used so far, in µs (/proc/<pid>/stat: utime + stime). */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
};

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

function wrk(url: string, encoding: (typeof ENCODINGS)[number], seconds: number, pid: number): Result {
  const cpuBefore = cpuOf(pid);
  const header = encoding.header ? ['-H', `Accept-Encoding: ${encoding.header}`] : [];
  const run = spawnSync('wrk', ['-t1', '-c10', `-d${seconds}s`, '--latency', ...header, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1]);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(run.stdout);
  if (/Non-2xx/.test(run.stdout) || /Socket errors/.test(run.stdout)) throw new Error(`wrk saw errors:\n${run.stdout}`);
  const requests = Number(/(\d+) requests in/.exec(run.stdout)?.[1]);
  return { rps, p99: p99 ? toMs(p99[1]!, p99[2]!) : NaN, cpuUs: (cpuOf(pid) - cpuBefore) / requests };
}

/** What a URL sends for an Accept-Encoding (or none): its encoding and the SHA-256 of the bytes as sent. */
async function check(url: string, acceptEncoding: string | undefined): Promise<{ encoding: string; digest: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const hash = createHash('sha256');
        response.on('data', (chunk: Buffer) => hash.update(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({
                encoding: String(response.headers['content-encoding'] ?? 'identity'),
                digest: hash.digest('hex'),
              })
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

try {
  const product = await startProduct();
  const nginx = await startNginx();
  const floor = await startNodeFloor(product.base);
  const servers = [
    { name: 'product', base: product.base, pid: product.pid },
    { name: 'nginx', base: nginx.base, pid: nginx.pid },
    { name: 'node:http', base: floor.base, pid: floor.pid },
  ];
  const logLinesAtStart = readFileSync(product.logFile, 'utf8').split('\n').filter(Boolean).length;

  // Both sides must send the same bytes.
  for (const target of TARGETS) {
    for (const encoding of ENCODINGS) {
      const [ours, ...others] = await Promise.all(
        servers.map((server) => check(`${server.base}${target.url}`, encoding.header)),
      );
      if (ours!.encoding !== encoding.name || others.some((other) => other.digest !== ours!.digest)) {
        throw new Error(`${target.url} (${encoding.name}): the servers send different bytes`);
      }
    }
  }

  log('warm-up');
  for (const target of TARGETS)
    for (const encoding of ENCODINGS)
      for (const server of servers) wrk(`${server.base}${target.url}`, encoding, 2, server.pid);

  const results = new Map<string, Result[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of TARGETS) {
      for (const encoding of ENCODINGS) {
        // Each round in another order, so no server always runs first or last.
        const order = servers.map((_, i) => servers[(i + round) % servers.length]!);
        for (const server of order) {
          const result = wrk(`${server.base}${target.url}`, encoding, DURATION, server.pid);
          const key = `${target.url} ${encoding.name} ${server.name}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          log(
            `round ${round + 1}: ${key}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.cpuUs.toFixed(1)} µs CPU/request`,
          );
        }
      }
    }
  }
  const logLines = readFileSync(product.logFile, 'utf8').split('\n').filter(Boolean).length - logLinesAtStart;

  const format = (n: number) => Math.round(n).toLocaleString('en-US');
  const rows = TARGETS.flatMap((target) =>
    ENCODINGS.map((encoding) => {
      const ours = results.get(`${target.url} ${encoding.name} product`)!;
      const theirs = results.get(`${target.url} ${encoding.name} nginx`)!;
      const bare = results.get(`${target.url} ${encoding.name} node:http`)!;
      const ourRps = median(ours.map((r) => r.rps));
      const theirRps = median(theirs.map((r) => r.rps));
      // Rounds ran side by side, so each round's ratio compares the two under the same load.
      const ratios = ours.map((r, i) => r.rps / theirs[i]!.rps);
      const ratio = median(ratios);
      return {
        atParity: ourRps >= theirRps,
        line: `| ${target.label} | ${encoding.name} | **${format(ourRps)}** (${ours.map((r) => format(r.rps)).join(' / ')}) | ${median(ours.map((r) => r.p99)).toFixed(2)} ms | ${median(ours.map((r) => r.cpuUs)).toFixed(1)} µs | ${format(theirRps)} (${theirs.map((r) => format(r.rps)).join(' / ')}) | ${median(theirs.map((r) => r.p99)).toFixed(2)} ms | ${median(theirs.map((r) => r.cpuUs)).toFixed(1)} µs | **${ratio.toFixed(2)}×** (${ratios.map((r) => r.toFixed(2)).join(' / ')}) | ${(median(ours.map((r) => r.cpuUs)) / median(theirs.map((r) => r.cpuUs))).toFixed(2)}× | ${format(median(bare.map((r) => r.rps)))} | ${median(bare.map((r) => r.cpuUs)).toFixed(1)} µs | ${ourRps >= theirRps ? 'yes' : '**no**'} |`,
      };
    }),
  );
  const date = new Date().toISOString().slice(0, 10);
  const block = [
    `Measured ${date} with \`npm run bench:static\`${SERVER_ROOT === repoRoot ? '' : ` (server from ${SERVER_ROOT})`} on ${thisMachine()}: the real server (NODE_ENV=production, LOG_LEVEL=info, SQLite, no Redis) and nginx ${spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')} (one process, no access log) each serving web/build/client on 127.0.0.1; \`wrk -t1 -c10 -d${DURATION}s --latency\` with \`Accept-Encoding: br\`, \`gzip\` or none, both sides sending the build's own brotli or gzip file or the plain one; interleaved (the order rotates per round), ${ROUNDS} rounds after a 2 s warm-up. *node:http floor*: a bare \`node:http\` server sending the same bytes with the same headers (the cost of Node's HTTP stack alone). Figures are medians over the rounds (each round in brackets); *product ÷ nginx* is the median of the rounds' ratios (each round runs both under the same load).`,
    '',
    '| URL | encoding | product req/s | product p99 | product CPU/request | nginx req/s | nginx p99 | nginx CPU/request | product ÷ nginx (req/s) | product ÷ nginx (CPU/request) | node:http floor req/s | floor CPU/request | ≥ nginx |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => row.line),
    '',
    `CPU/request is the server process's user + system CPU time over the requests it answered in the round (steadier than req/s when other work shares the cores). Log lines the server wrote during the run: ${logLines}. Budget: at least nginx's requests/s on every row. Load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}.`,
  ].join('\n');
  console.log(`\n${block}\n`);

  if (!args['no-write']) {
    writePerformanceSection('static', 'Static pages and assets', block);
    log('written to docs/performance.md');
  }
  if (rows.some((row) => !row.atParity)) process.exitCode = 1;
} finally {
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(work, { recursive: true, force: true });
}
