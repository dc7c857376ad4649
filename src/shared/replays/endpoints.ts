/** The replays' row of the browser endpoint table: one match with its replay. */
import { endpoint, type Summaries } from '../api/endpoint';
import { matchPage } from './match-page';

export const replayEndpoints = {
  match: endpoint({
    method: 'GET',
    path: '/matches/:id',
    auth: 'public',
    answer: matchPage,
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const replaySummaries: Summaries<typeof replayEndpoints> = {
  match: "A gym battle by id, with its Showdown log when the game server sent one (the replay page's data)",
};
