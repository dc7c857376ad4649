/** What other features may use of tournaments: routes, the start clock, the seed and its dates. */

// The game server reports bracket results through the bridge with the same function staff use.
export { recordMatchResult } from './bracket-store';
// Staff check players in and withdraw them under the same rules (and waitlist promotion) players get.
export { toMyRegistration } from './queries';
export { checkIn, settleDueTournaments, withdraw } from './registration';
export { tournamentRoutes } from './routes';
export { FOUNDERS_CUP_REWARDS, seedTournaments, tournamentSeedDates } from './seed';
export { startTournamentClock } from './start-clock';
