// Edit when the browser suite changes. Runs the built site in demo mode on a throwaway data folder,
// with a fake Discord for the online count, in Debian's Chromium (npm run test:e2e checks for it).
import { defineConfig } from '@playwright/test';
import { E2E_GAME_TOKEN, E2E_SIMULATOR_PORT, E2E_SIMULATOR_PRESENCE_TIMEOUT_SECONDS } from './e2e/constants';

const port = Number(process.env.E2E_PORT ?? 4173);
const discordPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${Date.now()}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // axe runs and lazy chunks make some flows long on a busy 2-core machine, where a page can take
  // several seconds to start: the bounds are generous, the assertions are not about time.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '.tmp/e2e-report' }]],
  outputDir: '.tmp/e2e-results',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // Without a GPU every running animation (the header's live dot, the ticker) is painted in
    // software sixty times a second: measured, it doubled the suite's time on two cores. The site
    // honours reduced motion, so the suite runs with it; the home arena's tests opt back in.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Debian's wrapper turns GPU rasterization on; with a software GPU that costs CPU for nothing.
        '--disable-gpu-rasterization',
      ],
    },
  },
  projects: [
    // The season journey and season-console's reset tests each archive the second server's season:
    // one worker runs them one after the other, so one archive never lands inside another's walk,
    // listed first so that chain starts with the suite instead of being its serial tail.
    {
      name: 'season-resets',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: /season-(journey|console)\.spec\.ts/,
      workers: 1,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
      testIgnore: /season-(journey|console)\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/fake-discord.ts ${discordPort}`,
      url: `http://127.0.0.1:${discordPort}/api/guilds/1/widget.json`,
      reuseExistingServer: false,
    },
    {
      command: 'node dist/server/main.js',
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'always',
        DISCORD_API_URL: `http://127.0.0.1:${discordPort}/api`,
        DISCORD_GUILD_ID: '1',
        GAME_SERVER_BOOTSTRAP_TOKEN: E2E_GAME_TOKEN,
        // Tests set presence and deliveries themselves; the simulator runs on the server below.
        DEMO_SIMULATOR: 'off',
      },
    },
    {
      command: 'node dist/server/main.js',
      url: `http://localhost:${E2E_SIMULATOR_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_SIMULATOR_PORT),
        DATA_DIR: `${dataDir}-simulator`,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'always',
        // The season journey links its players' Minecraft accounts here, as the game server would.
        GAME_SERVER_BOOTSTRAP_TOKEN: E2E_GAME_TOKEN,
        DEMO_SIMULATOR: 'on',
        DEMO_SIMULATOR_INTERVAL_SECONDS: '2',
        LEADER_PRESENCE_TIMEOUT_SECONDS: String(E2E_SIMULATOR_PRESENCE_TIMEOUT_SECONDS),
        ARENA_CACHE_SECONDS: '1',
      },
    },
  ],
});
