/** The arena's rows of the browser endpoint table: leaders, matches and the ladder. */
import { endpoint, type Summaries } from '../api/endpoint';
import { leaderboardPage, leadersResponse, matchesResponse, ownRank } from './types';

export const arenaEndpoints = {
  leaders: endpoint({
    method: 'GET',
    path: '/arena/leaders',
    auth: 'public',
    answer: leadersResponse,
  }),
  matches: endpoint({
    method: 'GET',
    path: '/arena/matches',
    auth: 'public',
    answer: matchesResponse,
  }),
  ladder: endpoint({
    method: 'GET',
    path: '/arena/leaderboard',
    auth: 'public',
    answer: leaderboardPage,
  }),
  ownRank: endpoint({
    method: 'GET',
    path: '/arena/leaderboard/me',
    auth: 'user',
    answer: ownRank,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const arenaSummaries: Summaries<typeof arenaEndpoints> = {
  leaders: 'The gym leaders with their status',
  matches: 'Recent and running gym battles (the ticker)',
  ladder: 'A page of the ELO ladder (`limit`, `offset`)',
  ownRank: "The signed-in player's place on the ladder",
};
