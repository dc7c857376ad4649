import type { Deps } from '../../context';
import { sendCheckInNotices } from './notices';
import { settleDueTournaments } from './registration';

/**
 * Drops no-shows close to the start even when nobody is reading the page (reads settle too), and
 * tells players when check-in opens and ten minutes before it closes, within this interval.
 */
export const TOURNAMENT_CLOCK_INTERVAL_MS = 30_000;

/**
 * One tick of the clock: check-in notices, then settling tournaments whose start has passed. Every
 * instance may run it: each notice is written once per player, tournament and kind, and settling
 * locks the tournament row and does nothing for a tournament already live.
 */
export async function tickTournamentClock(db: Deps['database']['db'], now: Date) {
  await sendCheckInNotices(db, now);
  await settleDueTournaments(db, now);
}

/** Runs the tournament clock on a timer. */
export function startTournamentClock(deps: Deps, intervalMs = TOURNAMENT_CLOCK_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    tickTournamentClock(deps.database.db, deps.now()).catch((err) =>
      deps.logger.warn({ err }, 'tournament clock tick failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
