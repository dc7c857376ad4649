/** Mid-Season Doubles' rows of the browser endpoint table. */

import { endpoint, requestType } from '../api/endpoint';
import type { z } from '../zod';
import { doublesRegistrationResponse, doublesTournamentResponse } from './api';
import type { doublesRegistrationSchema } from './registration-schema';

type TeamEntry = z.input<typeof doublesRegistrationSchema>;

export const doublesEndpoints = {
  tournament: endpoint({
    method: 'GET',
    path: '/doubles/tournament',
    auth: 'public',
    summary: 'The Mid-Season Doubles tournament',
    answer: doublesTournamentResponse,
  }),
  registration: endpoint({
    method: 'GET',
    path: '/doubles/registration',
    auth: 'user',
    summary: 'Your doubles registration, if any',
    answer: doublesRegistrationResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/doubles/registration',
    auth: 'user',
    summary: 'Register a team (once)',
    answer: doublesRegistrationResponse,
    body: requestType<TeamEntry>(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/doubles/registration',
    auth: 'user',
    summary: 'Change your registered team',
    answer: doublesRegistrationResponse,
    body: requestType<TeamEntry>(),
  }),
};
