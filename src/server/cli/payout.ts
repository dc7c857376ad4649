/**
 * npm run payout -- <leader display name or id> <amount in dollars> [note]
 * Records a payout already sent to a gym leader, so their dashboard balance goes down. With the
 * embedded database, stop the site first; with DATABASE_URL it runs alongside.
 */

import { formatUsd } from '../../shared/shop/catalog';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import { EnvError, loadEnv } from '../env';
import { recordPayout } from '../features/shop';
import { parseDollars } from '../features/shop/payouts';
import { AppError } from '../lib/errors';

const USAGE = 'Usage: npm run payout -- <leader display name or id> <amount in dollars, e.g. 25.00> [note]';

async function main(args: string[]): Promise<number> {
  const [leader, amount, ...note] = args;
  const cents = amount ? parseDollars(amount) : null;
  if (!leader || cents === null || cents <= 0) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase(env);
  try {
    const result = await recordPayout(database.db, leader, cents, new Date(), note.join(' ') || undefined);
    const t = result.totals;
    console.info(
      `Recorded a payout of ${formatUsd(cents)} to ${result.leader.display_name}. ` +
        `Balance now ${formatUsd(t.balance_cents)} (${formatUsd(t.available_cents)} available).`,
    );
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
