/** What other features may use of tournaments: the tournament the home page counts down to. */
export { nextTournamentQuery } from './tournament-queries';
