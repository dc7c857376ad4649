/** The spawn atlas's row of the browser endpoint table. */
import { endpoint, type Summaries } from '../api/endpoint';
import { atlasResponse } from './types';

export const atlasEndpoints = {
  atlas: endpoint({
    method: 'GET',
    path: '/atlas',
    auth: 'public',
    answer: atlasResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const atlasSummaries: Summaries<typeof atlasEndpoints> = {
  atlas: 'The whole spawn atlas (the page filters it in the browser)',
};
