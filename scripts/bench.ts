/**
 * npm run bench: builds the site and prints the measured budgets: first-load size, API throughput
 * against a bare server (PGlite in a temp folder, or BENCH_DATABASE_URL), and live fan-out latency
 * (only with BENCH_DATABASE_URL). Numbers are printed, not
 * asserted, except that the command exits non-zero when a budget is exceeded.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fanOutBench, throughputBench } from './bench-api';
import { firstLoadFiles, gzipSize } from './first-load';

const FIRST_LOAD_BUDGET_KB = 150;

function build() {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function firstLoad(): boolean {
  const clientDir = path.resolve('dist/client');
  const files = firstLoadFiles(clientDir, 'features/home/home-page.tsx');
  const sizes = files.map((file) => ({ file, bytes: gzipSize(path.join(clientDir, file)) }));
  const totalKb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  console.info('\nFirst load of / (JavaScript, gzip -9):');
  for (const s of sizes.sort((a, b) => b.bytes - a.bytes)) {
    console.info(`  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
  }
  const ok = totalKb <= FIRST_LOAD_BUDGET_KB;
  console.info(
    `  ${totalKb.toFixed(1).padStart(7)} KB  total (budget ${FIRST_LOAD_BUDGET_KB} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
}

build();
const results = [firstLoad()];
results.push(await throughputBench());
await fanOutBench();
if (results.includes(false)) process.exit(1);
