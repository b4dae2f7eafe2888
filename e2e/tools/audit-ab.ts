/**
 * npm run audit:ab -- <build A> <build B> [--path /en-US] [--cpu 4] [--runs 5]
 *
 * Lighthouse on two builds of the site in turns, run for run (A, B, A, B, …), each run in a new Chromium with
 * Lighthouse's default mobile settings, as `npm run audit` measures one build: the way to tell whether a change
 * to the pages moved their main-thread time, when the machine's own speed moves more than the change between two
 * separate audits. A build is a `web/build/client` directory: `npm run build` in a worktree of the commit to
 * compare with (`git worktree add /tmp/before HEAD`), or a copy of a build edited by hand to try something out.
 * Each build is served by the real server (WEB_BUILD_DIR).
 *
 * `--cpu N` slows the CPU N times in Lighthouse's simulation instead of its 4: 13 stands for a machine whose empty
 * page takes 3.25 times the reference machine's main thread, as the slowest machines of this kind did
 * (docs/performance-history.md, 'The slow machines' TBT without any script'). Prints per build the medians of
 * Performance, TBT (and each run's), FCP, LCP and Lighthouse's main-thread work. Writes nothing. Read TBT beside
 * FCP: TBT counts only the long tasks after the first contentful paint, so a change that paints later can lower TBT
 * with the same tasks.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { startServer } from '../support/server.ts';

const { values: options, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/en-US' },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '5' },
  },
});
const cpu = Number(options.cpu);
const runs = Number(options.runs);
if (builds.length !== 2 || !(cpu >= 1) || !Number.isInteger(runs) || runs < 1) {
  throw new Error('usage: npm run audit:ab -- <build A> <build B> [--path /en-US] [--cpu 4] [--runs 5]');
}

interface Run {
  performance: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  mainThreadMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      {
        extends: 'lighthouse:default',
        settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } },
      },
    );
    const audits = result?.lhr.audits;
    if (!result || !audits?.['largest-contentful-paint']?.numericValue) {
      throw new Error(`Lighthouse did not measure ${url}: ${result?.lhr.runtimeError?.message ?? 'no LCP'}`);
    }
    return {
      performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse could not record (NO_NAVSTART, say, now and then) is run again, up to twice, and said so. */
async function measureAgain(url: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt === attempts) throw error;
      console.log(`  (run again: ${(error as Error).message})`);
    }
  }
}

const servers = await Promise.all(builds.map((dir) => startServer({ WEB_BUILD_DIR: dir })));
try {
  const measured: Run[][] = builds.map(() => []);
  for (let run = 1; run <= runs; run++) {
    for (const [i, server] of servers.entries()) {
      const result = await measureAgain(`${server.url}${options.path}`);
      measured[i]!.push(result);
      console.log(`${'AB'[i]} run ${run}: Performance ${result.performance}, TBT ${result.tbtMs} ms`);
    }
  }
  console.log(`\n${options.path}, CPU ${cpu}× slower in Lighthouse's simulation, median of ${runs} runs in turns:`);
  for (const [i, results] of measured.entries()) {
    const of = (key: keyof Run) => median(results.map((result) => result[key]));
    console.log(
      `${'AB'[i]} ${builds[i]}: Performance ${of('performance')}, TBT ${of('tbtMs')} ms (${results.map((result) => result.tbtMs).join(' ')}), FCP ${of('fcpMs')} ms, LCP ${of('lcpMs')} ms, main thread ${of('mainThreadMs')} ms`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
