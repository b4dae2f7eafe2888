/**
 * npm run profile [-- path] (default: the landing page in en-US): where a page's main-thread time goes while it
 * loads, in CPU time of the renderer's main thread (a trace's `tdur`), which a busy machine does not inflate the
 * way it inflates wall time (Lighthouse's figures are wall time × 4, docs/performance-history.md "Main-thread
 * budget").
 *
 * Each variant loads the page in a new Chromium (phone viewport, no throttling), `PROFILE_RUNS` times (5), and
 * takes the median:
 * - `page`: the page as it is;
 * - `no deferred parts`: the code of the deferred parts (everything not in the page's initial scripts) is not
 *   served, so they are left out, as when their code cannot load;
 * - `no JavaScript`: the prerendered HTML and CSS only (parse, style, layout, paint, fonts);
 * - `reduced motion`: `prefers-reduced-motion: reduce` (the testimonial marquee stands still).
 * From them: hydration of the initial scripts (`no deferred parts` − `no JavaScript`), the deferred parts
 * (`page` − `no deferred parts`), the marquee's animation (`page` − `reduced motion`). Per variant it prints the
 * time by Lighthouse's groups (script, style & layout, rendering, parsing, GC, other) and the tasks longer
 * than 12.5 ms, which are the ones over 50 ms after Lighthouse's 4× slowdown (long tasks: total blocking time).
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { taskNameToGroup } from 'lighthouse/core/lib/tracehouse/task-groups.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { findBusiness, signInContext, signUpByApi } from '../support/accounts.ts';
import { initialAssets } from './initial-assets.ts';
import { repoRoot, startServer } from '../support/server.ts';

const RUNS = Number(process.env.PROFILE_RUNS ?? 5);
const pagePath = process.argv[2] ?? '/en-US';
// The server's build (WEB_BUILD_DIR, as server/src/config.ts reads it), else the repository's.
const clientDir = process.env.WEB_BUILD_DIR ?? path.join(repoRoot, 'web/build/client');
const LONG_TASK_MS = 12.5;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } };
}
interface Profile {
  total: number;
  groups: Record<string, number>;
  longTasks: number[];
}

/** CPU time of the page's main thread by group, and its long tasks (thread time, ms). */
function analyse(events: TraceEvent[], url: string): Profile {
  const threads = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const main = threads.find((thread) =>
    events.some(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.name === 'ParseHTML' &&
        event.args?.beginData?.url?.startsWith(url),
    ),
  );
  if (!main) throw new Error(`no main thread parsed ${url}`);
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const groups: Record<string, number> = {};
  const longTasks: number[] = [];
  let total = 0;
  // Nesting by wall time, self time in thread time: a task's time goes to the group of the events it ran.
  const stack: Array<{ event: TraceEvent; children: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, children } = stack.pop()!;
      const self = Math.max(0, (event.tdur ?? 0) - children);
      const group = stack.length === 0 ? 'other' : (taskNameToGroup[event.name]?.id ?? inherited(event));
      groups[group] = (groups[group] ?? 0) + self / 1000;
      if (stack.length) stack.at(-1)!.children += event.tdur ?? 0;
      else {
        total += (event.tdur ?? 0) / 1000;
        if ((event.tdur ?? 0) / 1000 > LONG_TASK_MS) longTasks.push(Math.round((event.tdur ?? 0) / 100) / 10);
      }
    }
  };
  // An event of no group (V8's internals, say) counts for the nearest enclosing event that has one.
  const inherited = (event: TraceEvent) => {
    void event;
    for (let i = stack.length - 1; i >= 0; i--) {
      const group = taskNameToGroup[stack[i]!.event.name]?.id;
      if (group) return group;
    }
    return 'other';
  };
  for (const event of own) {
    close(event.ts);
    if (stack.length === 0 && !/RunTask/.test(event.name)) continue;
    stack.push({ event, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return { total, groups, longTasks };
}

type Variant = 'page' | 'no deferred parts' | 'no JavaScript' | 'reduced motion';

async function profile(url: string, variant: Variant, initialScripts: Set<string>): Promise<Profile> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: variant !== 'no JavaScript',
      reducedMotion: variant === 'reduced motion' ? 'reduce' : 'no-preference',
    });
    if (token) await signInContext(context, token);
    const page = await context.newPage();
    if (variant === 'no deferred parts') {
      // Held back, not refused: React keeps their prerendered markup while it waits (a refused part would be
      // removed from the page, which costs layout of its own).
      await page.route(/\/assets\/.*\.js$/, (route) =>
        initialScripts.has(new URL(route.request().url()).pathname) ? route.continue() : new Promise(() => {}),
      );
    }
    // PROFILE_CSS: a stylesheet to try on the page (an experiment without a build).
    const css = process.env.PROFILE_CSS;
    if (css) {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: (await response.text()).replace('</head>', `<style>${css}</style></head>`),
        });
      });
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'toplevel',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    // Until the page is quiet: deferred parts hydrated, fonts swapped, lazy images drawn.
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return analyse(trace.traceEvents, url);
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const server = await startServer();
const url = `${server.url}${pagePath}`;
// A page under /auth/ is profiled signed in, as a new free account with a demo café (as npm run profile:cpu).
const token = pagePath.includes('/auth/')
  ? await signUpByApi(server.url, { email: 'profile@example.com', business: await findBusiness(server.url, 'cafe') })
  : null;
const html = await (await fetch(url)).text();
const initialScripts = new Set(initialAssets(html, clientDir).scripts.map((script) => script.file));
const variants = (process.env.PROFILE_VARIANTS?.split(',') ?? [
  'page',
  'no deferred parts',
  'no JavaScript',
  'reduced motion',
]) as Variant[];
const results = new Map<Variant, Profile[]>(variants.map((variant) => [variant, []]));
try {
  // Taking turns, so that a change in the machine's load falls on every variant alike.
  for (let run = 0; run < RUNS; run++)
    for (const variant of variants) results.get(variant)!.push(await profile(url, variant, initialScripts));
} finally {
  await server.stop();
}
const summary = new Map(
  variants.map((variant) => {
    const runs = results.get(variant)!;
    const groups = [...new Set(runs.flatMap((run) => Object.keys(run.groups)))];
    return [
      variant,
      {
        total: median(runs.map((run) => run.total)),
        groups: Object.fromEntries(groups.map((group) => [group, median(runs.map((run) => run.groups[group] ?? 0))])),
        longTasks: runs.map((run) => run.longTasks),
      },
    ] as const;
  }),
);
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `${pagePath}: main-thread CPU time while loading (median of ${RUNS} runs, phone viewport, no throttling; Lighthouse's figures are ~4×)`,
);
for (const [variant, { total, groups, longTasks }] of summary) {
  const parts = Object.entries(groups)
    .sort((a, b) => b[1] - a[1])
    .map(([group, value]) => `${group} ${ms(value)}`)
    .join(', ');
  console.log(
    `  ${variant.padEnd(18)} ${ms(total).padStart(7)}: ${parts}\n  ${''.padEnd(18)} tasks > ${LONG_TASK_MS} ms per run: ${longTasks.map((tasks) => `[${tasks.join(', ')}]`).join(' ')}`,
  );
}
const total = (variant: Variant) => summary.get(variant)?.total ?? NaN;
console.log(
  `  hydration of the initial scripts ${ms(total('no deferred parts') - total('no JavaScript'))}, deferred parts ${ms(total('page') - total('no deferred parts'))}, ` +
    `the marquee's animation ${ms(total('page') - total('reduced motion'))}, HTML and CSS alone ${ms(total('no JavaScript'))}`,
);
