/**
 * The bracket's rows of the browser endpoint table, apart from the cups' so their pages and the
 * home countdown do not carry the bracket's schemas.
 */
import { endpoint, requestType, type Summaries } from '../api/endpoint';
import type { z } from '../zod';
import { bracketResponse } from './bracket-api';
import type { demoFieldRequest, drawRequest, matchResultRequest } from './bracket-requests';

export const bracketEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/tournaments/:slug/bracket',
    auth: 'public',
    answer: bracketResponse,
  }),
  draw: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/bracket',
    auth: 'staff',
    answer: bracketResponse,
    body: requestType<z.input<typeof drawRequest>>(),
  }),
  recordResult: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/matches/:round/:match/result',
    auth: 'staff',
    answer: bracketResponse,
    body: requestType<z.input<typeof matchResultRequest>>(),
  }),
  demoField: endpoint({
    method: 'POST',
    path: '/tournaments/:slug/demo-field',
    auth: 'staff',
    answer: bracketResponse,
    body: requestType<z.input<typeof demoFieldRequest>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const bracketSummaries: Summaries<typeof bracketEndpoints> = {
  read: "A tournament's bracket",
  draw: 'Draw the bracket (once), seeded by sign-up order or ladder rating; audited',
  recordResult: 'Record or correct a bracket match result; audited',
  demoField: 'Demo mode only: a started tournament of checked-in stand-ins; audited',
};
