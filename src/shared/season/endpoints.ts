/** The season's rows of the browser endpoint table: the open season's badges and the archive. */
import { endpoint, type Summaries } from '../api/endpoint';
import { seasonArchiveResponse } from './archive';
import { seasonProgressionResponse } from './progression';

export const seasonEndpoints = {
  progression: endpoint({
    method: 'GET',
    path: '/season/progression',
    auth: 'public',
    answer: seasonProgressionResponse,
  }),
  archive: endpoint({
    method: 'GET',
    path: '/season/archive',
    auth: 'public',
    answer: seasonArchiveResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const seasonSummaries: Summaries<typeof seasonEndpoints> = {
  progression: "Every player's Season 1 badges",
  archive: "The open season and every archived one, with its players' badges and ladder rows",
};
