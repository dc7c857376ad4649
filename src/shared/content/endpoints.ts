/** The public page texts' row of the browser endpoint table (the editor's are console rows). */
import { endpoint, type Summaries } from '../api/endpoint';
import { pageContentResponse } from './api';

export const contentEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/content/:page',
    auth: 'public',
    answer: pageContentResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const contentSummaries: Summaries<typeof contentEndpoints> = {
  page: "A page's published texts, rendered and sanitized",
};
