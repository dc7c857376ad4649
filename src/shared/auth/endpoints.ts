/** The auth feature's rows of the browser endpoint table (shared/api/endpoint.ts). */

import { endpoint, requestType, type Summaries } from '../api/endpoint';
import type { z } from '../zod';
import type { demoSignInRequest } from './demo-sign-in';
import { demoAccountsResponse, demoSignInResponse, meResponse, signOutResponse } from './me';

export const authEndpoints = {
  me: endpoint({
    method: 'GET',
    path: '/me',
    auth: 'public',
    answer: meResponse,
  }),
  discordSignIn: endpoint({
    method: 'GET',
    path: '/auth/discord',
    auth: 'public',
    answer: 'redirect',
  }),
  discordCallback: endpoint({
    method: 'GET',
    path: '/auth/discord/callback',
    auth: 'public',
    answer: 'redirect',
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/auth/sign-out',
    auth: 'public',
    answer: signOutResponse,
  }),
  demoAccounts: endpoint({
    method: 'GET',
    path: '/auth/demo/accounts',
    auth: 'public',
    answer: demoAccountsResponse,
  }),
  demoSignIn: endpoint({
    method: 'POST',
    path: '/auth/demo',
    auth: 'public',
    answer: demoSignInResponse,
    body: requestType<z.input<typeof demoSignInRequest>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const authSummaries: Summaries<typeof authEndpoints> = {
  me: 'The signed-in account and its player, or nulls for a visitor',
  discordSignIn:
    'Start Discord sign-in (`?redirect=` a path of this site); demo mode goes to the demo sign-in page',
  discordCallback: "Discord's redirect back: signs in and returns to the page that asked",
  signOut: 'End this session',
  demoAccounts: 'Demo mode only: the seeded accounts to sign in as',
  demoSignIn: 'Demo mode only: sign in as a demo account',
};
