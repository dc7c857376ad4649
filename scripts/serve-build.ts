/**
 * Serves a finished build in demo mode on a throwaway database, for the measuring scripts
 * (lighthouse, the first-load bench). Nothing leaves the machine: player heads come from a local
 * stand-in for the skin service, and without DISCORD_GUILD_ID the server does not ask Discord.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSkinStandIn } from './lighthouse-skin';

export function buildSite(): string {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return path.resolve('dist');
}

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

function startSite(dist: string, port: number, dataDir: string, skinUrl: string): ChildProcess {
  return spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'always',
      STATIC_DIR: path.join(dist, 'client'),
      SKIN_RENDER_URL: skinUrl,
      DISCORD_GUILD_ID: '',
      DISCORD_CLIENT_ID: '',
      DISCORD_CLIENT_SECRET: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(site: ChildProcess, port: number, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`the site exited with code ${site.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site on port ${port} did not become healthy`);
}

export interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts dist/server/main.js from `dist` and resolves once it answers /healthz: on `port` with the
 * skin stand-in on the port after it, or on free ports when none is given.
 */
export async function serveBuild(dist: string, port?: number): Promise<ServedSite> {
  if (!fs.existsSync(path.join(dist, 'server/main.js'))) {
    throw new Error(`No server build in ${dist}: run npm run build.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-build-'));
  const skin = await startSkinStandIn(port === undefined ? 0 : port + 1);
  const sitePort = port ?? (await freePort());
  const site = startSite(dist, sitePort, dataDir, skin.url);
  const close = async () => {
    await new Promise<void>((resolve) => {
      if (site.exitCode !== null) return resolve();
      site.once('exit', () => resolve());
      site.kill('SIGTERM');
    });
    await skin.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(site, sitePort);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin: `http://localhost:${sitePort}`, close };
}
