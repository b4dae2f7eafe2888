/**
 * npm run bench:forgot — does forgot-password answer in the same time for a registered and an unknown address?
 * (issue 12 point 10; docs/decisions/009-mail-queue.md). The server is built in-process on a fresh SQLite
 * database with one account; requests alternate between the two addresses, so machine noise hits both alike.
 * Prints medians and p90 per address, and their ratio.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-bench-forgot-'));
const app = await buildApp(
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_IP: '1000000', RATE_LIMIT_AUTH_PER_EMAIL: '1000000' }),
  { logger: false },
);
try {
  const token = (await app.inject({ url: '/api/xsrf-token' })).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const headers = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' };
  const signup = {
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'known@example.com',
    password: 'bench password',
    confirmPassword: 'bench password',
    terms: true,
    termsPrivacy: true,
    generalDisclaimer: true,
  };
  await app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: signup });
  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
  for (let round = 0; round < ROUNDS + 20; round++) {
    for (const who of round % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
      const started = performance.now();
      // A new client address each time: the per-IP limit is not what is measured.
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        headers,
        payload: { email: `${who}@example.com` },
        remoteAddress: `10.0.${round >> 8}.${round & 255}`,
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`forgotPassword answered ${response.statusCode}`);
      if (round >= 20) times[who].push(ms); // the first rounds warm up
      await app.afterResponse.settled();
    }
  }
  const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
  const row = (who: 'known' | 'unknown') =>
    `${who.padEnd(8)} median ${quantile(times[who], 0.5).toFixed(2)} ms, p90 ${quantile(times[who], 0.9).toFixed(2)} ms`;
  console.log(`forgot-password, ${ROUNDS} requests per address (SQLite, in-process)`);
  console.log(row('known'));
  console.log(row('unknown'));
  console.log(`ratio of medians (known / unknown): ${(quantile(times.known, 0.5) / quantile(times.unknown, 0.5)).toFixed(2)}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
