/** What other features and the app may use of the vote page: its routes, the party report, the seed. */
export { reportVoteParty } from './party';
export { voteRoutes, voteStaffRoutes } from './routes';
export { seedVoteSites } from './sites';
