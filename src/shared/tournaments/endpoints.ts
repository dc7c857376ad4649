/** Tournaments' rows of the browser endpoint table: the cup pages and sign-ups (the bracket's are apart). */

import { endpoint, requestType, type Summaries } from '../api/endpoint';
import type { z } from '../zod';
import { nextTournamentResponse, registrationResult, tournamentPageResponse } from './api';
import type { tournamentRegistrationSchema } from './registration-schema';

export const tournamentEndpoints = {
  next: endpoint({
    method: 'GET',
    path: '/tournaments/next',
    auth: 'public',
    answer: nextTournamentResponse,
  }),
  page: endpoint({
    method: 'GET',
    path: '/tournaments/:slug',
    auth: 'public',
    answer: tournamentPageResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/registration',
    auth: 'user',
    answer: registrationResult,
    body: requestType<z.input<typeof tournamentRegistrationSchema>>(),
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/tournaments/:slug/registration',
    auth: 'user',
    answer: registrationResult,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/check-in',
    auth: 'user',
    answer: registrationResult,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const tournamentSummaries: Summaries<typeof tournamentEndpoints> = {
  next: 'The open tournament that closes next (the home countdown)',
  page: 'A tournament, its registrations and yours',
  register: 'Sign up (a slot, or the waitlist when full)',
  withdraw: 'Withdraw your sign-up',
  checkIn: 'Check in before the start',
};
