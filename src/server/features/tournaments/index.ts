/** What other features may use of tournaments: routes, the start clock, the seed and its dates. */

// The game server reports bracket results through the bridge with the same function staff use.
export { recordMatchResult } from './bracket-store';
export { tournamentConsoleRoutes } from './console/routes';
export { tournamentRoutes } from './routes';
export { FOUNDERS_CUP_REWARDS, seedTournaments, tournamentSeedDates } from './seed';
export { startTournamentClock } from './start-clock';
