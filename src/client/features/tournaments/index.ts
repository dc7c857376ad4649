/**
 * What other features may use of tournaments: the tournament the home page counts down to, and
 * the cancelled notice the doubles cup's page shows as the singles cups' pages do.
 */
export { CancelledBanner } from './cancelled-banner';
export { nextTournamentQuery } from './tournament-queries';
