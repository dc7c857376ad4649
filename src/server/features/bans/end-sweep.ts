/**
 * The sweep that gives a timed ban that ran out its pardon on the game server. A sweep rather than
 * computing ends when the bridge reads: the pardon must be a stored delivery queued with its audit
 * row (decision 013), and the bridge's reads should not write. Every instance runs the timer; one
 * sweeps each round under an advisory lock, and `recordEndedBans` claims each ban with a
 * conditional update, so a ban gets one pardon however the rounds overlap.
 */
import type { Deps } from '../../context';
import { tryTransactionLock } from '../../lib/transaction-lock';
import { recordEndedBans } from './bans';

/** Often enough that a player is let back in game within a minute of the end the site shows. */
const BAN_END_SWEEP_MS = 60 * 1000;
/** This sweep's number in the database's shared advisory lock space (`tryTransactionLock`). */
const BAN_END_LOCK = 7_318_204_614;

export type BanEndSweep = { swept: true; ended: number } | { swept: false };

export function sweepEndedBans(deps: Deps): Promise<BanEndSweep> {
  return deps.database.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, BAN_END_LOCK))) return { swept: false } as const;
    return { swept: true, ended: await recordEndedBans(tx, deps.now()) } as const;
  });
}

export function startBanEndSweeper(deps: Deps, intervalMs = BAN_END_SWEEP_MS): () => void {
  const timer = setInterval(() => {
    sweepEndedBans(deps)
      .then((outcome) => {
        if (outcome.swept && outcome.ended > 0) deps.logger.info(outcome, 'ended bans pardoned');
      })
      .catch((err) => deps.logger.warn({ err }, 'ban end sweep failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
