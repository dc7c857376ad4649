/** The events page's rows of the browser endpoint table. */
import { endpoint } from '../api/endpoint';
import { eventsResponse, registrationResult } from './types';

export const eventEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/events',
    auth: 'public',
    summary: 'Upcoming events, with your registration when signed in',
    answer: eventsResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/events/:id/registration',
    auth: 'user',
    summary: 'Register for an event',
    answer: registrationResult,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/events/:id/registration',
    auth: 'user',
    summary: 'Withdraw from an event',
    answer: registrationResult,
  }),
};
