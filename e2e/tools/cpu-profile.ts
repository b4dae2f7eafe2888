/**
 * npm run profile:cpu [-- path] (default: the free report, `/en-US/auth/report`): which functions a page's
 * main thread spends its time in while it loads and renders, from V8's sampling profiler. Where
 * `npm run profile` says how much time goes to script, style and layout, this says to which function.
 *
 * The page loads three times in one Chromium (phone viewport, no throttling), 4 s each, signed in as a new free
 * account with a demo café for a page under `/auth/`; it prints the 40 functions with the most self time,
 * averaged over the runs. For readable names, build without minifying first: `PROFILE_BUILD=1 npm run build`
 * (web/vite.config.ts), and build again before the tests or a measurement.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { findBusiness, signInContext, signUpByApi } from '../support/accounts.ts';
import { startServer } from '../support/server.ts';

const RUNS = 3;
const pagePath = process.argv[2] ?? '/en-US/auth/report';
const server = await startServer();
const token = await signUpByApi(server.url, {
  email: 'profile@example.com',
  business: await findBusiness(server.url, 'cafe'),
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** The part of V8's CPU profile (Chrome DevTools Protocol, `Profiler.Profile`) read here. */
interface Profile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples?: number[];
  startTime: number;
  endTime: number;
}

/** Self time in ms per function ("name chunk:line"), summed over the runs. */
const selfTime = new Map<string, number>();
function add(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const msPerSample = (profile.endTime - profile.startTime) / Math.max(samples.length, 1) / 1000;
  for (const id of samples) {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const where = url.replace(server.url, '').replace(/^.*\/assets\//, '');
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + msPerSample);
  }
}

try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (pagePath.includes('/auth/')) await signInContext(context, token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${pagePath}`);
    await page.waitForTimeout(4000);
    add((await cdp.send('Profiler.stop')).profile);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${pagePath}: self time per function, ms (mean of ${RUNS} loads, 4 s each, no throttling)`);
for (const [where, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`${(ms / RUNS).toFixed(1).padStart(8)}  ${where}`);
