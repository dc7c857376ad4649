/** What other features may use of tournaments: routes, the start clock, the seed, the listing on /events, the console overview's check-ins, page heads, the sitemap's cups and share card facts. */

// The game server reports bracket results through the bridge with the same function staff use.
export { recordMatchResult } from './bracket-store';
export { checkInsDue } from './console/overview';
export { tournamentConsoleRoutes } from './console/routes';
export { tournamentNamed, tournamentsAsEvents } from './event-listing';
export { tournamentPage } from './first-paint';
export { warmUpTeamRules } from './registration';
export { tournamentRoutes } from './routes';
export { seedTournaments } from './seed';
export { bracketCardFacts, tournamentPages } from './share-card';
export { startTournamentClock } from './start-clock';
