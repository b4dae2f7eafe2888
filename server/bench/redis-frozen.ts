/**
 * npm run bench:redis-frozen — what a frozen Redis costs (issue 31; DESIGN 'Budgets': search p99 ≤ 50 ms and
 * login within 100 ms of its normal time while Redis is frozen). Starts a redis-server of its own on a free
 * port, builds the server in-process on a fresh SQLite database with REDIS_URL pointing at it, and measures
 * searches and logins (one account, the right password) with Redis answering, then with Redis stopped by
 * SIGSTOP (accepting connections, never answering). The first request after the freeze waits out the
 * command timeout once; it is reported apart. Prints p50/p99 per phase.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freePort } from './free-port.ts';

const SEARCHES = Number(process.env.SEARCHES ?? 1000);
const LOGINS = Number(process.env.LOGINS ?? 40);
const port = await freePort();
const redis = spawn(
  'redis-server',
  ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: 'ignore' },
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-bench-redis-'));
await new Promise((resolve) => setTimeout(resolve, 300));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REDIS_URL: `redis://127.0.0.1:${port}`,
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_AUTH_PER_EMAIL: '1000000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
  }),
  { logger: false },
);
try {
  await app.ready();
  const token = (await app.inject({ url: '/api/xsrf-token' })).cookies.find(
    (cookie) => cookie.name === 'XSRF-TOKEN',
  )!.value;
  const headers = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' };
  const account = { email: 'bench@example.com', password: 'bench password' };
  const signup = {
    ...account,
    firstName: 'Bench',
    lastName: 'Mark',
    confirmPassword: account.password,
    terms: true,
    termsPrivacy: true,
    generalDisclaimer: true,
  };
  await app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: signup });
  const words = ['cafe', 'bak', 'salon', 'zahn', 'fodr', 'pizza', 'auto', 'kave'];
  const timed = async (run: () => Promise<{ statusCode: number }>) => {
    const started = performance.now();
    const response = await run();
    if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
    return performance.now() - started;
  };
  const search = (i: number) =>
    timed(() => app.inject({ url: `/api/projects/searchBusiness?search=${words[i % words.length]}` }));
  const login = () => timed(() => app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: account }));
  const phase = async () => {
    const searches: number[] = [];
    const logins: number[] = [];
    for (let i = 0; i < SEARCHES; i++) searches.push(await search(i));
    for (let i = 0; i < LOGINS; i++) logins.push(await login());
    return { searches, logins };
  };
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
  const row = (what: string, values: number[]) =>
    `${what.padEnd(28)} p50 ${quantile(values, 0.5).toFixed(2)} ms, p99 ${quantile(values, 0.99).toFixed(2)} ms`;

  for (let i = 0; i < 50; i++) await search(i); // warm-up
  await login();
  const normal = await phase();
  redis.kill('SIGSTOP');
  const firstAfterFreeze = await search(0);
  const frozen = await phase();
  console.log(
    `Redis frozen (SIGSTOP), in-process, SQLite demo catalog: ${SEARCHES} searches and ${LOGINS} logins per phase`,
  );
  console.log(row('search, Redis answering', normal.searches));
  console.log(row('search, Redis frozen', frozen.searches));
  console.log(row('login, Redis answering', normal.logins));
  console.log(row('login, Redis frozen', frozen.logins));
  console.log(`first request after the freeze: ${firstAfterFreeze.toFixed(0)} ms (the one command timeout)`);
  console.log(
    `login p50 difference (frozen - answering): ${(quantile(frozen.logins, 0.5) - quantile(normal.logins, 0.5)).toFixed(2)} ms`,
  );
} finally {
  redis.kill('SIGCONT');
  await app.close();
  redis.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
