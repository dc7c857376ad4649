/** The events page's rows of the browser endpoint table. */
import { endpoint, type Summaries } from '../api/endpoint';
import { eventsResponse, registrationResult } from './types';

export const eventEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/events',
    auth: 'public',
    answer: eventsResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/events/:id/registration',
    auth: 'user',
    answer: registrationResult,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/events/:id/registration',
    auth: 'user',
    answer: registrationResult,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const eventSummaries: Summaries<typeof eventEndpoints> = {
  list: 'Upcoming events, with your registration when signed in',
  register: 'Register for an event',
  withdraw: 'Withdraw from an event',
};
