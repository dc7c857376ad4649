/** Mid-Season Doubles' rows of the browser endpoint table. */

import { endpoint, requestType, type Summaries } from '../api/endpoint';
import type { z } from '../zod';
import { doublesRegistrationResponse, doublesTournamentResponse } from './api';
import type { doublesRegistrationSchema } from './registration-schema';

type TeamEntry = z.input<typeof doublesRegistrationSchema>;

export const doublesEndpoints = {
  tournament: endpoint({
    method: 'GET',
    path: '/doubles/tournament',
    auth: 'public',
    answer: doublesTournamentResponse,
  }),
  registration: endpoint({
    method: 'GET',
    path: '/doubles/registration',
    auth: 'user',
    answer: doublesRegistrationResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/doubles/registration',
    auth: 'user',
    answer: doublesRegistrationResponse,
    body: requestType<TeamEntry>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/doubles/registration',
    auth: 'user',
    answer: doublesRegistrationResponse,
    body: requestType<TeamEntry>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const doublesSummaries: Summaries<typeof doublesEndpoints> = {
  tournament: 'The Mid-Season Doubles tournament',
  registration: 'Your doubles registration, if any',
  register: 'Register a team (once)',
  update: 'Change your registered team',
};
