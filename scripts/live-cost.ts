/**
 * What live changes cost a page: opens each page in Chromium at a phone's size with the CPU slowed
 * 4x (as Lighthouse's mobile run does), keeps it open for a while and reports what the main thread
 * did, next to how many live changes the server sent meanwhile: Preact commits and the components
 * they rendered, API fetches, long tasks, and the main thread's busy time by kind of work.
 *
 *   npm run lighthouse -- --live-cost                     / and /shop, 20 s each, simulator on
 *   npm run lighthouse -- --live-cost --simulator=off     the same with the demo game server off
 *   npm run lighthouse -- --live-cost --seconds=30 /leaderboard
 *   npm run lighthouse -- --live-cost --dist=<folder>     an existing build instead of building
 *
 * Timings on a busy machine are inflated; compare counts and shares, and note the load average.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { LIVE_TOPICS } from '../src/shared/arena/live';
import { buildSite, serveBuild } from './serve-build';

const CPU_SLOWDOWN = 4;
/** Seconds a page is given to start before its steady state is watched. */
const STARTUP_S = 8;
/** Chromium's threshold for a long task, as Lighthouse's TBT counts them. */
const LONG_TASK_MS = 50;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
];

interface Options {
  pages: string[];
  seconds: number;
  simulator: 'on' | 'off';
  dist?: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { pages: [], seconds: 20, simulator: 'on' };
  for (const arg of argv) {
    if (arg.startsWith('--seconds=')) options.seconds = Number(arg.slice('--seconds='.length));
    else if (arg === '--simulator=on' || arg === '--simulator=off')
      options.simulator = arg.endsWith('on') ? 'on' : 'off';
    else if (arg.startsWith('--dist=')) options.dist = path.resolve(arg.slice('--dist='.length));
    else if (arg.startsWith('/')) options.pages.push(arg);
    else throw new Error(`unknown argument ${arg} (options: --seconds=N, --simulator=on|off, --dist=folder)`);
  }
  if (options.pages.length === 0) options.pages = ['/', '/shop'];
  return options;
}

/**
 * Installed before the page's scripts. The app fetches `preact/devtools` and attaches Preact to a
 * devtools hook when one is present as it starts (main.tsx); this one wraps Preact's render and commit hooks to count
 * the components rendered and the commits they made. Preact's minified option names: `__r` is the
 * render hook (each component render), `__c` the commit hook (once per committed tree).
 */
function installRenderCounter() {
  const stats = { commits: 0, components: 0, largest: 0, longTasks: 0, longTaskMs: 0 };
  (window as unknown as { __renderStats: typeof stats }).__renderStats = stats;
  type Hook = ((...args: unknown[]) => void) | undefined;
  let sinceCommit = 0;
  (window as unknown as Record<string, unknown>).__PREACT_DEVTOOLS__ = {
    attachPreact: (_version: string, options: Record<string, Hook>) => {
      const render = options.__r;
      const commit = options.__c;
      options.__r = (...args) => {
        sinceCommit++;
        stats.components++;
        render?.(...args);
      };
      options.__c = (...args) => {
        stats.commits++;
        stats.largest = Math.max(stats.largest, sinceCommit);
        sinceCommit = 0;
        commit?.(...args);
      };
    },
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      stats.longTasks++;
      stats.longTaskMs += entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

const KIND: Record<string, string> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'V8.CompileCode': 'script compile',
  'v8.parseOnBackground': 'script compile',
  ParseHTML: 'parse HTML/CSS',
  ParseAuthorStyleSheet: 'parse HTML/CSS',
  UpdateLayoutTree: 'style & layout',
  Layout: 'style & layout',
  RecalculateStyles: 'style & layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MARK_COMPACTOR': 'garbage collection',
};

/** The renderer main thread's busy time (top-level tasks) and its self time per kind of work. */
function mainThreadWork(events: TraceEvent[]) {
  // The blank page before navigation has a renderer too: the page's own is the busiest one.
  const renderers = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const slicesOf = (thread: TraceEvent) =>
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined);
  const slices = renderers
    .map(slicesOf)
    .reduce((busiest, candidate) => (candidate.length > busiest.length ? candidate : busiest), [])
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byKind: Record<string, number> = {};
  const stack: { end: number; kind: string; self: number }[] = [];
  let busy = 0;
  let tasks = 0;
  let longTasks = 0;
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      byKind[done.kind] = (byKind[done.kind] ?? 0) + done.self / 1000;
    }
  };
  for (const slice of slices) {
    close(slice.ts);
    const parent = stack.at(-1);
    if (!parent) {
      busy += slice.dur!;
      tasks++;
      if (slice.dur! / 1000 > LONG_TASK_MS) longTasks++;
    }
    if (parent) parent.self -= slice.dur!;
    const kind = KIND[slice.name] ?? parent?.kind ?? 'other';
    stack.push({ end: slice.ts + slice.dur!, kind, self: slice.dur! });
  }
  close(Number.POSITIVE_INFINITY);
  return { busyMs: busy / 1000, tasks, longTasks, byKind };
}

/** Counts the live changes the server sends on every topic while the page is measured. */
function listenToChanges(origin: string) {
  const controller = new AbortController();
  const changes: string[] = [];
  const done = fetch(
    `${origin}/api/live?topics=${LIVE_TOPICS.filter((t) => t !== 'notifications').join(',')}`,
    {
      headers: { Accept: 'text/event-stream', Origin: origin },
      signal: controller.signal,
    },
  )
    .then(async (response) => {
      const decoder = new TextDecoder();
      const reader = response.body!.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        for (const match of decoder.decode(value, { stream: true }).matchAll(/"topic":"([a-z0-9_]+)"/g)) {
          changes.push(match[1]!);
        }
      }
    })
    .catch(() => undefined);
  return {
    changes,
    stop: async () => {
      controller.abort();
      await done;
    },
  };
}

/**
 * Loads the page, lets it start for `STARTUP_S`, then watches it for `seconds`: start-up and the
 * steady state are reported apart, since only the second shows what live changes cost.
 */
/**
 * Loads the page, lets it start for `STARTUP_S`, then watches it for `seconds`: start-up and the
 * steady state are reported apart, since only the second shows what live changes cost.
 */
async function measure(page: Page, origin: string, pagePath: string, seconds: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const fetches: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/live') fetches.push(pathname);
  });
  const readStats = () =>
    page.evaluate(() => {
      const stats = (window as unknown as { __renderStats: Record<string, number> }).__renderStats;
      const copy = { commits: stats.commits!, components: stats.components!, largest: stats.largest! };
      stats.largest = 0;
      return copy;
    });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(STARTUP_S * 1000);
  const startup = { ...(await readStats()), fetches: fetches.splice(0) };
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const live = listenToChanges(origin);
  await page.waitForTimeout(seconds * 1000);
  const end = await readStats();
  await live.stop();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const steady = {
    commits: end.commits - startup.commits,
    components: end.components - startup.components,
    largest: end.largest,
    fetches,
    changes: live.changes,
  };
  return { startup, steady, work: mainThreadWork(trace.traceEvents) };
}

/** "a ×2, b ×1" */
const summary = (items: string[]) =>
  [
    ...items.reduce(
      (counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1),
      new Map<string, number>(),
    ),
  ]
    .map(([item, n]) => `${item} ×${n}`)
    .join(', ') || 'none';

export async function reportLiveCost(argv: string[]) {
  const options = parseArgs(argv);
  process.env.DEMO_SIMULATOR = options.simulator;
  const site = await serveBuild(options.dist ?? buildSite());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const pagePath of options.pages) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      // tsx compiles this script keeping function names through a helper, `__name`, which the
      // serialised function still calls in the page.
      await context.addInitScript({
        content: `var __name = (target) => target; (${installRenderCounter})();`,
      });
      const page = await context.newPage();
      const { startup, steady, work } = await measure(page, site.origin, pagePath, options.seconds);
      await context.close();

      const load = os.loadavg()[0]!.toFixed(2);
      console.info(
        `\n${pagePath} (simulator ${options.simulator}, CPU ${CPU_SLOWDOWN}x, load average ${load})`,
      );
      console.info(
        `  start-up (load + ${STARTUP_S} s): ${startup.commits} commits, ${startup.components} components rendered; API fetches ${startup.fetches.length} (${summary(startup.fetches)})`,
      );
      console.info(
        `  then ${options.seconds} s: live changes sent ${steady.changes.length} (${summary(steady.changes)})`,
      );
      console.info(
        `    commits ${steady.commits}, components rendered ${steady.components} (largest commit ${steady.largest})`,
      );
      console.info(`    API fetches ${steady.fetches.length} (${summary(steady.fetches)})`);
      console.info(
        `    main thread ${Math.round(work.busyMs)} ms busy in ${work.tasks} tasks, ${work.longTasks} over ${LONG_TASK_MS} ms`,
      );
      const kinds = Object.entries(work.byKind)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms (${Math.round((ms / work.busyMs) * 100)}%)`);
      console.info(`    by kind: ${kinds.join(', ')}`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
}
