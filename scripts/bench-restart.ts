/**
 * Restart to healthy: how long `npm run serve` keeps the site away after a restart, from spawning
 * the built server on a data folder it has used before until /healthz answers 200 (the first start,
 * which creates and seeds the database, is not counted). Default settings: PGlite, demo mode.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The budget the site promises for a restart on a small machine. */
const RESTART_BUDGET_MS = 2_000;
const RESTARTS = 5;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function start(entry: string, port: number, dataDir: string): ChildProcess {
  // BENCH_NODE_ARGS passes flags to the server alone, e.g. `--cpu-prof` to profile a restart.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_SIMULATOR: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Milliseconds from `since` until /healthz answers 200, polling every 10 ms. */
async function healthyAfter(child: ChildProcess, port: number, since: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now() - since;
    if (performance.now() - since > 120_000) throw new Error('the server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The built server; BENCH_SERVER_ENTRY points elsewhere to bench a build outside dist/. */
export async function restartBench(
  entry = process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.js',
): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restart-'));
  const port = await freePort();
  try {
    const first = start(entry, port, dataDir);
    const firstMs = await healthyAfter(first, port, performance.now());
    await stop(first);
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const since = performance.now();
      const child = start(entry, port, dataDir);
      restarts.push(await healthyAfter(child, port, since));
      await stop(child);
    }
    const sorted = [...restarts].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const pass = median < RESTART_BUDGET_MS;
    console.info(
      `\nRestart to healthy (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')})`,
    );
    console.info(`  first start (creates and seeds the database) ${firstMs.toFixed(0)} ms`);
    console.info(
      `  restart: median ${median.toFixed(0)} ms of ${restarts.map((ms) => ms.toFixed(0)).join(', ')} (budget < ${RESTART_BUDGET_MS} ms) ${pass ? 'OK' : 'OVER BUDGET'}`,
    );
    return pass;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
