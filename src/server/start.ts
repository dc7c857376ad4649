/**
 * The site on an open database: seed, background work, the HTTP server and its graceful shutdown.
 * main.ts imports this module (and with it every feature) while the database opens.
 */
import { serve } from '@hono/node-server';
import { RESTART_RETRY_MS } from '../shared/arena/live';
import { cachedAnswersFirst, createSite } from './app';
import type { Deps } from './context';
import type { Database } from './db/client';
import { seedDemoData } from './db/seed';
import type { Env } from './env';
import { DEMO_ACCOUNTS } from './features/auth';
import { startBanEndSweeper } from './features/bans';
import { ensureBootstrapGameServer } from './features/bridge/game-servers';
import { startPresenceSweeper } from './features/bridge/presence';
import { seedContent } from './features/content';
import { startDemoSimulator } from './features/demo-simulator/start';
import { startRoleReconciler } from './features/discord';
import { startUploadSweeper } from './features/forms/upload-sweeper';
import { startOutboxWorker } from './features/outbox';
import { seedCatalog } from './features/shop';
import { startStaffNotifier, syncConfiguredAdmins } from './features/staff';
import { startTournamentClock, warmUpTeamRules } from './features/tournaments';
import { seedVoteSites } from './features/vote';
import type { Logger } from './lib/logger';
import { startBanner } from './lib/start-banner';
import { startRetentionSweeper } from './retention';
import { shutDownGracefully } from './shutdown';

/** pg_advisory_lock's key space is shared: one number for seeding (migrations use 727_001). */
const SEED_LOCK_KEY = 727_002;

/**
 * What every start makes sure of before it serves. Each step fills only what is missing, and one
 * instance at a time runs them: two instances starting on a fresh Postgres both found the vote
 * sites empty, and the second insert failed its start.
 */
export async function seedSite(deps: Deps): Promise<void> {
  const { database, env } = deps;
  await database.exclusively(SEED_LOCK_KEY, async () => {
    // Every site, demo or not: the pages' texts start as the spec wrote them, with that as revision one.
    await seedContent(database.db);
    await seedVoteSites(database.db, env);
    // Every site sells from the database's catalog; it starts as the built-in one.
    await seedCatalog(database.db);
    await seedDemoData(deps);
    await syncConfiguredAdmins(deps);
    await ensureBootstrapGameServer(database.db, env.GAME_SERVER_BOOTSTRAP_TOKEN, deps.logger);
  });
}

/** Requests in flight get this long to finish after SIGTERM; orchestrators usually allow 30 s. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Resolves once the port is open. */
export async function startSite(
  env: Env,
  logger: Logger,
  database: Database,
  releaseLock: () => void,
  onTerminal: boolean,
) {
  const deps = { env, database, logger, fetch: globalThis.fetch, now: () => new Date() };
  await seedSite(deps);

  const stopSweeper = startPresenceSweeper(deps);
  const stopUploadSweeper = startUploadSweeper(deps);
  const stopRetentionSweeper = startRetentionSweeper(deps);
  const stopBanEndSweeper = startBanEndSweeper(deps);
  const stopTournamentClock = startTournamentClock(deps);
  const stopStaffNotifier = await startStaffNotifier(deps);
  const stopOutboxWorker = startOutboxWorker(deps);
  const stopRoleReconciler = startRoleReconciler(deps);
  const site = createSite(deps);
  let stopSimulator = () => {};
  let portOpened = () => {};
  const portOpen = new Promise<void>((resolve) => {
    portOpened = resolve;
  });
  const server = serve(
    {
      fetch: site.app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      createServer: cachedAnswersFirst(site),
    },
    (info) => {
      portOpened();
      // After the port opens: a restart is healthy first, and pages also render on demand. The
      // sign-up rules' Pokédex loads then too, before a cup's opening needs it, and PostgreSQL's
      // pool opens all its connections (opened before, they slowed a start under load by 0.4 s).
      void site.warmUp();
      warmUpTeamRules();
      void database.warmUp();
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
    },
  );

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
        stopBanEndSweeper();
        stopTournamentClock();
        stopStaffNotifier();
        stopOutboxWorker();
        stopRoleReconciler();
      },
    }).then(({ drained }) => {
      releaseLock();
      process.exit(drained ? 0 : 1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await portOpen;
}
