/**
 * API benches, loopback only:
 * (a) throughput of the arena reads on a large ladder, against a bare node:http server answering
 *     the same bytes in the same run (so the ratio, not the machine, is the number that matters);
 * (b) live fan-out: SSE clients split over two app instances on one Postgres, one committed
 *     change, time until each client has it. Needs BENCH_DATABASE_URL (PGlite is one process).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase } from './bench-data';

const THROUGHPUT_BUDGET = 0.6;
const ENDPOINTS = ['/api/arena/leaderboard', '/api/arena/leaders', '/api/arena/matches'];
const DURATION_S = 5;
const CONNECTIONS = 50;

/** The built server; BENCH_SERVER_ENTRY points elsewhere to bench a build outside dist/. */
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.js';

function startServer(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'never',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(port: number, timeoutMs = 120_000): Promise<void> {
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

function stop(child: ChildProcess): Promise<void> {
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
import http from 'node:http';
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

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

export async function throughputBench(): Promise<boolean> {
  console.info('\nAPI throughput (10,000 rated players, 50,000 matches; 50 connections, 5 s each):');
  const database = await createBenchDatabase(10_000, 50_000);
  const appPort = 3901;
  const barePort = 3902;
  const app = startServer(database.env, appPort);
  let bare: ChildProcess | undefined;
  let ok = true;
  try {
    await waitForHealth(appPort);
    const answers: Record<string, Answer> = {};
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(`http://127.0.0.1:${appPort}${endpoint}`);
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !HOP_HEADERS.has(name)));
      answers[endpoint] = { headers, body: await response.text() };
    }
    bare = await startBare(answers, barePort);
    for (const endpoint of ENDPOINTS) {
      await autocannon({ url: `http://127.0.0.1:${appPort}${endpoint}`, connections: 10, duration: 1 });
      const appRps = await requestsPerSecond(`http://127.0.0.1:${appPort}${endpoint}`);
      const bareRps = await requestsPerSecond(`http://127.0.0.1:${barePort}${endpoint}`);
      const ratio = appRps / bareRps;
      const pass = ratio >= THROUGHPUT_BUDGET;
      ok &&= pass;
      console.info(
        `  ${endpoint.padEnd(24)} app ${appRps.toFixed(0).padStart(6)} req/s   bare ${bareRps.toFixed(0).padStart(6)} req/s   ratio ${ratio.toFixed(2)} (budget ≥ ${THROUGHPUT_BUDGET}) ${pass ? 'OK' : 'UNDER BUDGET'}`,
      );
    }
  } finally {
    if (bare) await stop(bare);
    await stop(app);
    await database.drop();
  }
  return ok;
}

interface SseClient {
  ready: Promise<void>;
  arrived: Promise<number>;
  close(): void;
}

function openSseClient(port: number, agent: http.Agent): SseClient {
  let request: http.ClientRequest | undefined;
  let onReady: () => void = () => {};
  let onChange: (at: number) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    fail = reject;
  });
  const arrived = new Promise<number>((resolve) => {
    onChange = resolve;
  });
  request = http.get({ host: '127.0.0.1', port, path: '/api/live?topics=gym_leaders', agent }, (response) => {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.includes('event: ready')) onReady();
      if (buffer.includes('event: change')) onChange(performance.now());
      if (buffer.length > 4096) buffer = buffer.slice(-512);
    });
  });
  request.on('error', (error) => fail(error));
  return { ready, arrived, close: () => request?.destroy() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Each client holds a socket here and one in a server, so N clients need about 1.5 × N file
 * descriptors in total: raise `ulimit -n` (e.g. to 20000) before running with 5,000 clients.
 */
export async function fanOutBench(): Promise<void> {
  console.info('\nLive fan-out (SSE clients over two instances, one committed change):');
  if (!process.env.BENCH_DATABASE_URL) {
    console.info('  skipped: set BENCH_DATABASE_URL=postgres://… to run two instances on one Postgres.');
    return;
  }
  const database = await createBenchDatabase(100, 100);
  const ports = [3903, 3904];
  const servers = ports.map((port) => startServer(database.env, port));
  const writer = new pg.Client({ connectionString: database.url as string });
  try {
    await Promise.all(ports.map((port) => waitForHealth(port)));
    await writer.connect();
    for (const total of [1_000, 5_000]) {
      const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
      const clients: SseClient[] = [];
      // Connect in batches so the accept queues are not the thing being measured.
      for (let i = 0; i < total; i += 250) {
        const batch = Array.from({ length: Math.min(250, total - i) }, (_, j) =>
          openSseClient(ports[(i + j) % ports.length] as number, agent),
        );
        clients.push(...batch);
        await Promise.all(batch.map((c) => c.ready));
      }
      const start = performance.now();
      await writer.query(`update gym_leaders set status = 'online', updated_at = now()
        where id = (select id from gym_leaders order by id limit 1)`);
      const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000));
      const delays = (await Promise.all(clients.map((c) => Promise.race([c.arrived, timeout])))).map(
        (at) => at - start,
      );
      const received = delays.filter((d) => !Number.isNaN(d)).sort((a, b) => a - b);
      console.info(
        `  ${String(total).padStart(5)} clients: received ${received.length}/${total}, median ${percentile(received, 50).toFixed(1)} ms, p99 ${percentile(received, 99).toFixed(1)} ms`,
      );
      for (const client of clients) client.close();
      agent.destroy();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await writer.end().catch(() => {});
    await Promise.all(servers.map(stop));
    await database.drop();
  }
}
