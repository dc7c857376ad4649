/** The auth feature's rows of the browser endpoint table (shared/api/endpoint.ts). */

import { endpoint, requestType } from '../api/endpoint';
import type { z } from '../zod';
import type { demoSignInRequest } from './demo-sign-in';
import { demoAccountsResponse, demoSignInResponse, meResponse, signOutResponse } from './me';

export const authEndpoints = {
  me: endpoint({
    method: 'GET',
    path: '/me',
    auth: 'public',
    summary: 'The signed-in account and its player, or nulls for a visitor',
    answer: meResponse,
  }),
  discordSignIn: endpoint({
    method: 'GET',
    path: '/auth/discord',
    auth: 'public',
    summary:
      'Start Discord sign-in (`?redirect=` a path of this site); demo mode goes to the demo sign-in page',
    answer: 'redirect',
  }),
  discordCallback: endpoint({
    method: 'GET',
    path: '/auth/discord/callback',
    auth: 'public',
    summary: "Discord's redirect back: signs in and returns to the page that asked",
    answer: 'redirect',
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/auth/sign-out',
    auth: 'public',
    summary: 'End this session',
    answer: signOutResponse,
  }),
  demoAccounts: endpoint({
    method: 'GET',
    path: '/auth/demo/accounts',
    auth: 'public',
    summary: 'Demo mode only: the seeded accounts to sign in as',
    answer: demoAccountsResponse,
  }),
  demoSignIn: endpoint({
    method: 'POST',
    path: '/auth/demo',
    auth: 'public',
    summary: 'Demo mode only: sign in as a demo account',
    answer: demoSignInResponse,
    body: requestType<z.input<typeof demoSignInRequest>>(),
  }),
};
