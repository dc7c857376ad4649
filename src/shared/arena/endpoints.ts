/** The arena's rows of the browser endpoint table: leaders, matches and the ladder. */
import { endpoint } from '../api/endpoint';
import { leaderboardPage, leadersResponse, matchesResponse, ownRank } from './types';

export const arenaEndpoints = {
  leaders: endpoint({
    method: 'GET',
    path: '/arena/leaders',
    auth: 'public',
    summary: 'The gym leaders with their status',
    answer: leadersResponse,
  }),
  matches: endpoint({
    method: 'GET',
    path: '/arena/matches',
    auth: 'public',
    summary: 'Recent and running gym battles (the ticker)',
    answer: matchesResponse,
  }),
  ladder: endpoint({
    method: 'GET',
    path: '/arena/leaderboard',
    auth: 'public',
    summary: 'A page of the ELO ladder (`limit`, `offset`)',
    answer: leaderboardPage,
  }),
  ownRank: endpoint({
    method: 'GET',
    path: '/arena/leaderboard/me',
    auth: 'user',
    summary: "The signed-in player's place on the ladder",
    answer: ownRank,
  }),
};
