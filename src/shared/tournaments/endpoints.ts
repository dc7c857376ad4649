/** Tournaments' rows of the browser endpoint table: the cup pages, sign-ups and the bracket. */

import { endpoint, requestType } from '../api/endpoint';
import type { z } from '../zod';
import { nextTournamentResponse, registrationResult, tournamentPageResponse } from './api';
import { bracketResponse } from './bracket-api';
import type { demoFieldRequest, matchResultRequest } from './bracket-requests';
import type { tournamentRegistrationSchema } from './registration-schema';

export const tournamentEndpoints = {
  next: endpoint({
    method: 'GET',
    path: '/tournaments/next',
    auth: 'public',
    summary: 'The open tournament that closes next (the home countdown)',
    answer: nextTournamentResponse,
  }),
  page: endpoint({
    method: 'GET',
    path: '/tournaments/:slug',
    auth: 'public',
    summary: 'A tournament, its registrations and yours',
    answer: tournamentPageResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/registration',
    auth: 'user',
    summary: 'Sign up (a slot, or the waitlist when full)',
    answer: registrationResult,
    body: requestType<z.input<typeof tournamentRegistrationSchema>>(),
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/tournaments/:slug/registration',
    auth: 'user',
    summary: 'Withdraw your sign-up',
    answer: registrationResult,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/check-in',
    auth: 'user',
    summary: 'Check in before the start',
    answer: registrationResult,
  }),
  bracket: endpoint({
    method: 'GET',
    path: '/tournaments/:slug/bracket',
    auth: 'public',
    summary: "A tournament's bracket",
    answer: bracketResponse,
  }),
  drawBracket: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/bracket',
    auth: 'staff',
    summary: 'Draw the bracket (once); audited',
    answer: bracketResponse,
  }),
  recordResult: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/matches/:round/:match/result',
    auth: 'staff',
    summary: 'Record or correct a bracket match result; audited',
    answer: bracketResponse,
    body: requestType<z.input<typeof matchResultRequest>>(),
  }),
  demoField: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/demo-field',
    auth: 'staff',
    summary: 'Demo mode only: a started tournament of checked-in stand-ins; audited',
    answer: bracketResponse,
    body: requestType<z.input<typeof demoFieldRequest>>(),
  }),
};
