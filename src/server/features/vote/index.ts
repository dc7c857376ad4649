/** What other features may use of the vote party: the game server reports its count through it. */
export { reportVoteParty } from './party';
