/**
 * The retention sweep: deletes what the site no longer needs and that concerns people (rate limit
 * counters keyed by client address or account, sessions that can no longer sign in, old link
 * codes, leaders' presence history older than their pages read), on a timer rather than only when the same person comes back. One instance sweeps at a
 * time: the sweep runs in a transaction that first tries a transaction-scoped advisory lock, and an
 * instance that does not get it leaves this round to the one that did.
 */
import { RETENTION_SWEEP_MINUTES } from '../shared/site/retention';
import type { Deps } from './context';
import type { Db } from './db/client';
import { purgeExpiredLinkCodes } from './features/account-link';
import { purgeExpiredSessions } from './features/auth';
import { purgeOldPresence } from './features/gym-leaders';
import { purgeStaleRateLimits } from './lib/rate-limit';
import { tryTransactionLock } from './lib/transaction-lock';

const RETENTION_SWEEP_INTERVAL_MS = RETENTION_SWEEP_MINUTES * 60 * 1000;
/** The first round waits this long, so a restart opens its port before sweeping. */
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

/** The sweep's number in the database's shared advisory lock space (`tryTransactionLock`). */
const RETENTION_LOCK = 7_318_204_612;

export type RetentionSweep =
  | { swept: true; rateLimits: number; sessions: number; linkCodes: number; leaderPresence: number }
  | { swept: false };

/** Takes the sweep's lock for the rest of `tx`, or answers false when another transaction holds it. */
export const tryRetentionLock = (tx: Db) => tryTransactionLock(tx, RETENTION_LOCK);

export async function sweepRetention(deps: Deps): Promise<RetentionSweep> {
  return deps.database.db.transaction(async (tx) => {
    if (!(await tryRetentionLock(tx))) return { swept: false };
    return {
      swept: true,
      rateLimits: await purgeStaleRateLimits(tx),
      sessions: await purgeExpiredSessions(deps, tx),
      linkCodes: await purgeExpiredLinkCodes(deps, tx),
      leaderPresence: await purgeOldPresence(deps, tx),
    };
  });
}

export function startRetentionSweeper(deps: Deps, intervalMs = RETENTION_SWEEP_INTERVAL_MS): () => void {
  const sweep = () => {
    sweepRetention(deps)
      .then((outcome) => {
        if (outcome.swept) deps.logger.info(outcome, 'retention sweep');
      })
      .catch((err) => deps.logger.warn({ err }, 'retention sweep failed'));
  };
  const first = setTimeout(sweep, Math.min(FIRST_SWEEP_DELAY_MS, intervalMs));
  const timer = setInterval(sweep, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
