/** The spawn atlas's row of the browser endpoint table. */
import { endpoint } from '../api/endpoint';
import { atlasResponse } from './types';

export const atlasEndpoints = {
  atlas: endpoint({
    method: 'GET',
    path: '/atlas',
    auth: 'public',
    summary: 'The whole spawn atlas (the page filters it in the browser)',
    answer: atlasResponse,
  }),
};
