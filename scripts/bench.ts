/**
 * npm run bench: builds the site and prints the measured budgets: every public page's first load
 * in Chromium (JavaScript bytes and requests, scripts/first-load-browser.ts), API throughput
 * against a bare server (PGlite in a temp folder, or BENCH_DATABASE_URL), and live fan-out latency
 * (only with BENCH_DATABASE_URL), and the time a restart takes to be healthy. Numbers are printed, not
 * asserted, except that the command exits non-zero when a budget is exceeded.
 */
import path from 'node:path';
import { fanOutBench, throughputBench } from './bench-api';
import { restartBench } from './bench-restart';
import { measureFirstLoads, reportFirstLoads } from './first-load-browser';
import { buildSite, serveBuild } from './serve-build';

/** Every public page's first load, in Chromium, from the build just made. */
async function firstLoad(): Promise<boolean> {
  const site = await serveBuild(path.resolve('dist'));
  try {
    return reportFirstLoads(await measureFirstLoads(site.origin));
  } finally {
    await site.close();
  }
}

buildSite();
const results = [await restartBench()];
results.push(await firstLoad());
results.push(await throughputBench());
results.push(await fanOutBench());
if (results.includes(false)) process.exit(1);
