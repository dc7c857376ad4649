/**
 * npm run bench: builds the site and prints the measured budgets: every public page's first load
 * in Chromium (JavaScript bytes and requests, scripts/first-load-browser.ts), API throughput
 * against a bare server (PGlite in a temp folder, or BENCH_DATABASE_URL), a burst of 200
 * simultaneous tournament sign-ups (same switch), live fan-out latency (only with
 * BENCH_DATABASE_URL), and the time a restart takes to be healthy. Numbers are printed, not
 * asserted, except that the command exits non-zero when a budget is exceeded. Names after `--` run
 * only those parts: restart, first-load, throughput, sign-ups, fan-out. `--busy` keeps one core
 * busy beside the whole run (a spinning process), as a game server or a build would; `--no-build`
 * measures the build already in dist/.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fanOutBench, throughputBench } from './bench-api';
import { restartBench } from './bench-restart';
import { signUpBench } from './bench-signups';
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

/** A process that spins one core until killed. */
function startBusyCore() {
  console.info('One core kept busy beside the bench (--busy).');
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

const parts: Record<string, () => Promise<boolean>> = {
  restart: restartBench,
  'first-load': firstLoad,
  throughput: throughputBench,
  'sign-ups': signUpBench,
  'fan-out': fanOutBench,
};
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown bench part: ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}.`);
  process.exit(2);
}

if (!process.argv.includes('--no-build')) buildSite();
const hog = process.argv.includes('--busy') ? startBusyCore() : undefined;
const results: boolean[] = [];
try {
  for (const [name, run] of Object.entries(parts)) {
    if (chosen.length === 0 || chosen.includes(name)) results.push(await run());
  }
} finally {
  hog?.kill();
}
if (results.includes(false)) process.exit(1);
