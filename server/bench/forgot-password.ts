/**
 * npm run bench:forgot — does forgot-password answer in the same time for a registered and an unknown address?
 * (issue 12 point 10; docs/decisions/009-mail-queue.md). The server is built in-process on a fresh SQLite
 * database with one account; requests alternate between the two addresses, so machine noise hits both alike.
 * Measures the answer and the request right after it (the issue 31 re-probe saw that next request answer 4-5×
 * slower for a registered address while the work ran after the answer). Prints medians and p90 per address,
 * and their ratios.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-bench-forgot-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_AUTH_PER_EMAIL: '1000000',
  }),
  { logger: false },
);
try {
  const token = (await app.inject({ url: '/api/xsrf-token' })).cookies.find(
    (cookie) => cookie.name === 'XSRF-TOKEN',
  )!.value;
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
  type Who = 'known' | 'unknown';
  const times: Record<Who, { answer: number[]; next: number[] }> = {
    known: { answer: [], next: [] },
    unknown: { answer: [], next: [] },
  };
  for (let round = 0; round < ROUNDS + 20; round++) {
    for (const who of round % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
      // A new client address each time: the per-IP limit is not what is measured.
      const remoteAddress = `10.0.${round >> 8}.${round & 255}`;
      let started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        headers,
        payload: { email: `${who}@example.com` },
        remoteAddress,
      });
      const answer = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`forgotPassword answered ${response.statusCode}`);
      // The request right after it, as the same client would send it next.
      started = performance.now();
      await app.inject({ url: '/api/health', remoteAddress });
      const next = performance.now() - started;
      if (round >= 20) {
        // the first rounds warm up
        times[who].answer.push(answer);
        times[who].next.push(next);
      }
      // The worker's round (its 5 s tick in production), outside what is measured.
      await app.mailer.idle();
    }
  }
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
  const row = (who: Who, what: 'answer' | 'next') =>
    `${who.padEnd(8)} ${what.padEnd(7)} median ${quantile(times[who][what], 0.5).toFixed(2)} ms, p90 ${quantile(times[who][what], 0.9).toFixed(2)} ms`;
  console.log(
    `forgot-password, ${ROUNDS} requests per address (SQLite, in-process); 'next' is the request right after the answer`,
  );
  for (const what of ['answer', 'next'] as const) {
    console.log(row('known', what));
    console.log(row('unknown', what));
    console.log(
      `${what}: ratio of medians (known / unknown): ${(quantile(times.known[what], 0.5) / quantile(times.unknown[what], 0.5)).toFixed(2)}`,
    );
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
