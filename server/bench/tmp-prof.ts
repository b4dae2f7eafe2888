import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { queryMixForProfile } from './tmp-mix.ts';
const port = 3917;
const child = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'server/src/main.ts'], {
  env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: '/tmp/bench1m', DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_CATALOG: 'false', RATE_LIMIT_SEARCH_PER_MINUTE: '100000000' },
  stdio: 'inherit',
});
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const paths = queryMixForProfile().map((q) => `/api/projects/searchBusiness?search=${encodeURIComponent(q)}`);
let next = 0;
for (const [label, opts] of [['unthrottled 4 conns', { connections: 4, duration: 8 }], ['300rps 10 conns', { connections: 10, overallRate: 300, duration: 8 }]] as const) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon({ url: `http://127.0.0.1:${port}`, ...opts, headers: { cookie: 'XSRF-TOKEN=benchmark-visitor' }, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length]! }) }] }, (e, r) => (e ? reject(e) : resolve(r)));
    inst.on('response', (_c, _s, _b, t) => times.push(t));
  });
  times.sort((a, b) => a - b);
  console.log(label, 'rps', result.requests.average, 'p50', times[Math.floor(times.length * 0.5)]!.toFixed(2), 'p99', times[Math.floor(times.length * 0.99)]!.toFixed(2));
}
child.kill('SIGTERM');
