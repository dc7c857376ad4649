/**
 * Process entry: configuration, data folder lock, then the database opens while the rest of the
 * server (every feature, start.ts) loads: both take a good part of a second, and they overlap.
 * The event loop is held open until the port is (lib/event-loop-hold.ts).
 */

import { acquireDataDirLock } from './db/lock';
import { openDatabase } from './db/open';
import { EnvError, loadEnv } from './env';
import { holdEventLoopUntil } from './lib/event-loop-hold';
import { createLogger } from './lib/logger';
import { prettyLogStream, wantsPrettyLogs } from './lib/pretty-log';

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

  // Until the port is open, the start's awaits hold no handle while PGlite compiles and starts.
  await holdEventLoopUntil(
    (async () => {
      const opening = openDatabase(env, logger);
      // Awaited below; until then a failure must not count as unhandled.
      opening.catch(() => {});
      const { startSite } = await import('./start');
      await startSite(env, logger, await opening, releaseLock, onTerminal);
    })(),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
