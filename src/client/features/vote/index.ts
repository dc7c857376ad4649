/** What other features read of the vote page: its query (the party's goal, the sites). */
export { voteQuery } from './use-vote';
