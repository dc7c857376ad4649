/**
 * npm run game-token -- create <name> | list | revoke <name>
 * Manages the bearer tokens game servers use for the bridge. With the embedded database, stop the
 * site first (the data folder has one owner at a time); with DATABASE_URL it runs alongside.
 */
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import { EnvError, loadEnv } from '../env';
import { createGameServer, listGameServers, revokeGameServer } from '../features/bridge/game-servers';
import { AppError } from '../lib/errors';

const USAGE = 'Usage: npm run game-token -- create <name> | list | revoke <name>';

async function main(args: string[]): Promise<number> {
  const [command, name] = args;
  if (!command || (command !== 'list' && !name) || !['create', 'list', 'revoke'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase(env);
  try {
    if (command === 'create') {
      const created = await createGameServer(database.db, name!);
      console.info(
        `Created game server "${created.name}". Its token (shown only now):\n\n  ${created.token}\n`,
      );
      console.info(
        'Give it to the server plugin as its bridge token; it is sent as "Authorization: Bearer <token>".',
      );
    } else if (command === 'revoke') {
      const revoked = await revokeGameServer(database.db, name!);
      if (!revoked) {
        console.error(`No active game server named "${name}".`);
        return 1;
      }
      console.info(`Revoked "${name}": its token stops working immediately.`);
    } else {
      const servers = await listGameServers(database.db);
      if (servers.length === 0)
        console.info('No game servers yet. Create one with: npm run game-token -- create <name>');
      for (const s of servers) {
        const state = s.revoked_at ? `revoked ${s.revoked_at.toISOString()}` : 'active';
        const seen = s.last_seen_at ? `last seen ${s.last_seen_at.toISOString()}` : 'never seen';
        console.info(`${s.name.padEnd(24)} ${state.padEnd(34)} ${seen}`);
      }
    }
    return 0;
  } finally {
    await database.close();
    release();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof AppError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  });
