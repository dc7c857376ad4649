/**
 * npm run lighthouse: builds the site, serves it in demo mode on a throwaway database and runs
 * Lighthouse (its default, mobile, settings) in Debian's Chromium on every public page. Prints the
 * four category scores per page with Lighthouse's benchmark index of the machine beside them, the
 * failing audits and the biggest performance opportunities, writes a summary to
 * .tmp/lighthouse.json (and each page's HTML report beside it), and exits non-zero when a page
 * misses the budget.
 *
 *   npm run lighthouse                        every public page, 3 runs each (performance: median)
 *   npm run lighthouse -- / /shop             some pages (`/matches/:id`: the latest demo match)
 *   npm run lighthouse -- --runs=5            more runs, for a steadier performance score
 *   npm run lighthouse -- --simulator=off     without the demo game server (no live changes)
 *   npm run lighthouse -- --dist=<folder>     serve an existing build as is instead of building
 *   npm run lighthouse -- --as-index=2000     emulate a slower (or faster) machine of that benchmark index
 *   npm run lighthouse -- --port=4210         serve on that port (player heads on the next, Chromium on
 *                                             the one after), instead of free ones
 *   npm run lighthouse -- --live-cost         what live changes cost / and /shop (scripts/live-cost.ts)
 *
 * Every public page: those the sitemap lists, a demo leader's player and leader pages, a
 * console-made cup and the latest demo match (looked up on the served site).
 *
 * --as-index=N is an emulation (scripts/lighthouse-emulation.ts): a quick calibration run measures
 * this machine's benchmark index, and each run's CPU slowdown is Lighthouse's mobile 4x scaled by
 * the index measured over N (the median of the latest three runs' own measurements). A run that
 * stood for an index more than 15% from N is measured again (at most twice per run). Each score is
 * printed with the index measured and the slowdown used.
 *
 * Nothing leaves the machine: player heads come from a local stand-in for the skin service, and
 * without DISCORD_GUILD_ID the server does not ask Discord for the online count.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { demoMatchPage, PUBLIC_PAGES } from './first-load-browser';
import {
  cpuSlowdownFor,
  EMULATION_TOLERANCE,
  emulatedIndex,
  LIGHTHOUSE_CPU_SLOWDOWN,
  RecentBenchmarkIndex,
  stoodFor,
} from './lighthouse-emulation';
import { reportLiveCost } from './live-cost';
import { buildSite, serveBuild } from './serve-build';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Lowest acceptable score (0-100, as the report shows it) per category. */
const BUDGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const OUT_DIR = path.resolve('.tmp');
/** Lighthouse now and then loses a trace on a busy machine; a page gets this many extra runs. */
const MAX_RETRIES = 2;
/** Extra runs per counted run a page may take to stand for the emulated index (see stoodFor). */
const MAX_MISSED_INDEX = 2;

interface PageSummary {
  path: string;
  scores: Record<Category, number>;
  performanceRuns: number[];
  /** Lighthouse's rough CPU speed of this machine during each run; a slow or busy one scores low. */
  benchmarkIndexes: number[];
  /** The CPU slowdown each run's simulation used (4 unless a benchmark index is emulated). */
  cpuSlowdowns: number[];
  metrics: Record<string, { value: number; display: string }>;
  failingAudits: {
    category: Category;
    id: string;
    title: string;
    score: number;
    /** 0 for audits Lighthouse reports but leaves out of the category score. */
    weight: number;
    displayValue?: string;
  }[];
  opportunities: { id: string; title: string; savingsMs: number; displayValue?: string }[];
  runWarnings: string[];
  /** Why Lighthouse could not measure the page (for example a 404); its scores are then 0. */
  error?: string;
}

function parseArgs(argv: string[]) {
  let runs = 3;
  let dist: string | undefined;
  let simulator: 'on' | 'off' = 'on';
  let asIndex: number | undefined;
  let port: number | undefined;
  const pages: string[] = [];
  for (const arg of argv) {
    if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length));
    else if (arg.startsWith('--as-index=')) asIndex = Number(arg.slice('--as-index='.length));
    else if (arg.startsWith('--port=')) port = Number(arg.slice('--port='.length));
    else if (arg.startsWith('--dist=')) dist = path.resolve(arg.slice('--dist='.length));
    else if (arg === '--simulator=on' || arg === '--simulator=off')
      simulator = arg.endsWith('=on') ? 'on' : 'off';
    else if (arg.startsWith('/')) pages.push(arg);
    else
      throw new Error(
        `unknown argument ${arg} (pages start with /; options: --runs=N, --simulator=on|off, --dist=folder, --as-index=N, --port=N)`,
      );
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  if (asIndex !== undefined && !(asIndex > 0)) throw new Error('--as-index must be a positive number');
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65_534))
    throw new Error('--port must be a port number with two free ones after it');
  return { runs, dist, simulator, pages, asIndex, port };
}

const displayScore = (lhr: Result, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** What a person fixing the page needs from one report: scores, metrics and what failed. */
function summarise(pagePath: string, reports: Result[]): PageSummary {
  const performanceRuns = reports.map((lhr) => displayScore(lhr, 'performance'));
  const benchmarkIndexes = reports.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  const cpuSlowdowns = reports.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier);
  // The run with the median performance score stands for the page; the other categories do not
  // depend on timing.
  const lhr = reports[performanceRuns.indexOf(median(performanceRuns))]!;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, displayScore(lhr, c)])) as Record<
    Category,
    number
  >;
  const metrics = Object.fromEntries(
    METRICS.map((id) => {
      const audit = lhr.audits[id];
      return [id, { value: audit?.numericValue ?? Number.NaN, display: audit?.displayValue ?? '?' }];
    }),
  );

  const failingAudits: PageSummary['failingAudits'] = [];
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      failingAudits.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
      });
    }
  }

  // Metrics are scored audits too; everything else below 1 is an opportunity or a diagnostic.
  const opportunities = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => !METRICS.includes(ref.id) && ref.group !== 'hidden')
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 ? [audit] : [];
    })
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      savingsMs: Math.round(
        Math.max(audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0, audit.metricSavings?.TBT ?? 0),
      ),
      displayValue: audit.displayValue,
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 6);

  return {
    path: pagePath,
    scores,
    performanceRuns,
    benchmarkIndexes,
    cpuSlowdowns,
    metrics,
    failingAudits,
    opportunities,
    runWarnings: lhr.runWarnings,
  };
}

const PAGE_COLUMN = 30;

/** A run's performance score with the machine's speed it was measured at. */
function describeRun(page: PageSummary, run: number, asIndex: number | undefined): string {
  const index = page.benchmarkIndexes[run]!;
  const slowdown = page.cpuSlowdowns[run]!;
  const emulated =
    asIndex === undefined ? '' : `, CPU ×${slowdown} ≈ index ${emulatedIndex(index, slowdown)}`;
  return `${page.performanceRuns[run]} at benchmark index ${index}${emulated}`;
}

function printSummary(pages: PageSummary[], simulator: 'on' | 'off', asIndex: number | undefined) {
  console.info(`\ndemo game server (live changes): ${simulator}`);
  if (asIndex !== undefined) {
    console.info(
      `emulated benchmark index ${asIndex}: an emulation on this machine, Lighthouse's CPU slowdown ${LIGHTHOUSE_CPU_SLOWDOWN}x scaled by the index measured / ${asIndex}; runs that stood for an index more than ${EMULATION_TOLERANCE * 100}% away were measured again (at most ${MAX_MISSED_INDEX} extra per run)`,
    );
  }
  const columns = [
    'page',
    ...CATEGORIES,
    'benchmark index',
    ...(asIndex === undefined ? [] : ['CPU slowdown']),
  ];
  console.info(columns.map((h, i) => (i === 0 ? h.padEnd(PAGE_COLUMN) : h.padStart(16))).join(''));
  for (const page of pages) {
    const cells = CATEGORIES.map((c) => {
      const mark = page.scores[c] >= BUDGET[c] ? '' : ' ✗';
      return `${page.scores[c]}${mark}`.padStart(16);
    });
    const measured = page.benchmarkIndexes.length > 0;
    cells.push(String(measured ? median(page.benchmarkIndexes) : '?').padStart(16));
    if (asIndex !== undefined) cells.push(`×${measured ? median(page.cpuSlowdowns) : '?'}`.padStart(16));
    console.info(`${page.path.padEnd(PAGE_COLUMN)}${cells.join('')}`);
  }
  console.info(
    `budget: ${CATEGORIES.map((c) => `${c} ${BUDGET[c]}${BUDGET[c] < 100 ? '+' : ''}`).join(', ')}`,
  );

  for (const page of pages) {
    if (page.error) {
      console.info(`\n${page.path}  not measured: ${page.error}`);
      continue;
    }
    console.info(
      `\n${page.path}  (performance runs: ${page.performanceRuns.map((_, run) => describeRun(page, run, asIndex)).join('; ')})`,
    );
    console.info(
      `  ${Object.entries(page.metrics)
        .map(([id, metric]) => `${id} ${metric.display}`)
        .join(' · ')}`,
    );
    for (const audit of page.failingAudits) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const scored = audit.weight > 0 ? '' : ' [not scored]';
      console.info(`  ✗ ${audit.category}: ${audit.id} — ${audit.title}${value}${scored}`);
    }
    for (const opportunity of page.opportunities) {
      const savings = opportunity.savingsMs > 0 ? `, ~${opportunity.savingsMs} ms` : '';
      const value = opportunity.displayValue
        ? ` (${opportunity.displayValue}${savings})`
        : savings
          ? ` (${savings.slice(2)})`
          : '';
      console.info(`  • performance: ${opportunity.id} — ${opportunity.title}${value}`);
    }
    for (const warning of page.runWarnings) console.info(`  ! ${warning}`);
  }
}

const slug = (pagePath: string) =>
  pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^a-z0-9]+/gi, '-');

/** With --as-index: the index to emulate, and this machine's as the latest runs measured it. */
interface Emulation {
  asIndex: number;
  measured: RecentBenchmarkIndex;
}

/**
 * A quick Lighthouse run (one cheap audit) for the benchmark index Lighthouse measures before it
 * loads a page: what the first emulated run's slowdown is set from.
 */
async function calibrate(url: string, chromePort: number, asIndex: number): Promise<Emulation> {
  const result = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    onlyAudits: ['viewport'],
  });
  const index = result?.lhr.environment.benchmarkIndex;
  if (!index) throw new Error('the calibration run measured no benchmark index');
  const measured = new RecentBenchmarkIndex();
  measured.add(Math.round(index));
  console.info(
    `calibration: this machine's benchmark index ${Math.round(index)}; emulating ${asIndex} with Lighthouse's CPU slowdown ×${cpuSlowdownFor(index, asIndex)} (from each run's latest measurements)`,
  );
  return { asIndex, measured };
}

/** Runs Lighthouse `runs` times on one page; a page that does not load counts as a missed budget. */
async function measurePage(
  origin: string,
  pagePath: string,
  chromePort: number,
  runs: number,
  emulation: Emulation | undefined,
) {
  const reports: Result[] = [];
  let retries = 0;
  let missedIndex = 0;
  for (let run = 1; run <= runs; run++) {
    const cpuSlowdown = emulation
      ? cpuSlowdownFor(emulation.measured.current()!, emulation.asIndex)
      : LIGHTHOUSE_CPU_SLOWDOWN;
    const slowdownNote = emulation ? `, CPU ×${cpuSlowdown}` : '';
    console.info(`lighthouse ${pagePath} (run ${run} of ${runs}${slowdownNote})`);
    const result = await lighthouse(`${origin}${pagePath}`, {
      port: chromePort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    const error = result
      ? result.lhr.runtimeError
      : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!error) {
      const measured = Math.round(result!.lhr.environment.benchmarkIndex);
      emulation?.measured.add(measured);
      // A run that stood for another index than the one emulated is measured again, a few times.
      if (
        emulation &&
        !stoodFor(measured, cpuSlowdown, emulation.asIndex) &&
        ++missedIndex <= MAX_MISSED_INDEX * runs
      ) {
        console.info(`  measuring again: stood for index ${emulatedIndex(measured, cpuSlowdown)}`);
        run--;
        continue;
      }
      reports.push(result!.lhr);
      continue;
    }
    // A page that answers with an error status fails for good; a broken trace is worth another try.
    if (error.code === 'ERRORED_DOCUMENT_REQUEST' || ++retries > MAX_RETRIES) {
      return failedPage(pagePath, error.message);
    }
    console.info(`  retrying: ${error.code}`);
    run--;
  }
  const summary = summarise(pagePath, reports);
  const representative = reports[summary.performanceRuns.indexOf(summary.scores.performance)]!;
  fs.writeFileSync(
    path.join(OUT_DIR, 'lighthouse', `${slug(pagePath)}.html`),
    generateReport(representative, 'html'),
  );
  return summary;
}

function failedPage(pagePath: string, error: string): PageSummary {
  return {
    path: pagePath,
    scores: { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 },
    performanceRuns: [],
    benchmarkIndexes: [],
    cpuSlowdowns: [],
    metrics: {},
    failingAudits: [],
    opportunities: [],
    runWarnings: [],
    error,
  };
}

async function main() {
  const {
    runs,
    dist: givenDist,
    simulator,
    pages: givenPages,
    asIndex,
    port,
  } = parseArgs(process.argv.slice(2));
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    console.error(`Chromium was not found at ${chromePath} (set CHROMIUM_PATH).`);
    process.exit(1);
  }
  // The served site reads it from its environment; on is the demo server's own default.
  process.env.DEMO_SIMULATOR = simulator;
  // The site on `port`, player heads on the one after, Chromium's debugging port after that.
  const site = await serveBuild(givenDist ?? buildSite(), port);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      ...(port === undefined ? {} : { port: port + 2 }),
    });
    fs.mkdirSync(path.join(OUT_DIR, 'lighthouse'), { recursive: true });

    // A match's id is new each start: `/matches/:id` stands for the latest demo match.
    const pages = await Promise.all(
      (givenPages.length > 0 ? givenPages : [...PUBLIC_PAGES, '/matches/:id']).map((page) =>
        page === '/matches/:id' ? demoMatchPage(site.origin) : page,
      ),
    );
    const emulation =
      asIndex === undefined ? undefined : await calibrate(`${site.origin}${pages[0]}`, chrome.port, asIndex);
    const summaries: PageSummary[] = [];
    for (const pagePath of pages) {
      summaries.push(await measurePage(site.origin, pagePath, chrome.port, runs, emulation));
    }

    printSummary(summaries, simulator, asIndex);
    const missed = summaries.filter((page) => CATEGORIES.some((c) => page.scores[c] < BUDGET[c]));
    fs.writeFileSync(
      path.join(OUT_DIR, 'lighthouse.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, simulator, emulatedBenchmarkIndex: asIndex, budget: BUDGET, ok: missed.length === 0, pages: summaries }, null, 2)}\n`,
    );
    console.info(`\nsummary: .tmp/lighthouse.json, reports: .tmp/lighthouse/*.html`);
    if (missed.length > 0) {
      console.error(`over budget: ${missed.map((page) => page.path).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    await site.close();
  }
}

const args = process.argv.slice(2);
if (args.includes('--live-cost')) await reportLiveCost(args.filter((arg) => arg !== '--live-cost'));
else await main();
