/**
 * Process entry: configuration, data folder lock, database, seed, HTTP server, graceful shutdown.
 */
import { serve } from '@hono/node-server';
import { RESTART_RETRY_MS } from '../shared/arena/live';
import { createSite } from './app';
import { acquireDataDirLock } from './db/lock';
import { openDatabase } from './db/open';
import { seedDemoData } from './db/seed';
import { EnvError, loadEnv } from './env';
import { DEMO_ACCOUNTS } from './features/auth';
import { ensureBootstrapGameServer } from './features/bridge/game-servers';
import { startPresenceSweeper } from './features/bridge/presence';
import { startDemoSimulator } from './features/demo-simulator/start';
import { startUploadSweeper } from './features/forms/upload-sweeper';
import { startStaffNotifier, syncConfiguredAdmins } from './features/staff';
import { startTournamentClock } from './features/tournaments';
import { createLogger } from './lib/logger';
import { prettyLogStream, wantsPrettyLogs } from './lib/pretty-log';
import { startBanner } from './lib/start-banner';
import { startRetentionSweeper } from './retention';
import { shutDownGracefully } from './shutdown';

/** Requests in flight get this long to finish after SIGTERM; orchestrators usually allow 30 s. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const onTerminal = wantsPrettyLogs({ isTTY: process.stdout.isTTY, isProduction: env.isProduction });
  const logger = createLogger(env.LOG_LEVEL, onTerminal ? prettyLogStream() : undefined);
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  process.on('exit', releaseLock);

  const database = await openDatabase(env, logger);
  const deps = { env, database, logger, fetch: globalThis.fetch, now: () => new Date() };
  await seedDemoData(deps);
  await syncConfiguredAdmins(deps);
  await ensureBootstrapGameServer(database.db, env.GAME_SERVER_BOOTSTRAP_TOKEN);

  const stopSweeper = startPresenceSweeper(deps);
  const stopUploadSweeper = startUploadSweeper(deps);
  const stopRetentionSweeper = startRetentionSweeper(deps);
  const stopTournamentClock = startTournamentClock(deps);
  const stopStaffNotifier = await startStaffNotifier(deps);
  const site = createSite(deps);
  let stopSimulator = () => {};
  const server = serve({ fetch: site.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    // After the port opens: a restart is healthy first, and pages also render on demand.
    void site.warmUp();
    logger.info(
      { port: info.port, database: database.kind, demoMode: env.demoMode, url: env.PUBLIC_URL },
      env.demoMode ? 'site ready (DEMO MODE: dev sign-in, test checkout)' : 'site ready',
    );
    if (onTerminal) {
      process.stdout.write(
        startBanner({
          url: env.PUBLIC_URL,
          demoMode: env.demoMode,
          demoAccounts: DEMO_ACCOUNTS.map((a) =>
            a.role === 'player' ? a.username : `${a.username} (${a.role})`,
          ),
          dataDir: env.DATABASE_URL ? null : env.DATA_DIR,
        }),
      );
    }
    if (env.demoSimulator) {
      const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST;
      startDemoSimulator(deps, `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`)
        .then((stop) => {
          stopSimulator = stop;
        })
        .catch((err) => logger.error({ err }, 'demo simulator could not start'));
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: answering the requests in flight');
    // Only if closing the database itself hangs past the deadline.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS + 5_000).unref();
    shutDownGracefully({
      server,
      database,
      logger,
      deadlineMs: SHUTDOWN_DEADLINE_MS,
      liveRetryMs: RESTART_RETRY_MS,
      endLiveStreams: site.endLiveStreams,
      stopBackgroundWork: () => {
        stopSweeper();
        stopSimulator();
        stopUploadSweeper();
        stopRetentionSweeper();
        stopTournamentClock();
        stopStaffNotifier();
      },
    }).then(({ drained }) => {
      releaseLock();
      process.exit(drained ? 0 : 1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
