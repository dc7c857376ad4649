/** The players' row of the browser endpoint table: one public profile by Minecraft name. */
import { endpoint, type Summaries } from '../api/endpoint';
import { playerProfile } from './profile';

export const playerEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/players/:name',
    auth: 'public',
    answer: playerProfile,
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const playerSummaries: Summaries<typeof playerEndpoints> = {
  profile:
    "A player's public profile by Minecraft name (any case): rating, rank, rating history, recent matches, badges and placements",
};
