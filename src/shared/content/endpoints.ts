/** The public page texts' row of the browser endpoint table (the editor's are console rows). */
import { endpoint } from '../api/endpoint';
import { pageContentResponse } from './api';

export const contentEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/content/:page',
    auth: 'public',
    summary: "A page's published texts, rendered and sanitized",
    answer: pageContentResponse,
  }),
};
