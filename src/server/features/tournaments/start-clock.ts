import type { Deps } from '../../context';
import { settleDueTournaments } from './registration';

/** Drops no-shows close to the start even when nobody is reading the page (reads settle too). */
export const TOURNAMENT_CLOCK_INTERVAL_MS = 30_000;

/**
 * Settles tournaments whose start has passed, on a timer. Every instance may run it: settling locks
 * the tournament row and does nothing for a tournament already live.
 */
export function startTournamentClock(deps: Deps, intervalMs = TOURNAMENT_CLOCK_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    settleDueTournaments(deps.database.db, deps.now()).catch((err) =>
      deps.logger.warn({ err }, 'tournament start settlement failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
