/**
 * API benches, loopback only:
 * (a) throughput of the arena reads on a large ladder, against a bare node:http server answering
 *     the same bytes in the same run (so the ratio, not the machine, is the number that matters);
 *     the two alternate in short rounds and the median ratio is reported, so a burst of other work
 *     on the machine lands on both sides rather than on one;
 * (b) live fan-out: SSE clients split over two app instances on one Postgres, one committed
 *     change, time until each client has it. Needs BENCH_DATABASE_URL (PGlite is one process).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase } from './bench-data';

/** App throughput over the bare server's, and the bare server's CPU per answer over the app's (1.4×). */
const THROUGHPUT_BUDGET = 0.8;
const CPU_BUDGET = 0.7;
const ENDPOINTS = ['/api/arena/leaderboard', '/api/arena/leaders', '/api/arena/matches'];
/** Rounds per endpoint, each one app run and one bare run of ROUND_S seconds (order alternates). */
const ROUNDS = 5;
const ROUND_S = 2;
const CONNECTIONS = 50;

/** The built server; BENCH_SERVER_ENTRY points elsewhere to bench a build outside dist/. */
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.js';

export function startServer(env: Record<string, string>, port: number): ChildProcess {
  // BENCH_NODE_ARGS passes flags to the server alone, e.g. `--cpu-prof` to profile what a bench costs it.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'never',
      // The demo game server would report matches and presence: changes that empty the read cache.
      DEMO_SIMULATOR: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitForHealth(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * A node:http server in its own process answering each path with the recorded response: the same
 * body and the same headers (security headers included), so the ratio is our per-request cost,
 * not the size of the header block.
 */
const BARE_SERVER = `
import fs from 'node:fs';
const answers = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
for (const a of Object.values(answers)) a.bytes = Buffer.from(a.body);
http.createServer((req, res) => {
  const a = answers[req.url];
  if (!a) { res.writeHead(404); return res.end(); }
  res.writeHead(200, { ...a.headers, 'content-length': a.bytes.length });
  res.end(a.bytes);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
`;

/** Per-connection and per-message headers the bare server's own HTTP stack adds. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

type Answer = { headers: Record<string, string>; body: string };

async function startBare(answers: Record<string, Answer>, port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const file = path.join(dir, 'answers.json');
  fs.writeFileSync(file, JSON.stringify(answers));
  // Read once at start-up; the folder can go as soon as the server is listening.
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER, file, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  }).finally(removeDir);
  return child;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Other work on the machine moves every number here; print it with them. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** CPU time (user + system) a process has used so far, in ms (Linux), or NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    // Fields after the parenthesised name: state is 3rd, utime 14th and stime 15th of the line.
    const fields = (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
/** USER_HZ, 100 on Linux. */
const CLOCK_TICKS = 100;

/**
 * Waits until a started server is idle: after /healthz answers it still renders the pages' first
 * paint (seconds of work with NODE_ENV=development) and warms up, which is no part of answering.
 */
export async function settle(pid: number | undefined, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const used = cpuMs(pid) - before;
    if (!(used > 25)) return;
  }
}

interface Run {
  rps: number;
  /** Server CPU per answer: what the server itself spent, whatever else ran on the machine. */
  cpuUs: number;
}

async function measure(url: string, pid: number | undefined): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, cpuUs: ((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total };
}

export async function throughputBench(): Promise<boolean> {
  console.info(
    `\nAPI throughput (10,000 rated players, 50,000 matches; ${CONNECTIONS} connections, median of ${ROUNDS} alternating ${ROUND_S} s rounds):`,
  );
  const database = await createBenchDatabase(10_000, 50_000);
  // BENCH_PORT moves both servers (the app's and, one above it, the bare one's) off another run's.
  const appPort = Number(process.env.BENCH_PORT ?? 3901);
  const barePort = appPort + 1;
  const app = startServer(database.env, appPort);
  let bare: ChildProcess | undefined;
  let ok = true;
  try {
    await waitForHealth(appPort);
    await settle(app.pid);
    const answers: Record<string, Answer> = {};
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(`http://127.0.0.1:${appPort}${endpoint}`);
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !HOP_HEADERS.has(name)));
      answers[endpoint] = { headers, body: await response.text() };
    }
    bare = await startBare(answers, barePort);
    for (const endpoint of ENDPOINTS) {
      const appUrl = `http://127.0.0.1:${appPort}${endpoint}`;
      const bareUrl = `http://127.0.0.1:${barePort}${endpoint}`;
      for (const url of [appUrl, bareUrl]) await autocannon({ url, connections: 10, duration: 1 });
      const rounds: { app: Run; bare: Run }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which goes first, so a burst of other work does not always land on one side.
        if (round % 2) {
          const bareRun = await measure(bareUrl, bare.pid);
          rounds.push({ app: await measure(appUrl, app.pid), bare: bareRun });
        } else {
          const appRun = await measure(appUrl, app.pid);
          rounds.push({ app: appRun, bare: await measure(bareUrl, bare.pid) });
        }
      }
      const ratios = rounds.map((r) => r.app.rps / r.bare.rps);
      const ratio = median(ratios);
      const appCpu = median(rounds.map((r) => r.app.cpuUs));
      const bareCpu = median(rounds.map((r) => r.bare.cpuUs));
      const cpuRatio = bareCpu / appCpu;
      const pass = ratio >= THROUGHPUT_BUDGET && cpuRatio >= CPU_BUDGET;
      ok &&= pass;
      const rps = (side: 'app' | 'bare') =>
        median(rounds.map((r) => r[side].rps))
          .toFixed(0)
          .padStart(6);
      console.info(
        `  ${endpoint.padEnd(24)} app ${rps('app')} req/s   bare ${rps('bare')} req/s   ratio ${ratio.toFixed(2)} (budget ≥ ${THROUGHPUT_BUDGET}) ${pass ? 'OK' : 'UNDER BUDGET'}`,
      );
      console.info(
        `  ${''.padEnd(24)} rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}; server CPU per answer: app ${appCpu.toFixed(0)} µs, bare ${bareCpu.toFixed(0)} µs (ratio ${cpuRatio.toFixed(2)}, budget ≥ ${CPU_BUDGET})`,
      );
    }
    console.info(`  load average ${loadAverage()}`);
  } finally {
    if (bare) await stop(bare);
    await stop(app);
    await database.drop();
  }
  return ok;
}

/**
 * The subscribers, in worker threads of their own so the bench's own event loop (and its reading
 * of 10,000 sockets) is not what gets measured: raw sockets, one GET each, and the arrival time of
 * the first `change` on each (wall clock in ms, comparable across threads). The parent says `go`
 * right before it commits a change; the worker answers with the arrivals once all have one or the
 * timeout passes, and is ready for the next change.
 */
const SSE_WORKER = `
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
const { ports, count, first, path, timeoutMs } = workerData;
const READY = Buffer.from('event: ready');
const CHANGE = Buffer.from('event: change');
let arrivals = new Float64Array(count).fill(Number.NaN);
const sockets = [];
let waiting = 0;
let armed = false;
let timer;
const finish = () => {
  if (!armed) return;
  armed = false;
  clearTimeout(timer);
  parentPort.postMessage({ arrivals });
};
function open(i) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(ports[(first + i) % ports.length], '127.0.0.1');
    sockets.push(socket);
    let ready = false;
    let answered = false;
    let tail = null;
    socket.on('connect', () => socket.write('GET ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nAccept: text/event-stream\\r\\n\\r\\n'));
    // A marker split across two reads is found in the end of the one and the start of the next.
    const has = (chunk, marker) =>
      chunk.indexOf(marker) >= 0 || (tail !== null && Buffer.concat([tail, chunk.subarray(0, marker.length)]).indexOf(marker) >= 0);
    socket.on('data', (chunk) => {
      if (!answered) {
        answered = true;
        if (!chunk.subarray(0, 12).toString().startsWith('HTTP/1.1 200')) return reject(new Error(chunk.toString().split('\\r\\n')[0]));
      }
      if (!ready && has(chunk, READY)) { ready = true; resolve(); }
      if (armed && Number.isNaN(arrivals[i]) && has(chunk, CHANGE)) {
        arrivals[i] = performance.timeOrigin + performance.now();
        if (--waiting === 0) finish();
      }
      tail = chunk.subarray(-16);
    });
    socket.on('error', reject);
    socket.on('close', () => { if (!ready) reject(new Error('closed before ready')); });
  });
}
try {
  for (let i = 0; i < count; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, count - i) }, (_, j) => open(i + j)));
  }
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: String(error) });
}
parentPort.on('message', () => {
  arrivals = new Float64Array(count).fill(Number.NaN);
  waiting = count;
  armed = true;
  timer = setTimeout(finish, timeoutMs);
});
`;

interface SubscriberGroup {
  ready: Promise<void>;
  /** Arms the group for one change; resolves with each subscriber's arrival time (NaN: none within the timeout). */
  collect(): Promise<Float64Array>;
  close(): Promise<number>;
}

function openSubscribers(ports: number[], count: number, first: number): SubscriberGroup {
  const worker = new Worker(SSE_WORKER, {
    eval: true,
    workerData: { ports, count, first, path: '/api/live?topics=gym_leaders', timeoutMs: 30_000 },
  });
  let arrivals: (value: Float64Array) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: { ready?: true; error?: string; arrivals?: Float64Array }) => {
      if (message.ready) resolve();
      else if (message.error) reject(new Error(`subscriber: ${message.error}`));
      else if (message.arrivals) arrivals(message.arrivals);
    });
    worker.once('error', reject);
  });
  return {
    ready,
    collect: () =>
      new Promise((resolve) => {
        arrivals = resolve;
        worker.postMessage('go');
      }),
    close: () => worker.terminate(),
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Resident memory of a process in KB (Linux), or NaN elsewhere. */
function residentKb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

const FAN_OUT_SIZES = [1_000, 5_000, 10_000];
/** Changes measured per size (medians reported), after one that is not. */
const FAN_OUT_CHANGES = 3;
/**
 * The budget for the largest size: a change reaches 99% of subscribers within this, on an idle
 * machine or with one core kept busy beside the bench (`--busy`).
 */
const FAN_OUT_P99_BUDGET_MS = process.argv.includes('--busy') ? 500 : 250;

/**
 * Each subscriber holds a socket here and one in a server, so N subscribers need about N file
 * descriptors in this process and N / 2 in each server: raise `ulimit -n` (e.g. to 20000) before
 * running with 10,000. Each size gets fresh servers, so the memory growth is that size's alone.
 */
export async function fanOutBench(): Promise<boolean> {
  console.info('\nLive fan-out (SSE subscribers over two instances, one committed change):');
  if (!process.env.BENCH_DATABASE_URL) {
    console.info('  skipped: set BENCH_DATABASE_URL=postgres://… to run two instances on one Postgres.');
    return true;
  }
  const database = await createBenchDatabase(100, 100);
  const ports = [3903, 3904];
  const writer = new pg.Client({ connectionString: database.url as string });
  const threads = Math.max(1, Math.min(4, os.availableParallelism()));
  let ok = true;
  try {
    await writer.connect();
    for (const total of FAN_OUT_SIZES) {
      const servers = ports.map((port) =>
        startServer({ ...database.env, LIVE_STREAMS_PER_ADDRESS: '10000' }, port),
      );
      const groups: SubscriberGroup[] = [];
      try {
        await Promise.all(ports.map((port) => waitForHealth(port)));
        await Promise.all(servers.map((server) => settle(server.pid)));
        // One stream each first, so the LISTEN connection is part of the baseline, not the growth.
        const warm = openSubscribers(ports, ports.length, 0);
        await warm.ready;
        await new Promise((resolve) => setTimeout(resolve, 500));
        const before = servers.map((s) => residentKb(s.pid));
        let first = 0;
        for (let t = 0; t < threads; t++) {
          const count = Math.floor(total / threads) + (t < total % threads ? 1 : 0);
          groups.push(openSubscribers(ports, count, first));
          first += count;
        }
        await Promise.all(groups.map((g) => g.ready));
        await new Promise((resolve) => setTimeout(resolve, 500));
        const after = servers.map((s) => residentKb(s.pid));
        const perConnectionKb =
          (after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / total;

        const changes: { received: number; median: number; p99: number }[] = [];
        // The first change warms the path (and lets start-up work finish); the next ones count.
        for (let change = 0; change <= FAN_OUT_CHANGES; change++) {
          const collected = Promise.all(groups.map((g) => g.collect()));
          const start = performance.timeOrigin + performance.now();
          await writer.query(
            `update gym_leaders set status = $1, updated_at = now()
            where id = (select id from gym_leaders order by id limit 1)`,
            [change % 2 ? 'busy' : 'online'],
          );
          const delays = (await collected)
            .flatMap((arrivals) => [...arrivals])
            .filter((at) => !Number.isNaN(at))
            .map((at) => at - start)
            .sort((a, b) => a - b);
          if (change > 0) {
            changes.push({
              received: delays.length,
              median: percentile(delays, 50),
              p99: percentile(delays, 99),
            });
          }
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
        const received = Math.min(...changes.map((c) => c.received));
        const p99 = median(changes.map((c) => c.p99));
        const pass = received === total && (total < 10_000 || p99 < FAN_OUT_P99_BUDGET_MS);
        ok &&= pass;
        console.info(
          `  ${String(total).padStart(6)} subscribers: received ${received}/${total}, median ${median(changes.map((c) => c.median)).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (p99 per change ${changes.map((c) => c.p99.toFixed(0)).join(', ')}); server memory +${perConnectionKb.toFixed(1)} KB per subscriber${total === 10_000 ? ` (budget p99 < ${FAN_OUT_P99_BUDGET_MS} ms) ${pass ? 'OK' : 'OVER BUDGET'}` : ''}`,
        );
        await warm.close();
      } finally {
        await Promise.all(groups.map((g) => g.close()));
        await Promise.all(servers.map(stop));
      }
    }
    console.info(
      `  ${threads} subscriber threads${process.argv.includes('--busy') ? ', one core busy beside them' : ''}; load average ${loadAverage()}`,
    );
  } finally {
    await writer.end().catch(() => {});
    await database.drop();
  }
  return ok;
}
